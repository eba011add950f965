# 检查我的程序：编译并运行学生自己的程序，按评测系统的时间和内存限制评测。
# 结论用各评测系统自己的说法。

judge-heading = 检查我的程序
judge-intro = 像评测系统那样运行你自己的程序：用这台电脑上找到的编译器编译（C、C++、Python、Java、Rust），或直接运行可执行文件；限制时间和内存，并像检查答案文件一样检查它的输出。
judge-program-label = 程序：
judge-program-hint = { $system ->
    [windows] C:\Users\你\八皇后.c
   *[other] /路径/八皇后.c
}
judge-choose = 选择…
judge-dialog-title = 选择你的程序
judge-dialog-sources = 源文件
judge-type-program = 请输入你的程序的路径，或选择它。
judge-n-label = N：
judge-problem-n = 原题的 N = { $n }
judge-window-n = 上方选择的 N（{ $n }）
judge-n-on-stdin = 通过标准输入提供 N
judge-n-on-stdin-hint = 与洛谷 P1219、Baekjoon 9663 相同：程序先读入 N，再输出。原题（输出 N = 8 的全部 92 个解）没有输入。
judge-time-limit = 时间限制：
judge-memory-limit = 内存限制：
judge-seed-limits = 恢复原题的限制
judge-run = 运行并评测
judge-progress-name = 正在评测程序
judge-building = 正在编译 { $name }… { $time }
judge-running = 正在运行 { $name }：已用 CPU 时间 { $time } ms，内存 { $memory } KB
judge-stopping = 正在停止 { $name }…
judge-judging = 正在评测 { $name }…
judge-stopped = { $why }：程序没有评测完。
judge-prompt = 选择你的程序，再点“运行并评测”，看看评测系统会给出什么结果。
judge-compiler-said = 编译器的信息：
judge-stderr-said = 程序在标准错误中输出的内容：
judge-built-with = 编译命令：{ $command }
judge-ran = 运行命令：{ $command }
judge-used = 时间 { $time } ms / { $time_limit } ms · 内存 { $memory } KB / { $memory_limit } KB

judge-accepted = 答案正确
judge-presentation-error = 格式错误
judge-wrong-answer = 答案错误
judge-time-limit-exceeded = 运行超时
judge-memory-limit-exceeded = 内存超限
judge-output-limit-exceeded = 输出超限
judge-runtime-error = 运行错误
judge-compile-error = 编译错误

judge-presentation-detail = 答案本身是对的，但与标准答案并非逐字节相同。{ $problem }
judge-time-detail = CPU 时间超过了 { $limit } ms，程序被终止。它会结束吗？最常见的原因是死循环，或者搜索尝试了太多不必要的格子。
judge-clock-detail = 按实际时间过了 { $wall } ms 还在运行，CPU 却几乎没用：{ $given ->
    [stdin] 它是不是在等待 N 之外的输入？
   *[nothing] 它是不是在等待输入？这道题没有输入（如果你的程序要读入 N，请勾选“通过标准输入提供 N”）。
}
judge-memory-detail = 内存峰值超过了 { $limit } KB，程序被终止。是不是某个数组开得太大了？
judge-output-detail = 它输出了超过 { $limit } 的内容，远多于答案，程序被终止：是不是有循环在一直输出？
judge-exit-detail = { $hint ->
    [input] 程序还没有输出任何内容就以退出码 { $code } 结束了：它是不是要读入 N？原题没有输入（如果你的程序要读入 N，请勾选“通过标准输入提供 N”）。
   *[return] 程序以退出码 { $code } 结束：评测系统把 0 以外的退出码都算作错误。main 是否返回了 0？
}
judge-signal-detail = 程序被信号 { $signal } 终止：{ $name ->
    [SIGSEGV] 它读写了不属于它的内存（数组下标越界、空指针，或递归太深）。
    [SIGFPE] 除以零。
    [SIGABRT] 它调用了 abort（是不是某个 assert 失败了？）。
   *[other] 程序崩溃了。
}
judge-compile-detail = { $language } 编译器没能编译它：旁边是编译器的信息，第一个错误在最前面。
judge-no-compiler = 没有找到 { $language } 的编译器（在 { $system ->
    [windows] PATH 以及 MinGW、Dev-C++、Code::Blocks 的安装位置
   *[other] PATH
} 中找过 { $tried }）。请安装一个，或者自己编译程序后选择可执行文件。
judge-cannot-start = 无法运行 { $command }：{ $why }
judge-compile-timed-out = { $language } 编译器过了 { $seconds } 秒还没有结束，已被终止。
judge-exception-detail = 程序在 Windows 上因异常 { $code }（{ $name }）崩溃：最常见的原因是数组下标越界、空指针或递归太深。
judge-allowance = 限制中已包含评测系统给 { $language } 的额外限额。
judge-show-verdict = 在棋盘上显示
judge-run-again = 停止并重新评测
judge-ran-with-n = 运行命令：{ $command }（通过标准输入提供 { $n }）
judge-not-a-program = { $name } 既不是程序，也不是 C、C++、Python、Java 或 Rust 源文件。它是答案文件吗？请用上方的“打开…”检查它。
