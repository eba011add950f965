# 窗口的框架：顶栏、“关于”窗口、快捷键、棋盘区域。

app-name = N 皇后工作室
board-size = 棋盘大小 N：
board-size-hint = 1 到 { $max }；可以输入数字，也可以拖动
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
tool-copy-hint = 按评测格式复制屏幕上的棋盘：“No k:”及其各行
tool-dark-theme = 深色主题
tool-light-theme = 浅色主题
tool-about = 关于
language-name = 语言
language-hint = 界面语言
language-desktop = 跟随系统（{ $language }）
language-browser = 跟随浏览器（{ $language }）
show-attacked = 显示受攻击的格子
browse-keys = 快捷键：上、下方向键改变 N；左、右方向键切换到上一个或下一个解；Home 和 End 跳到第一个和最后一个解。
about-title = 关于 N 皇后工作室
about-version = N 皇后工作室 { $version }
about-what = 八皇后问题及其推广 N 皇后问题：浏览、摆放、观看、导出、计数和检查，N 从 1 到 { $max }。
about-licence = 许可证：MIT 或 Apache-2.0，任选其一。
about-source = 源代码：
about-command-line = 命令行：nqueens --help。使用手册：man nqueens。命令行只输出英文，以便脚本和评测系统读取。
settings-unreadable-title = 未能恢复设置
settings-unreadable = 无法读取上次运行时保存的设置：窗口以默认设置启动，并用默认设置取代它们。
drop-to-check = 松开鼠标即可检查该文件
looking-for-board = 正在查找棋盘
picture-title = 保存图片
export-title = 导出
close = 关闭
cancel = 取消
cancelled = 已取消
stopped-view-left = 离开此视图时已停止
first = 第一个
previous = 上一个
next = 下一个
last = 最后一个
dialog-already-open = 文件对话框已经打开了。
dialog-unavailable = 这个桌面无法显示文件对话框（可能缺少 xdg-desktop-portal）。请在输入框中输入文件路径，然后按旁边的按钮。
dialog-failed = 无法打开文件对话框。请直接输入文件路径。
dialog-waiting = 正在等待文件对话框…
dialog-text-files = 文本文件
dialog-any-file = 所有文件
board-name = 棋盘，当前在 { $square }，{ $state ->
    [queen] 有皇后
   *[empty] 空
}：方向键移动，空格键或回车键放置或移走皇后
square-name = { $square }，{ $state ->
    [queen] 皇后
    [dead] 空，未受攻击，但得不到解
    [leads] 空，未受攻击，能得到解
    [free] 空，未受攻击
   *[empty] 空
}
# 路径输入框为空时显示的示例路径；$system 为 windows 或 other。
example-answer-path = { $system ->
    [windows] C:\Users\你\答案.txt
    [web] 答案.txt
   *[other] /路径/答案.txt
}
example-picture-path = { $system ->
    [windows] C:\Users\你\棋盘.{ $extension }
    [web] 棋盘.{ $extension }
   *[other] /路径/棋盘.{ $extension }
}
