# Check my program: the student's own program built, run under the judge's limits and
# judged. The verdicts are the judges' own names.

judge-heading = Check my program
judge-intro = Run your own program as the judge does: it is built with a compiler found on this computer (C, C++, Python, Java, Rust) or run as it is, held to the time and memory limits, and what it prints is checked as an answer file is.
judge-program-label = Program:
# A path as typed, shown in the empty field; $system is windows or other.
judge-program-hint = { $system ->
    [windows] C:\Users\you\queens.c
   *[other] /path/to/queens.c
}
judge-choose = Choose…
judge-dialog-title = Choose your program
judge-dialog-sources = Source files
judge-type-program = Type the path of your program, or choose it.
judge-n-label = N:
judge-problem-n = the original problem's N = { $n }
judge-window-n = the N chosen above ({ $n })
judge-n-on-stdin = Give N on standard input
judge-n-on-stdin-hint = As Luogu P1219 and Baekjoon 9663 do: the program reads N, then prints. The original problem (print the 92 solutions of N = 8) gives no input.
judge-time-limit = Time limit:
judge-memory-limit = Memory limit:
judge-seed-limits = The original problem's limits
judge-run = Run and judge
judge-progress-name = Judging the program
judge-building = Building { $name }… { $time }
judge-running = Running { $name }: { $time } ms of CPU time, { $memory } KB so far
judge-stopping = Stopping { $name }…
judge-judging = Judging { $name }…
judge-stopped = { $why }: the program was not judged.
judge-prompt = Choose your program, then Run and judge, to see what the judge would say.
judge-compiler-said = What the compiler said:
judge-stderr-said = What the program wrote on standard error:
judge-built-with = Built with: { $command }
judge-ran = Ran: { $command }
judge-used = { $time } ms of { $time_limit } ms · { $memory } KB of { $memory_limit } KB

judge-accepted = Accepted
judge-presentation-error = Presentation Error
judge-wrong-answer = Wrong Answer
judge-time-limit-exceeded = Time Limit Exceeded
judge-memory-limit-exceeded = Memory Limit Exceeded
judge-output-limit-exceeded = Output Limit Exceeded
judge-runtime-error = Runtime Error
judge-compile-error = Compile Error

judge-presentation-detail = The answer is right, but not byte for byte. { $problem }
judge-time-detail = It used more than { $limit } ms of CPU time and was stopped. Does it end? An endless loop, or a search that tries far more squares than it needs to, are the usual causes.
# $given: stdin when N was written on its standard input, else nothing.
judge-clock-detail = It was still running after { $wall } ms by the clock, with little CPU time used: { $given ->
    [stdin] does it wait for more input than N?
   *[nothing] is it waiting for input? This problem gives none (tick "Give N on standard input" if your program reads N).
}
judge-memory-detail = It held more than { $limit } KB of memory at once and was stopped. Is an array far larger than it needs to be?
judge-output-detail = It printed more than { $limit }, far more than the answer, and was stopped: does a loop print for ever?
# $hint: input when it printed nothing and was given no input (does it wait to read N?),
# else return.
judge-exit-detail = { $hint ->
    [input] It ended with exit code { $code } before printing anything: does it read N? The original problem gives no input (tick "Give N on standard input" if your program reads N).
   *[return] It ended with exit code { $code }: judges count any code but 0 as a failure. Does main return 0?
}
# $name: the signal's name (SIGSEGV, SIGFPE, …), or empty.
judge-signal-detail = It was ended by signal { $signal }: { $name ->
    [SIGSEGV] it read or wrote outside its memory (an index past the end of an array, a null pointer, or recursion too deep).
    [SIGFPE] a division by zero.
    [SIGABRT] it called abort (an assert that failed?).
   *[other] it crashed.
}
judge-compile-detail = The { $language } compiler refused it: its messages are beside, the first error first.
# $system: windows or other.
judge-no-compiler = No compiler for { $language } was found (looked for { $tried } { $system ->
    [windows] on the PATH and where MinGW, Dev-C++ and Code::Blocks install it
   *[other] on the PATH
}). Install one, or build the program yourself and choose the executable.
judge-cannot-start = Cannot start { $command }: { $why }
judge-compile-timed-out = The { $language } compiler was still at work after { $seconds } s and was stopped.
# $code: the exception's code (0xC0000005); $name: what it means, in English, as Windows names it.
judge-exception-detail = It crashed on Windows with exception { $code } ({ $name }): an index past the end of an array, a null pointer or a recursion too deep, most often.
judge-allowance = The limits include { $language }'s allowance, as judges give it.
judge-show-verdict = Show it on the board
judge-run-again = Stop and judge again
judge-ran-with-n = Ran: { $command } (with { $n } on standard input)
judge-not-a-program = { $name } is neither a program nor a C, C++, Python, Java or Rust source file. Is it an answer file? Check it with Open… above.
