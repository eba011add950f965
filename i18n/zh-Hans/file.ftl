# 检查文件：结论、错在哪里以及文件视图。
# 用词：文件的“行”（第 3 行）；棋盘的“排”，按棋盘边上的标号从下往上数（从下往上第 8 排）；
# 一行中的位置是“第 N 个字符”；棋盘的“列”只指棋盘的列。

check-correct = { $total ->
    [0] 正确：N = { $n } 无解，文件为空。
    [1] 正确：N = { $n } 只有这一个解，编号也对。
   *[other] 正确：N = { $n } 的全部 { $total } 个解都在，顺序和编号都对。
}
check-problem = 第 { $line } 行：{ $wrong }。
conflict-row = { $first } 和 { $second } 在同一排上
conflict-column = { $first } 和 { $second } 在同一列上
conflict-diagonal = { $first } 和 { $second } 在同一条对角线上
wrong-header = 编号行应为“No { $expected }:”，而这里是“No { $found }:”
wrong-empty-row = 从下往上第 { $rank } 排没有皇后
wrong-attack = 这不是一个解：{ $conflict }
wrong-extra = 多了一个棋盘：N = { $n } 只有 { $total } 个解
wrong-again = 第 { $earlier } 个解重复了：它应在第 { $number } 个解之前出现（也已经出现过）
wrong-again-unknown = 有一个解重复了：按评测格式的顺序，它排在第 { $number } 个解之前
wrong-later = 这里应是第 { $number } 个解，而这是第 { $found } 个：第 { $number } 个解缺失或顺序不对
wrong-later-unknown = 这里应是第 { $number } 个解，而这是后面的一个解：第 { $number } 个解缺失或顺序不对
wrong-missing-one = 这里缺少第 { $number } 个解：这个棋盘是第 { $found } 个解
wrong-missing = 这里缺少第 { $first } 到第 { $last } 个解：这个棋盘是第 { $found } 个解
wrong-swapped = 第 { $first } 个解和第 { $second } 个解的位置颠倒了：这个棋盘是第 { $second } 个解，第 { $first } 个解在它后面
wrong-empty-without-n = 文件中没有棋盘，看不出 N 是多少
wrong-empty-but-solutions = 文件是空的，但 N = { $n } 有 { $total } 个解：只有 N = 2 和 N = 3 时空文件才是对的
wrong-ends-one = 文件在这里结束了，缺少第 { $number } 个解
wrong-ends = 文件在这里结束了，缺少第 { $first } 到第 { $last } 个解
wrong-ends-unknown = 文件在这里结束了，但 N = { $n } 还有更多解：从第 { $first } 个解开始缺失
format-blank-line = 这是一个空行；这种格式中没有空行
format-crlf = 这一行以 \r\n（Windows 的换行符）结尾；逐字节比较的评测系统会判错（洛谷和 Codeforces 会忽略它），请只用 \n 保存
format-no-final-newline = 最后一行没有以换行符结尾
format-header = 这里应是“No 1:”这样的编号行，而这一行是“{ $found }”
format-length = 这里应是由 { $expected } 个字符组成的一行，而这一行有 { $found } 个
format-character = 第 { $column } 个字符是{ $found }；这样的行只能由“A”和“.”组成
format-too-wide = 这一行有 { $width } 个字符；棋盘最多 { $max } 列
format-too-long = 这一行超过了 { $longest } 个字符；这种格式中没有这么长的行
format-truncated = 这个棋盘只写了 { $rows } 行就结束了，应有 { $expected } 行
byte-space = 空格
byte-tab = 制表符
byte-quoted = “{ $character }”
byte-hex = 字节 { $value }
file-intro-in-browser = 检查你的答案，可以是评测格式、列号格式、Checker Challenge 的答案或 LeetCode 的 JSON：打开文件，或者把文件拖到页面上。程序会识别文件的格式，按命令 nqueens check 的方式检查，并显示第一处错误。
file-intro = 检查你的答案，可以是评测格式、列号格式、Checker Challenge 的答案或 LeetCode 的 JSON：打开文件、把文件拖到窗口上，或者用命令 nqueens FILE 启动本程序。程序会识别文件的格式，按命令 nqueens check 的方式检查，并显示第一处错误。
file-open = 打开…
file-path-label = 答案文件：
file-check = 检查
file-type-path = 请输入要检查的文件的路径。
file-dialog-title = 检查答案文件
file-checking-name = 正在检查文件
file-checking = 正在检查 { $name }…
file-stopping = 正在停止检查 { $name }…
file-read-of = 已读取 { $read }，共 { $total }
file-read = 已读取 { $read }
file-progress-name = 检查进度
file-checked-in = 检查用时 { $time }。
file-boards-right = { $count ->
    [0] 在它之前没有错误。
    [1] 在它之前的第 1 个棋盘是对的。
   *[other] 在它之前的 { $count } 个棋盘都是对的。
}
file-check-again-button = 重新检查
check-stopped = { $why }：检查没有完成。
file-problem-at-end = 问题在你的文件末尾
file-problem-at = 问题在你的文件的第 { $number } 个棋盘
file-board-of = 你的文件中的第 { $number } 个棋盘，共 { $total } 个
file-go-to-problem = 转到问题处
file-edit-on-hand-board = 在“摆放皇后”中修改
file-lines-around = 问题附近的几行：
file-problem-here = 第 { $line } 行：问题在这里
file-end-of-file = （文件结束）
file-open-prompt = 打开答案文件或把它拖到这里来检查；也可以用“检查我的程序”评测你自己的程序。
file-empty-right = 文件是空的，这是对的。
file-check-again = 重新检查文件即可看到结论。
file-no-board = 文件中没有可以显示的棋盘。
file-same-solution = 第 { $number } 个解：完全相同
file-reading-board = 正在读取第 { $number } 个棋盘…
file-not-a-solution = 不是解
file-solution-no = 第 { $number } 个解
file-your-file = { $whose ->
    [program] 你的程序的输出
   *[file] 你的文件
}
file-ends-here = 到这里就结束了。
file-expected-next = 下一个应是：第 { $number } 个解
file-board = { $whose ->
    [program] 你的程序输出的第 { $number } 个棋盘
   *[file] 你的文件中的第 { $number } 个棋盘
}
file-board-noted = { $whose ->
    [program] 你的程序输出的第 { $number } 个棋盘：{ $note }
   *[file] 你的文件中的第 { $number } 个棋盘：{ $note }
}
file-expected-here = 这里应是：第 { $number } 个解
file-expected-here-title = 这里应是
file-expected-nothing = 什么都没有：N = { $n } 只有 { $total } 个解。
format-bom = 文件以 UTF-8 字节顺序标记（BOM，即字节 EF BB BF）开头：记事本等编辑器会自动加上它，而且看不见；评测系统会把它读成“No 1:”前面的三个字节，请把文件另存为“UTF-8 无 BOM”
format-full-width-colon = 编号行末尾是中文输入法的全角冒号“：”；评测格式要求半角冒号“:”
format-trailing-space = 这一行从第 { $column } 个字符起是看不见的空格或制表符；逐字节比较的评测系统会判错（洛谷和 Codeforces 会忽略它们）
format-blank-line-at-end = 文件末尾、答案最后一行之后有空行；这种格式中没有空行
format-lower-case-queen = 第 { $column } 个字符是小写字母“a”；评测格式的皇后是大写字母“A”
format-other-format = 这不是{ $asked ->
    [judge] 评测格式
    [columns] 列号格式
    [checker] Checker Challenge 的格式
   *[leetcode] LeetCode 的 JSON
    }：它看起来像{ $found ->
    [leetcode] LeetCode 51 的答案，一个由棋盘组成的 JSON 列表
    [checker] Checker Challenge 的答案，三个解和解的个数
    [judge] 评测格式的“No k:”棋盘
   *[columns] 用列号写出的解，每行一个
}
check-correct-columns = { $total ->
    [0] 正确：N = { $n } 无解，文件为空。
    [1] 正确：N = { $n } 只有这一个解。
   *[other] 正确：N = { $n } 的全部 { $total } 个解都在，每行一个，顺序正确。
}
check-correct-checker = 正确：N = { $n } 的 { $total } 个解中的前 { $shown } 个，以及解的个数。
check-correct-checker-all = { $total ->
    [0] 正确：N = { $n } 无解，答案为 0。
    [1] 正确：N = { $n } 只有这一个解，解的个数 1 也对。
   *[other] 正确：N = { $n } 的全部 { $total } 个解，以及解的个数。
}
check-correct-leetcode = { $total ->
    [0] 正确：N = { $n } 无解，列表为空。
    [1] 正确：N = { $n } 只有这一个解。
   *[other] 正确：N = { $n } 的全部 { $total } 个解都在，每个一次。
}
check-read-as = 按{ $format ->
    [judge] 评测格式读取：“No k:”和各行。
    [columns] 列号格式读取：每行一个解。
    [checker] Checker Challenge 的答案读取：三个解和解的个数。
   *[leetcode] LeetCode 51 的答案读取：由棋盘组成的 JSON 列表，顺序不限。
}
check-problem-column = 第 { $line } 行第 { $column } 个字符：{ $wrong }。
wrong-total = 解的个数写的是 { $found }，但 N = { $n } 有 { $expected } 个解
wrong-total-too-soon = 解的个数出现在 { $shown } 个解之后；Checker Challenge 要求先给出前 { $wanted } 个解
wrong-no-total = 答案缺少最后一行，即 N = { $n } 的解的个数
wrong-repeated = 有一个棋盘出现了两次：按评测格式的编号，第 { $number } 个解已经在列表中
wrong-lacks = 列表中只有 N = { $n } 的 { $total } 个解中的 { $found } 个；按评测格式的编号，第一个缺少的是第 { $number } 个解
format-not-a-number = 第 { $column } 个字符是{ $found }；每行应是用单个空格分隔的列号
format-extra-space = 第 { $column } 个字符是多余的空格；数字之间只用一个空格分隔，第一个数字前面没有空格
format-leading-zero = 从第 { $column } 个字符起的数字有前导零；评测系统比较的是文本，请写 5 而不是 05
format-number-count = { $expected ->
    [1] 这里应有 1 个数字，而这一行有 { $found } 个
   *[other] 这里应有 { $expected } 个数字（每排一个列号），而这一行有 { $found } 个
}
format-too-many-numbers = 一行有 { $count } 个数字；棋盘最多 { $max } 列
format-column-zero = 从下往上第 { $rank } 排的列号是 0（这一行的第 { $column } 个字符）；列号从 1 开始，不是从 0 开始
format-column-out-of-range = 从下往上第 { $rank } 排的列号是 { $value }（这一行的第 { $column } 个字符）；列号是 1 到 { $n }
format-repeated-column = 列号 { $value } 又出现了：从下往上第 { $earlier } 排已经用过它，第 { $rank } 排又用了一次；每行中每个列号只能出现一次
format-count-in-columns = 这一行只有一个数字，像 Checker Challenge 答案最后的解的个数；列号格式中没有解的个数
format-fourth-solution = 这是第四个解；Checker Challenge 只要前三个解，然后单独一行写解的个数
format-after-total = 解的个数之后还有内容；解的个数是答案的最后一行
format-json = 这不是 LeetCode 的棋盘 JSON 列表：{ $message }
format-row-count = 这个棋盘有 { $found } 排，而第一个棋盘有 { $expected } 排
format-row-width = 从下往上第 { $rank } 排有 { $found } 个字符，而这个棋盘的每排应有 { $expected } 个
format-not-queen-or-dot = 从下往上第 { $rank } 排的第 { $at } 个字符是“{ $found }”；每排只能由“Q”和“.”组成
format-lower-case-q = 从下往上第 { $rank } 排的第 { $at } 个字符是小写的“q”；LeetCode 的皇后是大写的“Q”
format-token-too-long = 这个字符串或数字比任何棋盘的一排都长
format-empty-board = 空棋盘“[]”；棋盘应列出它的各排
file-list-board = 你的列表中的第 { $number } 个棋盘
file-list-board-noted = 你的列表中的第 { $number } 个棋盘：{ $note }
file-any-order = LeetCode 接受任意顺序的棋盘：每个位置上没有指定的解。
file-your-count = 你的解的个数
file-expected-count = 解的个数
wrong-count-unknown = 还没有人数出 N = { $n } 的解的个数（已知的最大的是 N = 27），所以需要全部解的答案无法检查
file-heading = 检查答案文件
