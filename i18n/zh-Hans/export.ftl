# 导出窗口。

export-dialog-title = 导出解
export-type-path = 请输入要写入的文件的路径。
export-kept = 已保留 { $path } 原样；没有写入任何内容。
cancelled-window-closed = 关闭窗口时已取消
cancelled-n-changed = N 改为 { $n } 时已取消
export-running = 正在导出；请先取消它。
export-no-numbered-solution = 屏幕上没有带编号的解可以写入。
export-stopped = { $why }；没有写入任何内容。
# “从”和“到”是范围两个输入框的标签（export-from、export-to）。
export-range-fitted = { $total ->
    [1] “到”现在是 1：N = { $n } 只有 1 个解。
   *[other] “到”现在是 { $total }：N = { $n } 共有 { $total } 个解。
}
export-range-last-moved = “到”已改为 { $number }：范围不能在开始之前结束。
export-range-first-moved = “从”已改为 { $number }：范围不能在结束之后开始。
path-resolved = 即 { $path }
export-wrote = 已把 { $count } 个解（{ $size }）写入 { $path }，用时 { $time }。
export-cancelled = 导出已取消；没有写入任何文件。
export-empty-range = { $total ->
    [0] N = { $n } 无解，没有第 { $first } 个解。
   *[other] N = { $n } 只有 { $total } 个解，没有第 { $first } 个解。
}
export-what-all = N = { $n } 的所有解
export-what-one = N = { $n } 的第 { $number } 个解
export-what-range = N = { $n } 的第 { $first } 到第 { $last } 个解
export-what-from = N = { $n } 的第 { $first } 个及之后的解
export-size-empty = N = { $n } 无解：文件将是空的。
export-size = 大小：{ $size }，{ $count } 个解
export-size-beyond = 大小：超过 16 EiB（任何磁盘都装不下），{ $count } 个解
export-size-unknown = 大小：未知，因为这个 N 的解的个数未知
export-no-numbered-yet = 屏幕上的棋盘还不是一个带编号的解。
export-range = 指定范围：
export-from = 从
export-to = 到
export-all = { $total ->
    [0] 所有解（N = { $n } 无解）
    [1] 唯一的解
   *[other] 全部 { $total } 个解
}
export-all-unknown = 所有解（有多少写多少）
export-on-screen = 屏幕上的这个（第 { $number } 个）
export-on-screen-fundamental = 屏幕上的这个（本质不同的解中的第 { $number } 个）
export-on-screen-looking = 屏幕上的这个（第 { $number } 个，正在查找）
export-on-screen-none = 屏幕上的这个（不是带编号的解）
# $what 以“N = ”开头。
export-writing = 正在把 { $what }写入 { $path }
export-file = 文件：
export-choose = 选择…
export-dialog-waiting = 正在等待保存对话框…
export-cancelling-name = 正在取消导出
cancelling = 正在取消…
export-progress = { $written } / { $total }，{ $percent }%，{ $left }
export-progress-start = { $written } / { $total }
export-written = 已写入 { $written }
export-progress-name = 导出进度
export-exists = { $path } 已经存在。要替换它吗？
export-replace = 替换
export-keep = 保留
export-write = 写入
export-format = 格式：
export-format-name = { $format ->
    [judge] 评测格式（No k:）
    [columns] 列号格式
    [checker] Checker Challenge
   *[leetcode] LeetCode JSON
}
export-format-about = { $format ->
    [judge] “No k:”加 N 行由 A 和 . 组成的棋盘：本程序最初面向的八皇后题目所要求的格式。
    [columns] 每行一个解，依次写出从上到下各排皇后的列号（从 1 开始，如 1 5 8 6 3 7 2 4）：适用于按数字输出解的评测系统和教材。
    [checker] USACO 1.5 和洛谷 P1219“八皇后 Checker Challenge”：前三个解，然后是解的个数。
   *[leetcode] LeetCode 51“N 皇后”：由 Q 和 . 组成的棋盘的 JSON 列表；LeetCode 接受任意顺序。
}
export-format-whole = 这种格式总是完整写出：不能只选一段或一个棋盘。
