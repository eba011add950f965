# 手动摆放皇后：结论、提示、粘贴框。
# “未受攻击的格子”：空着、并且不受任何皇后攻击的格子。

place-intro = 单击格子放置或移走皇后，拖动皇后可以移动它；也可以用 Tab 键切换到棋盘，再用方向键和空格键操作。求解器会随时检查棋盘。
place-undo = 撤销
place-redo = 重做
place-placed = 已放置 { $placed } 个皇后，共 { $n } 个
place-placed-too-many = 已放置 { $placed } 个皇后，但 N = { $n } 的解只有 { $n } 个皇后，至少要移走一个
place-conflicts = 这些皇后互相攻击：
place-complete = 补全为第一个解
place-open-in-browser = 在“浏览解”中查看
place-clear = 清空棋盘
place-show-free = 显示未受攻击的格子（提示）
place-show-free-hint = 圆圈标出还能放皇后而不受攻击的格子：绿色表示还能得到解，灰色表示得不到解
hint-none-free = 没有未受攻击的格子：每个格子都已放了皇后或受到攻击。
hint-conflicts = { $free } 个未受攻击的格子用细绿圈标出；但皇后之间互相攻击，在消除冲突之前，哪个格子都得不到解。
hint-running = 正在判断哪些未受攻击的格子还能得到解：已判断 { $settled } 个，共 { $free } 个…
hint-all-lead = { $free ->
    [1] 唯一一个未受攻击的格子还能得到解。
   *[other] 全部 { $free } 个未受攻击的格子都还能得到解。
}
hint-none-lead = 已经没有哪个未受攻击的格子能得到解了：请移走一个皇后。
hint-some-lead = 绿色：{ $leads } 个格子还能得到解。灰色：{ $dead } 个格子未受攻击，但得不到解。
hint-not-settled = 其余 { $count } 个格子在 { $budget } 秒内没有判断完：用细绿圈标出。
two-sentences = { $first }{ $second }
paste-label = 要粘贴的棋盘：
paste-hint = 棋盘的各行（皇后写作“A”“Q”或“#”）、LeetCode 的 JSON、逐排的列号（如 1 5 8 6 3 7 2 4），或格子名（如 a8 e7 h6）。在棋盘上按 Ctrl+V 可直接粘贴。
paste-place = 放置这些皇后
paste-too-long = { $size } 的文本远远超过一个棋盘；没有放置任何皇后。
paste-not-a-board = 这不是一个棋盘：{ $why }。棋盘保持不变。
paste-placed = 已在 { $n }×{ $n } 棋盘上放置 { $queens } 个皇后。{ $left_out ->
    [0] {""}
   *[other] 文本在第一个棋盘之后还有 { $left_out } 个棋盘，已忽略。
}
notation-empty = 文本是空的
notation-wrong = 当作{ $notation }读取时，文本第 { $line } 行第 { $character } 个字符：{ $problem }
notation-rows = 由“{ $queen }”和“.”组成的各行
notation-leetcode = LeetCode 的 JSON
notation-columns = 列号列表
notation-squares = 格子名
notation-pairs = （排，列）数对（都从 0 数起，排从上往下数）
notation-not-a-pair = “{ $word }”不属于像 (0, 4) 这样的数对：先写皇后所在的排，再写列
notation-pair-off-board = 以“{ $word }”开头的数对超出了最大的 { $max }×{ $max } 棋盘
notation-not-queen-or-empty = “{ $found }”既不是皇后，也不是表示空格子的“.”
notation-row-width = 这一行有 { $found } 个格子，而第一行有 { $expected } 个
notation-too-wide = 这一行有 { $width } 个格子；棋盘最多 { $max } 列
notation-not-a-column = “{ $word }”不是列号；列号列表中只能有数字
notation-too-many = { $count } 列；棋盘最多 { $max } 列
word-column-off-board = 列号 { $column } 超出了棋盘：{ $n } 个列号构成 { $n }×{ $n } 的棋盘，列号为 1 到 { $n }
word-not-a-square = “{ $word }”不是像“e7”这样的格子名：应先写从“a”到“{ $last }”的列字母，再写排号
word-no-rank = “{ $word }”的列字母后面没有 1 到 { $max } 的排号
word-twice = “{ $word }”出现了两次
paste-from-zero = 这些列号是从 0 开始数的：要按第 1 到第 { $n } 列放置吗？
paste-from-zero-place = 放置
place-solver-at-work = 求解器正在工作
place-analysis-progress-name = 分析进度
place-counting-completions = 正在计算补全的方式：{ $left }。
place-go-on = 不限时间继续
place-looking = 正在寻找包含这些皇后的解…
place-no-solution = 没有包含这些皇后的解。
place-solution-of = 这是第 { $number } 个解，共 { $total } 个。
place-solution = 这是第 { $number } 个解。
place-finding-number = 这是一个解！正在查找它的编号…
place-counting = 正在计算包含这些皇后的解的个数…
place-completions = { $count ->
    [1] 恰好有一个解包含这些皇后。
   *[other] 有 { $count } 个解包含这些皇后。
}
place-out-of-time = { $what ->
    [number] 这是一个解！但在 { $budget } 秒内没有算出它的编号
    [count] 在 { $budget } 秒内没有数完包含这些皇后的解
   *[search] 在 { $budget } 秒内没有找到包含这些皇后的解
}{ $rest }。
place-stopped = { $what ->
    [number] 这是一个解！它的编号没有算出来
    [count] 包含这些皇后的解没有数完
   *[search] 没有找到包含这些皇后的解
}：已停止。
place-empty-board = { $total ->
    [0] N = { $n } 无解：{ $n } 个皇后怎么放都不行。
    [1] 空棋盘：唯一的解就能补全它。
    [2] 空棋盘：两个解都能补全它。放一个皇后，求解器就会告诉你哪个解包含它。
   *[other] 空棋盘：全部 { $total } 个解都能补全它。放一个皇后，求解器就会告诉你哪些解包含它。
}
place-empty-board-unknown = 空棋盘：每个解都能补全它。放一个皇后，求解器就会告诉你哪些解包含它。
