# 讲解搜索：棋盘旁边的程序、算法的步骤和搜索树。
# pseudo-<方法>-<k> 是该方法的第 k 步，用数据结构课上的说法。

pseudo-plain-1 = 从第一行开始，棋盘为空。
pseudo-plain-2 = 如果每一行都已放好皇后，就记录这个解。
pseudo-plain-3 = 从左往右取当前行的下一个格子。
pseudo-plain-4 = 如果上面某个皇后攻击这个格子（同一列或同一条对角线），回到第 3 步。
pseudo-plain-5 = 在这个格子放一个皇后，进入下一行：回到第 2 步。
pseudo-plain-6 = 如果这一行没有一个格子是安全的，这一行就是死路。
pseudo-plain-7 = 当前行的格子都试过之后，回溯：移走上一行的皇后，从它右边的格子继续（第 3 步）；若已在第一行，算法结束。

pseudo-permutation-1 = 从第一行开始，棋盘为空，所有列都未被占用。
pseudo-permutation-2 = 如果每一行都已放好皇后，就记录这个解。
pseudo-permutation-3 = 取下一个还没有皇后的列。
pseudo-permutation-4 = 如果上面某个皇后和这个格子在同一条对角线上，回到第 3 步。
pseudo-permutation-5 = 在这里放一个皇后，把这一列标记为已占用，进入下一行：回到第 2 步。
pseudo-permutation-6 = 如果这一行还没被占用的列都不安全，这一行就是死路。
pseudo-permutation-7 = 当前行的列都试过之后，回溯：移走上一行的皇后，释放它的列，在那一行从第 3 步继续；若已在第一行，算法结束。

pseudo-forward-1 = 从第一行开始，所有格子都没有标记。
pseudo-forward-2 = 如果每一行都已放好皇后，就记录这个解。
pseudo-forward-3 = 从左往右取当前行的下一个格子。
pseudo-forward-4 = 如果它已被标记（受上面皇后的攻击），回到第 3 步。
pseudo-forward-5 = 在这个格子放一个皇后，并标记它在下面各行攻击到的所有格子。
pseudo-forward-6 = 如果下面某一行已被全部标记，那一行就是死路：立即移走这个皇后（剪枝）；否则进入下一行，回到第 2 步。
pseudo-forward-7 = 当前行的格子都试过之后，回溯：移走上一行的皇后，清除它的标记，在那一行从第 3 步继续；若已在第一行，算法结束。

pseudo-bitboard-1 = 从第一行开始，三个掩码（列、向右的对角线、向左的对角线）都为 0。
pseudo-bitboard-2 = 如果每一行都已放好皇后，就记录这个解。
pseudo-bitboard-3 = 不在任何掩码中的位就是当前行未受攻击的格子；如果一个都没有，这一行就是死路（第 6 步）。
pseudo-bitboard-4 = 取其中最低的一位，也就是最左边未受攻击的格子。
pseudo-bitboard-5 = 在这里放一个皇后，更新掩码后进入下一行：加上这一位，两条对角线各移一位；回到第 2 步。
pseudo-bitboard-6 = 这样的位都取过之后，回溯：移走上一行的皇后，在那一行取下一个未受攻击的格子（第 4 步）；若已在第一行，算法结束。

pseudo-generate-1 = 先把各列按顺序排好：第 i 行放在第 i 列。
pseudo-generate-2 = 把剩下的列中的下一个交换到当前行的位置上。
pseudo-generate-3 = 进入下一行：回到第 2 步，直到每一行都有一列。
pseudo-generate-4 = 检验整个棋盘：如果没有两个皇后在同一条对角线上，就记录这个解。
pseudo-generate-5 = 否则丢弃这个排列：显示第一对互相攻击的皇后。
pseudo-generate-6 = 把这一列换回去，换下一列（第 2 步）；没有可换的列时回到上一行；若已在第一行，算法结束。

teach-program = 程序
teach-steps = 算法步骤
teach-tree = 搜索树
teach-recursive = 递归
teach-loop = 非递归（一个循环）
teach-line-running = 第 { $number } 行，正在执行：{ $line }
tree-placed = 已放置
tree-attacked = 受攻击，剪枝
tree-dead-end = 下面是死路
tree-solution = 解
tree-tried = 正在尝试
tree-folded = 搜索已经离开的子树会折叠起来：下面的数字是其中尝试过的格子数。
tree-help = 拖动可以平移，按住 Ctrl 滚动滚轮可以缩放；点击节点，或用 Tab 移到节点上按 Enter，可以查看它对应的部分棋盘。
tree-follow = 跟随搜索
tree-fit = 整棵树放入视图
tree-showing-node = 所点击节点的部分棋盘：
tree-back-to-search = 回到搜索
present-start = 课堂演示
present-stop = 退出（Esc）
present-counters = 尝试的格子：{ $tried }   冲突：{ $conflicts }   回溯：{ $backtracks }   解：{ $solutions }   （→、Page Down、空格：前进一步；←、Page Up：后退一步）
animation-open = 保存动画…
animation-title = 把搜索保存为动画
animation-dialog-title = 动画另存为
animation-subject = { $variant ->
    [generate] 全排列检验
    [plain] 朴素回溯
    [permutation] 排列搜索
    [forward] 前向检查
   *[bitboard] 位运算搜索
}，N = { $n }：每一步一帧，包括棋盘、正在执行的程序行和计数。
animation-board-range = 动画只支持 N = { $min } 到 { $max }：请用棋盘大小按钮选择。
animation-first = 第一步：
animation-last = 最后一步：
animation-width = 宽度：
animation-speed = 每秒步数：
animation-frames = 最多 { $frames } 帧（搜索提前结束时会少一些；上限 { $most } 帧）；高度是宽度的 9/16，正好是幻灯片的比例。
example-animation-path = { $system ->
    [windows] C:\Users\你\搜索.gif
    [web] 搜索.gif
   *[other] /路径/搜索.gif
}
animation-save = 保存 GIF
animation-progress = 已画 { $done } 帧，共 { $total } 帧
animation-cancel = 取消
animation-cancelled = 已取消动画，没有写入文件。
animation-saved = 已保存 { $path }（{ $size }）。
animation-type-path = 请输入动画的保存位置，或选择文件。
animation-bad-steps = 第 { $first } 步到第 { $last } 步：一个动画最多 { $most } 步。
animation-past-end = N = { $n } 的搜索共有 { $total } 步：从第 { $first } 步起没有步骤。
animation-failed = 无法生成动画：{ $why }
