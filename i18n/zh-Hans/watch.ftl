# 逐步观看搜索，并比较几种搜索方法。
# $variant 为 generate、plain、permutation、forward 或 bitboard。

variant-name = { $variant ->
    [generate] 全排列检验
    [plain] 朴素回溯
    [permutation] 排列搜索
    [forward] 前向检查
   *[bitboard] 位运算搜索
}
variant-short-name = { $variant ->
    [generate] 生成检验
    [plain] 朴素
    [permutation] 排列
    [forward] 前向
   *[bitboard] 位运算
}
step-none = 按“播放”或“单步”开始搜索。
step-try = 尝试 { $square }…
step-conflict = { $square } 受到 { $by } 上的皇后攻击（同一{ $line ->
    [row] 排
    [column] 列
   *[diagonal] 条对角线
}）。
step-place = 在 { $square } 放一个皇后。
step-dead-end = 从下往上第 { $rank } 排已经没有未受攻击的格子：立即回溯。
step-remove = 回溯：移走 { $square } 上的皇后。
step-solution = 第 { $number } 个解！
watch-variant = 搜索方法：
watch-play = 播放
watch-pause = 暂停
watch-step-back = 后退一步
watch-step = 单步
watch-restart = 重新开始
watch-speed = 速度（每秒步数）：
counter-tried = 尝试的格子
counter-conflicts = 冲突
counter-backtracks = 回溯
counter-dead-ends = 死路
counter-solutions = 解
counter-tried-hint = 搜索为放皇后而考虑过格子的次数：朴素回溯和前向检查考虑一行中的每个格子，排列搜索只考虑还没被占用的列，位运算搜索只考虑未受攻击的格子，全排列检验则计入每一次交换到某一行的列。
counter-conflicts-hint = 考虑过的格子中受到上面某个皇后攻击的个数：这些格子上不放皇后。
counter-backtracks-hint = 移走皇后、改试同一排下一个格子的次数：找到一个解之后、遇到死路之后，以及它下面的格子都试过之后。
counter-dead-ends-hint = 搜索发现某一排没有未受攻击的格子的次数：这一排的每个格子都受到上面皇后的攻击，于是移走最后放的皇后。前向检查在放下皇后时就能看出这样的排，不必走到那一排。
counter-solutions-hint = 到目前为止找到的解，按评测格式的顺序（全排列检验按它自己的顺序）：每排各有一个皇后、互不攻击的棋盘。
watch-over = 搜索结束：每个格子都已尝试过。
compare-name = 正在比较搜索方法
compare-cancel = 取消比较
compare-start = 比较 N = { $n } 时的几种搜索方法
compare-running = 正在把{ $variant ->
    [generate] 全排列检验
    [plain] 朴素回溯
    [permutation] 排列搜索
    [forward] 前向检查
   *[bitboard] 位运算搜索
}运行到底：{ $total } 种方法中已完成 { $done } 种。
compare-cancelled = { $done ->
    [0] 在第一种方法完成之前就取消了：没有表格。
   *[other] 在完成 { $total } 种方法中的 { $done } 种之后取消：表格只列出已完成的方法。
}
compare-variant = 方法
compare-tried = 尝试
compare-time = 用时
compare-disagree = 几种方法的结果不一致！
compare-found = { $count ->
    [0] 所有方法都没有找到解。
    [1] 所有方法找到的是同一个解。
   *[other] 所有方法找到的解相同，都是 { $count } 个。
}
compare-saves = { $variant }：尝试的格子数只有{ $before }的 { $percent }%（约为其 1/{ $times }）。
compare-costs = { $variant }：尝试的格子数是{ $before }的 { $percent }%（{ $times } 倍）。
compare-how = { $variant ->
    [plain] 每放一个皇后就检查冲突，出错的棋盘立即放弃，不必等到摆满。
    [forward] 每个皇后都标记它攻击的格子：遇到已标记的格子立即跳过；一旦下面某一行被全部标记，就立即回溯。
    [permutation] 从不看已经有皇后的列；前向检查仍然要看这些格子，哪怕只是为了确认它们已被标记。
    [bitboard] 用三个掩码一次得到一行中所有未受攻击的格子，从不尝试受攻击的格子。
   *[generate] 生成每行每列各有一个皇后的所有排列，摆满之后才检验。
}
compare-chart = 尝试的格子数（对数刻度）
step-solution-found = 找到一个解：目前共 { $number } 个（按交换生成的顺序，不是评测格式的顺序）。
compare-no-generate = N 大于 { $most } 时不比较全排列检验：它要检验 N! 个棋盘，耗时太长。
compare-same = { $variant }和{ $before }尝试的格子数一样多。
