# Watching the search step by step, and comparing its variants.
# $variant is generate, plain, permutation, forward or bitboard.

variant-name = { $variant ->
    [generate] Generate and test
    [plain] Plain backtracking
    [permutation] Permutation search
    [forward] Forward checking
   *[bitboard] Bitboard search
}
variant-short-name = { $variant ->
    [generate] Generate
    [plain] Plain
    [permutation] Permutation
    [forward] Forward
   *[bitboard] Bitboard
}
step-none = Press Play or Step to start the search.
step-try = Trying { $square }…
step-conflict = { $square } is attacked by the queen on { $by } (same { $line ->
    [row] row
    [column] column
   *[diagonal] diagonal
}).
step-place = A queen goes on { $square }.
step-dead-end = Rank { $rank } has no free square left: back off at once.
step-remove = Back off: the queen on { $square } goes.
step-solution = Solution No { $number }!
watch-variant = Variant:
watch-play = Play
watch-pause = Pause
watch-step-back = Step back
watch-step = Step
watch-restart = Restart
watch-speed = Speed, steps per second:
counter-tried = Squares tried
counter-conflicts = Conflicts
counter-backtracks = Backtracks
counter-dead-ends = Dead ends
counter-solutions = Solutions
counter-tried-hint = How many times the search has considered a square for a queen: plain backtracking and forward checking consider every square of a rank, permutation search only the columns not taken yet, the bitboard search only the free squares, and generate and test every column it swaps into a row.
counter-conflicts-hint = How many of the squares considered were attacked by a queen above: no queen goes there.
counter-backtracks-hint = How many times a queen was taken back, to try the next square of its rank: after a solution, after a dead end, and once every square below it has been tried.
counter-dead-ends-hint = How many times the search found a rank with no free square, every square attacked by the queens above, so that the last queen went back. Forward checking sees such a rank as soon as a queen is placed, without going down to it.
counter-solutions-hint = The solutions found so far, in the judge's order (generate and test finds them in its own): boards with a queen on every rank and none attacked.
watch-over = The search is over: every square has been tried.
compare-name = Comparing the variants
compare-cancel = Cancel comparison
compare-start = Compare the variants for N = { $n }
compare-running = Running { $variant ->
    [generate] generate and test
    [plain] plain backtracking
    [permutation] permutation search
    [forward] forward checking
   *[bitboard] bitboard search
} to the end: { $done } of { $total } variants done.
compare-cancelled = { $done ->
    [0] Cancelled before the first variant finished: there is no table.
   *[other] Cancelled after { $done } of { $total } variants: the table shows those that finished.
}
compare-variant = Variant
compare-tried = Tried
compare-time = Time
compare-disagree = The variants disagree!
compare-found = { $count ->
    [0] No variant finds a solution.
    [one] Every variant finds the same solution.
   *[other] Every variant finds the same { $count } solutions.
}
compare-saves = { $variant }: { $times } times fewer squares tried than { $before } ({ $percent }% of them).
compare-costs = { $variant }: { $times } times more squares tried than { $before } ({ $percent }% of them).
compare-how = { $variant ->
    [plain] It checks each queen as it goes, so a board that went wrong is dropped at once instead of being finished.
    [forward] Each queen marks the squares it attacks: a marked square is passed over at once, and as soon as a row below is all marked, the search backs off.
    [permutation] It never looks at a column a queen stands in; forward checking still looks at those squares, if only to see that they are marked.
    [bitboard] Three masks give a row's free squares at once: no attacked square is ever tried.
   *[generate] It makes every board with one queen per row and column, and tests each only once it is whole.
}
compare-chart = Squares tried, on a logarithmic scale
step-solution-found = Solution found: { $number } so far (in the order the swaps make them, not the judge's).
compare-no-generate = Generate and test is left out past N = { $most }: it would test N! boards, more than a comparison can wait for.
compare-same = { $variant } tries as many squares as { $before }.
