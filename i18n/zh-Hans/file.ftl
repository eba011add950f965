# 检查文件：结论、错在哪里以及文件视图。

check-correct = { $total ->
    [0] 正确：N = { $n } 无解，文件为空。
   *[other] 正确：N = { $n } 的全部 { $total } 个解都在，顺序和编号都对。
}
check-problem = 第 { $line } 行：{ $wrong }。
conflict-row = { $first } 和 { $second } 在同一行上
conflict-column = { $first } 和 { $second } 在同一列上
conflict-diagonal = { $first } 和 { $second } 在同一条对角线上
wrong-header = 标题应为“No { $expected }:”，而这里是“No { $found }:”
wrong-empty-row = 第 { $row } 行没有皇后
wrong-attack = 这不是一个解：{ $conflict }
wrong-extra = 多了一个棋盘：N = { $n } 只有 { $total } 个解
wrong-again = 第 { $earlier } 个解重复了：它应在第 { $number } 个解之前出现（也已经出现过）
wrong-again-unknown = 有一个解重复了：按评测的顺序，它排在第 { $number } 个解之前
wrong-later = 这里应是第 { $number } 个解，而这是第 { $found } 个：第 { $number } 个解缺失或顺序不对
wrong-later-unknown = 这里应是第 { $number } 个解，而这是后面的一个解：第 { $number } 个解缺失或顺序不对
wrong-empty-without-n = 文件是空的，看不出 N 是多少
wrong-empty-but-solutions = 文件是空的，但 N = { $n } 有 { $total } 个解：只有 N = 2 和 N = 3 时空文件才是对的
wrong-ends-one = 文件在这里结束了，缺少第 { $number } 个解
wrong-ends = 文件在这里结束了，缺少第 { $first } 到第 { $last } 个解
wrong-ends-unknown = 文件在这里结束了，但 N = { $n } 还有更多解：从第 { $first } 个解开始缺失
format-blank-line = 这是一个空行；评测要求的格式中没有空行
format-crlf = 这一行以 \r\n（Windows 的换行符）结尾；评测只要 \n
format-no-final-newline = 最后一行没有以换行符结尾
format-header = 这里应是“No 1:”这样的标题，而这一行是“{ $found }”
format-length = 这里应是 { $expected } 个字符的一行，而这一行有 { $found } 个
format-character = 第 { $column } 列是{ $found }；每行只能有“A”和“.”
format-too-wide = 这一行有 { $width } 个字符；棋盘最多 { $max } 列
format-too-long = 这一行超过了 { $longest } 个字符；评测文件中没有这么长的标题或行
format-truncated = 这个棋盘只有 { $rows } 行就结束了，应有 { $expected } 行
byte-space = 空格
byte-tab = 制表符
byte-quoted = “{ $character }”
byte-hex = 字节 { $value }
file-intro = 检查你的评测答案：打开文件、把文件拖到窗口上，或者用命令 nqueens FILE 启动本程序。检查方式与命令 nqueens check 相同，并显示第一处错误。
file-open = 打开…
file-path-label = 评测文件：
file-check = 检查
file-type-path = 请输入要检查的文件的路径。
file-dialog-title = 检查评测文件
file-checking-name = 正在检查文件
file-checking = 正在检查 { $name }…
file-stopping = 正在停止检查 { $name }…
file-read-of = 已读取 { $read }，共 { $total }
file-read = 已读取 { $read }
file-progress-name = 检查进度
file-checked-in = 检查用时 { $time }。
file-boards-right = { $count ->
    [0] 在它之前没有错误。
   *[other] 在它之前的 { $count } 个棋盘都是对的。
}
file-check-again-button = 重新检查
check-stopped = { $why }：检查没有完成。
file-problem-at-end = 问题在你的文件末尾
file-problem-at = 问题在你的文件的第 { $number } 个棋盘
file-board-of = 你的文件中的第 { $number } 个棋盘，共 { $total } 个
file-go-to-problem = 转到问题处
file-edit-on-hand-board = 在手动棋盘上编辑
file-lines-around = 问题附近的几行：
file-problem-here = 第 { $line } 行：问题在这里
file-end-of-file = （文件结束）
file-open-prompt = 打开一个评测文件，或把它拖到这里，即可检查。
file-empty-right = 文件是空的，这是对的。
file-check-again = 重新检查文件即可看到结论。
file-no-board = 文件中没有可以显示的棋盘。
file-same-solution = 第 { $number } 个解：完全相同
file-reading-board = 正在读取第 { $number } 个棋盘…
file-not-a-solution = 不是解
file-solution-no = 第 { $number } 个解
file-your-file = 你的文件
file-ends-here = 到这里就结束了。
file-expected-next = 下一个应是：第 { $number } 个解
file-board = 你的文件中的 No { $number }
file-board-noted = 你的文件中的 No { $number }：{ $note }
file-expected-here = 这里应是：第 { $number } 个解
file-expected-here-title = 这里应是
file-expected-nothing = 什么都没有：N = { $n } 只有 { $total } 个解。
format-bom = 文件以 UTF-8 字节顺序标记（BOM，即字节 EF BB BF）开头：记事本等编辑器会自动加上它，而且看不见；评测会把它读成“No 1:”前面的三个字节，请把文件另存为“UTF-8 无 BOM”
format-full-width-colon = 标题末尾是中文输入法的全角冒号“：”；评测要求半角冒号“:”
format-trailing-space = 这一行从第 { $column } 列起以看不见的空格或制表符结尾；逐字节比较的评测会判它错误
format-blank-line-at-end = 文件末尾、最后一个棋盘之后有一个空行；评测要求的格式中没有空行
format-lower-case-queen = 第 { $column } 列是小写字母“a”；评测要求皇后用大写字母“A”表示
format-other-format = 这不是评测要求的格式：它看起来像{ $format ->
    [leetcode] LeetCode 51 的答案（棋盘的 JSON 列表）
    [checker] Checker Challenge 的答案（三个解和解的个数）
   *[columns] 每行一个解、用列号表示的格式
}
