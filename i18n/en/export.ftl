# The export window.

export-dialog-title = Export solutions
export-type-path = Type the path of the file to write.
export-kept = { $path } was kept as it was; nothing was written.
cancelled-window-closed = Cancelled when the window was closed
cancelled-n-changed = Cancelled when N changed to { $n }
export-running = An export is running; cancel it first.
export-no-numbered-solution = There is no numbered solution on screen to write.
export-stopped = { $why }; nothing was written.
export-range-fitted = { $total ->
    [one] “to” is now No 1: N = { $n } has 1 solution.
   *[other] “to” is now No { $total }: N = { $n } has { $total } solutions.
}
export-range-last-moved = “to” moved up to No { $number }: a range cannot end before it starts.
export-range-first-moved = “from” moved down to No { $number }: a range cannot start after it ends.
path-resolved = That is { $path }
export-wrote = { $count ->
    [one] Wrote 1 solution, { $size }, to { $path } in { $time }.
   *[other] Wrote { $count } solutions, { $size }, to { $path } in { $time }.
}
export-cancelled = The export was cancelled; no file was written.
export-empty-range = { $total ->
    [one] N = { $n } has 1 solution; there is no solution No { $first }.
   *[other] N = { $n } has { $total } solutions; there is no solution No { $first }.
}
export-what-all = all solutions of N = { $n }
export-what-one = solution No { $number } of N = { $n }
export-what-range = solutions No { $first } to { $last } of N = { $n }
export-what-from = solutions from No { $first } of N = { $n }
export-size-empty = N = { $n } has no solutions: the file will be empty.
export-size = { $count ->
    [one] Size: { $size }, 1 solution
   *[other] Size: { $size }, { $count } solutions
}
export-size-beyond = { $count ->
    [one] Size: more than 16 EiB, 1 solution
   *[other] Size: more than 16 EiB (more than any disk holds), { $count } solutions
}
export-size-unknown = Size: unknown, as the number of solutions for this N is unknown
export-no-numbered-yet = The board on screen is not a numbered solution yet.
export-range = A range:
export-from = from No
export-to = to No
export-all = { $total ->
    [0] All solutions (N = { $n } has none)
    [one] The only solution
   *[other] All { $total } solutions
}
export-all-unknown = All solutions (as many as there are)
export-on-screen = The one on screen (No { $number })
export-on-screen-fundamental = The one on screen (No { $number } of the fundamental solutions)
export-on-screen-looking = The one on screen (No { $number }, being looked up)
export-on-screen-none = The one on screen (not a numbered solution)
export-writing = Writing { $what } to { $path }
export-file = File:
export-choose = Choose…
export-dialog-waiting = Waiting for the save dialog…
export-cancelling-name = Cancelling the export
cancelling = Cancelling…
export-progress = { $written } of { $total }, { $percent }%, { $left }
export-progress-start = { $written } of { $total }
export-written = { $written } written
export-progress-name = Export progress
export-exists = { $path } exists already. Replace it?
export-replace = Replace
export-keep = Keep it
export-write = Write
export-format = Format:
export-format-name = { $format ->
    [judge] Judge's boards (No k:)
    [columns] Columns
    [checker] Checker Challenge
   *[leetcode] LeetCode JSON
}
export-format-about = { $format ->
    [judge] “No k:” and N rows of A and .: the eight queens problem this app was made for.
    [columns] A solution a line, its columns from 1 (1 5 8 6 3 7 2 4): for judges and textbooks that print solutions as numbers.
    [checker] USACO 1.5 and Luogu P1219 “Checker Challenge”: the first three solutions, then their count.
   *[leetcode] LeetCode 51 “N-Queens”: a JSON list of boards of Q and .; LeetCode takes them in any order.
}
export-format-whole = This format is always written whole: no range, no single board.
