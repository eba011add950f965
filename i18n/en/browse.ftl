# Browsing the solutions, jumping to one far away, its class under symmetry, and the count.
# $kind is "all" for every solution and "fundamental" for one per class under symmetry.

browse-columns = Columns, row by row: { $columns }
browse-edit = Edit this solution
browse-fundamental-only = Fundamental solutions only
browse-fundamental-only-hint = One solution per class under rotation and reflection: the smallest
search-none = N = { $n } has no solutions: the search tried every placement in { $time }.
search-found-all = { $kind ->
    [fundamental] { $count ->
        [one] Found the only fundamental solution in { $time }.
       *[other] Found all { $count } fundamental solutions in { $time }.
    }
   *[all] { $count ->
        [one] Found the only solution in { $time }.
       *[other] Found all { $count } solutions in { $time }.
    }
}
search-held = { $kind ->
    [fundamental] { $count ->
        [one] Search paused while the count runs: 1 fundamental solution found
       *[other] Search paused while the count runs: { $count } fundamental solutions found
    }
   *[all] { $count ->
        [one] Search paused while the count runs: 1 solution found
       *[other] Search paused while the count runs: { $count } solutions found
    }
}
search-paused = { $kind ->
    [fundamental] { $count ->
        [one] Search paused: 1 fundamental solution found.
       *[other] Search paused: { $count } fundamental solutions found.
    }
   *[all] { $count ->
        [one] Search paused: 1 solution found.
       *[other] Search paused: { $count } solutions found.
    }
}
search-paused-hint = The search waits when it is far enough ahead of the board on screen (a million solutions or ten seconds of search), and goes on as you browse further, or with Search further.
search-running = { $kind ->
    [fundamental] { $count ->
        [one] Searching… 1 fundamental solution found, { $rate }/s
       *[other] Searching… { $count } fundamental solutions found, { $rate }/s
    }
   *[all] { $count ->
        [one] Searching… 1 solution found, { $rate }/s
       *[other] Searching… { $count } solutions found, { $rate }/s
    }
}
search-total-unknown = total unknown
search-progress-name = Search progress
search-further = Search further
search-further-hint = Let the paused search find more solutions
browse-waiting-first = Waiting for the first solution…
browse-position = { $kind ->
    [fundamental] No { $number } of { $total } fundamental
   *[all] No { $number } of { $total }
}
browse-position-so-far = { $kind ->
    [fundamental] No { $number } of { $found } fundamental found so far
   *[all] No { $number } of { $found } found so far
}
browse-slider = { $percent }%
browse-slider-hint = { $kind ->
    [fundamental] Drag to any fundamental solution: No { $number }
   *[all] Drag to any solution: No { $number }
}
browse-go-to = Go to No
browse-go-to-hint = number
browse-go = Go
jump-not-a-number = “{ $text }” is not a solution number.
jump-past-the-end = { $total ->
    [0] { $kind ->
        [fundamental] N = { $n } has no fundamental solutions.
       *[all] N = { $n } has no solutions.
    }
    [one] { $kind ->
        [fundamental] N = { $n } has 1 fundamental solution; there is no No { $number }.
       *[all] N = { $n } has 1 solution; there is no No { $number }.
    }
   *[other] { $kind ->
        [fundamental] N = { $n } has { $total } fundamental solutions; there is no No { $number }.
       *[all] N = { $n } has { $total } solutions; there is no No { $number }.
    }
}
jump-not-reached = { $kind ->
    [fundamental] { $found ->
        [one] The search has found 1 fundamental solution so far and has not reached No { $number } yet.
       *[other] The search has found { $found } fundamental solutions so far and has not reached No { $number } yet.
    }
   *[all] { $found ->
        [one] The search has found 1 solution so far and has not reached No { $number } yet.
       *[other] The search has found { $found } solutions so far and has not reached No { $number } yet.
    }
}
jump-out-of-reach = No { $number } is out of reach: finding it would take { $time }.
jump-stopped = Stopped looking for No { $number }.
seek-out-of-time = No { $number } was not found within { $budget } s: it is far from every solution known, and finding it would take { $time }.
seek-anyway = Find it anyway
seek-back = Back to No { $number }
starting = starting
seek-progress-name = Progress of the jump
seek-counting = Counting the solutions before it: { $left }.
seek-walking = Walking from the nearest solution known: { $left }.
looking-far = No { $number } is far from every solution known: see the panel.
looking-counting = Looking for No { $number }: counting the solutions before it…
looking-walking = { $kind ->
    [fundamental] { $distance ->
        [one] Looking for No { $number }: it is 1 fundamental solution from the nearest one known…
       *[other] Looking for No { $number }: it is { $distance } fundamental solutions from the nearest one known…
    }
   *[all] { $distance ->
        [one] Looking for No { $number }: it is 1 solution from the nearest one known…
       *[other] Looking for No { $number }: it is { $distance } solutions from the nearest one known…
    }
}
looking = Looking for No { $number }…
class-size = { $count ->
    [one] Its class under rotation and reflection has 1 board.
   *[other] Its class under rotation and reflection has { $count } boards.
}
class-size-fundamental = { $count ->
    [one] Its class under rotation and reflection has 1 board; this one is the fundamental solution.
   *[other] Its class under rotation and reflection has { $count } boards; this one is the fundamental solution.
}
class-show = Show No { $number }
class-show-unnumbered = Show this board; its number is still being worked out
browse-position-unknown = Its number is not known yet
browse-position-unnumbered = Its number is being worked out…
class-number = No { $number }
class-number-pending = No …
list-separator = {", "}
numbering-progress-name = Numbering progress
numbering = Counting the solutions before each board: { $count } to number, { $left }.
numbering-stop = Stop numbering
numbering-out-of-time = The other numbers were not found within { $budget } s{ $rest }.
numbering-anyway = Number them anyway
count-stopped = { $count ->
    [one] Count stopped after { $time }, with 1 solution counted.
   *[other] Count stopped after { $time }, with { $count } solutions counted.
}
count-cancelled = The count was cancelled.
count-no-memory = Counting N = { $n } needs more memory for its tables than the { $free } this machine has free; it was not started.
count-cancel = Cancel count
count-start = Count all solutions
count-start-hint = Counts with the symmetries of the square, on every core
count-progress-name = Count progress
count-progress = { $count ->
    [one] Counting… 1 solution so far, { $rate }/s, { $left }
   *[other] Counting… { $count } solutions so far, { $rate }/s, { $left }
}
count-counting-name = Counting
count-counting = Counting…
count-building-name = Building the count’s tables
count-building = Building the count’s tables on every core; the counting starts when they are done…
count-result = { $total ->
    [one] Counted 1 solution, { $unique } unique, in { $time }.
   *[other] Counted { $total } solutions, { $unique } unique, in { $time }.
}
count-result-none = N = { $n } has no solutions: counted in { $time }.
count-matches-oeis = That matches OEIS A000170 and A002562.
count-oeis-differs = OEIS says { $total } and { $unique }!
count-no-published = No published total to compare with.
