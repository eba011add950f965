# 浏览解、跳到很远的解、解在旋转和翻转下的等价类，以及计数。
# $kind 为 "all" 表示所有解，"fundamental" 表示本质不同的解（每个等价类一个）。
# $rate 已按万、亿写好（如“520 万”）。

browse-columns = 从上到下各排皇后所在的列：{ $columns }
browse-edit = 编辑这个解
browse-fundamental-only = 只看本质不同的解
browse-fundamental-only-hint = 在旋转和翻转意义下，每个等价类只取一个解：其中最小的那个
search-none = N = { $n } 无解：搜索在 { $time } 内试遍了所有摆法。
search-found-all = { $kind ->
    [fundamental] { $count ->
        [1] 已找到唯一一个本质不同的解，用时 { $time }。
       *[other] 已找到全部 { $count } 个本质不同的解，用时 { $time }。
    }
   *[all] { $count ->
        [1] 已找到唯一的解，用时 { $time }。
       *[other] 已找到全部 { $count } 个解，用时 { $time }。
    }
}
search-held = { $kind ->
    [fundamental] 计数进行中，搜索已暂停：已找到 { $count } 个本质不同的解
   *[all] 计数进行中，搜索已暂停：已找到 { $count } 个解
}
search-paused = { $kind ->
    [fundamental] 搜索已暂停：已找到 { $count } 个本质不同的解。
   *[all] 搜索已暂停：已找到 { $count } 个解。
}
search-paused-hint = 当搜索领先屏幕上的棋盘足够远时（一百万个解或十秒钟的搜索量），它会暂停；继续往后浏览或点击“继续搜索”时，它会接着搜索。
search-running = { $kind ->
    [fundamental] 正在搜索… 已找到 { $count } 个本质不同的解，每秒 { $rate }
   *[all] 正在搜索… 已找到 { $count } 个解，每秒 { $rate }
}
search-total-unknown = 总数未知
search-progress-name = 搜索进度
search-further = 继续搜索
search-further-hint = 让暂停的搜索找出更多的解
browse-waiting-first = 正在等待第一个解…
browse-position = { $kind ->
    [fundamental] 第 { $number } 个，共 { $total } 个本质不同的解
   *[all] 第 { $number } 个，共 { $total } 个
}
browse-position-so-far = { $kind ->
    [fundamental] 第 { $number } 个，目前已找到 { $found } 个本质不同的解
   *[all] 第 { $number } 个，目前已找到 { $found } 个
}
browse-slider = { $percent }%
browse-slider-hint = { $kind ->
    [fundamental] 拖动到任意一个本质不同的解：第 { $number } 个
   *[all] 拖动到任意一个解：第 { $number } 个
}
browse-go-to = 跳到编号：
browse-go-to-hint = 编号
browse-go = 跳转
jump-not-a-number = “{ $text }”不是解的编号。
jump-past-the-end = { $total ->
    [0] { $kind ->
        [fundamental] N = { $n } 没有本质不同的解。
       *[all] N = { $n } 无解。
    }
   *[other] { $kind ->
        [fundamental] N = { $n } 只有 { $total } 个本质不同的解，没有第 { $number } 个。
       *[all] N = { $n } 只有 { $total } 个解，没有第 { $number } 个。
    }
}
jump-not-reached = { $kind ->
    [fundamental] 搜索目前只找到 { $found } 个本质不同的解，还没有到第 { $number } 个。
   *[all] 搜索目前只找到 { $found } 个解，还没有到第 { $number } 个。
}
# $time 为“大约 3 分钟”“超过 1.1 小时”或“未知”。
jump-out-of-reach = 第 { $number } 个解离得太远，现在找不到（所需时间：{ $time }）。
jump-stopped = 已停止查找第 { $number } 个解。
seek-out-of-time = 在 { $budget } 秒内没有找到第 { $number } 个解：它离所有已知的解都很远（所需时间：{ $time }）。
seek-anyway = 仍然查找
seek-back = 回到第 { $number } 个
starting = 正在开始
seek-progress-name = 跳转进度
seek-counting = 正在数它之前的解：{ $left }。
seek-walking = 正在从最近的已知解开始逐个查找：{ $left }。
looking-far = 第 { $number } 个解离所有已知的解都很远：请看侧边栏。
looking-counting = 正在查找第 { $number } 个解：正在数它之前的解…
looking-walking = { $kind ->
    [fundamental] 正在查找第 { $number } 个解：它离最近的已知解还有 { $distance } 个本质不同的解…
   *[all] 正在查找第 { $number } 个解：它离最近的已知解还有 { $distance } 个解…
}
looking = 正在查找第 { $number } 个解…
class-size = 它在旋转和翻转下的等价类有 { $count } 个棋盘。
class-show-unnumbered = 显示这个棋盘（它的编号还在计算中）
browse-position-unknown = 还不知道它是第几个解
browse-position-unnumbered = 正在计算它是第几个解…
class-size-fundamental = 它在旋转和翻转下的等价类有 { $count } 个棋盘；这一个就是本质不同的解。
class-show = 显示第 { $number } 个解
class-number = 第 { $number } 个解
class-number-pending = 第 … 个解
list-separator = {"、"}
numbering-progress-name = 编号进度
numbering = 正在数每个棋盘之前的解：还有 { $count } 个要编号，{ $left }。
numbering-stop = 停止编号
numbering-out-of-time = 在 { $budget } 秒内没有算出其余的编号{ $rest }。
numbering-anyway = 仍然编号
count-stopped = 计数在 { $time } 后停止，已数到 { $count } 个解。
count-cancelled = 计数已取消。
count-no-memory = N = { $n } 的计数表所需内存超过本机可用的 { $free }，因此未开始计数。
count-cancel = 取消计数
count-start = 计算解的个数
count-start-hint = 利用正方形的对称性，在所有 CPU 核心上计数
count-progress-name = 计数进度
count-progress = 正在计数… 目前 { $count } 个解，每秒 { $rate }，{ $left }
count-counting-name = 正在计数
count-counting = 正在计数…
count-building-name = 计数表构建进度
count-building = 正在构建计数用的表（使用全部核心），完成后开始计数…
count-result = 共 { $total } 个解，其中 { $unique } 个本质不同，用时 { $time }。
count-result-none = N = { $n } 无解，计数用时 { $time }。
count-matches-oeis = 与 OEIS A000170 和 A002562 一致。
count-oeis-differs = OEIS 给出的是 { $total } 和 { $unique }！
count-no-published = 没有已发表的总数可供对照。
