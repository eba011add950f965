# 窗口的框架：顶栏、“关于”窗口、快捷键、棋盘区域。

app-name = N 皇后工作室
board-size = 棋盘大小 N：
board-size-hint = 1 到 { $max }；输入数字或拖动
board-size-of-file = 正在检查的文件的 N
smaller-board = 缩小棋盘
larger-board = 放大棋盘
solutions-of-n = { $total ->
    [0] 无解
   *[other] { $total } 个解，其中 { $unique } 个本质不同
}
solutions-of-n-unknown = 解的个数未知
mode-browse = 浏览解
mode-place = 摆放皇后
mode-watch = 观看搜索
mode-file = 检查文件
tool-export = 导出…
tool-picture = 图片…
tool-picture-hint = 把屏幕上的棋盘保存为 SVG 或 PNG 图片
tool-copy = 复制
tool-copied = 已复制
tool-copy-hint = 按评测格式复制屏幕上的棋盘：No k: 及其各行
tool-dark-theme = 深色主题
tool-light-theme = 浅色主题
tool-about = 关于
language-name = 语言
language-hint = 窗口的语言
language-desktop = 跟随系统（{ $language }）
show-attacked = 显示受攻击的格子
browse-keys = 快捷键：上、下方向键改变 N；左、右方向键逐个切换；Home 和 End 跳到第一个和最后一个解。
about-title = 关于 N 皇后工作室
about-version = N 皇后工作室 { $version }
about-what = 八皇后问题及其推广 N 皇后问题：浏览、摆放、观看、导出、计数和检查，N 从 1 到 { $max }。
about-licence = 许可证：MIT 或 Apache 2.0，任选其一。
about-source = 源代码：
about-command-line = 命令行：nqueens --help。使用手册：man nqueens。命令行只输出英文，以便脚本和评测系统读取。
drop-to-check = 松开鼠标即可检查该文件
looking-for-board = 正在查找棋盘
picture-title = 保存图片
export-title = 导出
