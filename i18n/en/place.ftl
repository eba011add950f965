# Placing queens by hand: the verdict, the hint, the paste box.

place-intro = Click a square to place a queen or take it away, drag a queen to move it, or Tab to the board and use the arrow keys and Space. The solver checks the board as you go.
place-undo = Undo
place-redo = Redo
place-placed = { $n ->
    [one] { $placed } of 1 queen placed
   *[other] { $placed } of { $n } queens placed
}
place-placed-too-many = { $placed } queens placed: a solution of N = { $n } has { $n }, so at least one must go
place-conflicts = These queens attack each other:
place-complete = Complete to the first solution
place-open-in-browser = Show in Browse solutions
place-clear = Clear board
place-show-free = Show free squares (a hint)
place-show-free-hint = Ringed: where a queen can still go without being attacked; in green where it still leads to a solution, in grey where it leads to none
hint-none-free = No square is free: every one is taken or attacked.
hint-conflicts = { $free ->
    [one] 1 free square ringed in thin green; the queens attack each other, so none leads to a solution until that is undone.
   *[other] { $free } free squares ringed in thin green; the queens attack each other, so none leads to a solution until that is undone.
}
hint-running = Finding which free squares still lead to a solution: { $settled } of { $free } settled…
hint-all-lead = { $free ->
    [one] The 1 free square still leads to a solution.
   *[other] All { $free } free squares still lead to a solution.
}
hint-none-lead = No free square leads to a solution any more: take a queen back.
hint-some-lead = Green: { $leads ->
    [one] 1 square
   *[other] { $leads } squares
} still leading to a solution. Grey: { $dead ->
    [one] 1 square
   *[other] { $dead } squares
} free but leading to none.
hint-not-settled = The other { $count } were not settled within { $budget } s: thin green rings.
two-sentences = { $first } { $second }
paste-label = Board to paste:
paste-hint = Rows of the board (a queen as A, Q or #), LeetCode's JSON, columns row by row such as 1 5 8 6 3 7 2 4, or squares such as a8 e7 h6. Ctrl+V on the board pastes at once.
paste-place = Place these queens
paste-too-long = { $size } of text is far more than a board; nothing was placed.
paste-not-a-board = Not a board: { $why }. The board was left as it was.
paste-placed = { $queens ->
    [one] Placed 1 queen on { $n ->
        [8] an
        [11] an
        [18] an
       *[other] a
    } { $n }×{ $n } board.
   *[other] Placed { $queens } queens on { $n ->
        [8] an
        [11] an
        [18] an
       *[other] a
    } { $n }×{ $n } board.
}{ $left_out ->
    [0] {""}
    [one] {" "}The text has 1 more board after the first, left out.
   *[other] {" "}The text has { $left_out } more boards after the first, left out.
}
notation-empty = the text is empty
notation-wrong = read as { $notation }, line { $line }, character { $character }: { $problem }
notation-rows = rows of “{ $queen }” and “.”
notation-leetcode = LeetCode's JSON
notation-columns = a list of columns
notation-squares = chess squares
notation-pairs = pairs (row, column)
notation-not-a-pair = “{ $word }” is not part of a pair of numbers such as (0, 4): a queen's row, then its column
notation-pair-off-board = “{ $word }” begins a pair off the largest board, { $max }×{ $max }
notation-not-queen-or-empty = “{ $found }” is neither a queen nor an empty square “.”
notation-row-width = { $found ->
    [one] a row of 1 square, where the first row has { $expected }
   *[other] a row of { $found } squares, where the first row has { $expected }
}
notation-too-wide = a row of { $width } squares; boards are at most { $max } wide
notation-not-a-column = “{ $word }” is not a column number; a list of columns holds only numbers
notation-too-many = { $count } columns; boards are at most { $max } wide
word-column-off-board = column { $column } is off the board: { $n } columns make { $n ->
    [8] an
    [11] an
    [18] an
   *[other] a
} { $n }×{ $n } board, columns 1 to { $n }
word-not-a-square = “{ $word }” is not a square such as “e7”: a file from “a” to “{ $last }”, then a rank
word-no-rank = “{ $word }” has no rank from 1 to { $max } after its file
word-twice = “{ $word }” is given twice
paste-from-zero = These columns count from 0: place them as columns 1 to { $n }?
paste-from-zero-place = Place them
place-solver-at-work = The solver is at work
place-analysis-progress-name = Analysis progress
place-counting-completions = Counting the completions: { $left }.
place-go-on = Go on without a time limit
place-looking = Looking for a solution with these queens…
place-no-solution = No solution contains these queens.
place-solution-of = This is solution No { $number } of { $total }.
place-solution = This is solution No { $number }.
place-finding-number = A solution! Finding its number…
place-counting = Counting the solutions that contain these queens…
place-completions = { $count ->
    [one] Exactly one solution contains these queens.
   *[other] { $count } solutions contain these queens.
}
place-out-of-time = { $what ->
    [number] A solution! Its number was not worked out
    [count] The solutions that contain these queens were not counted
   *[search] No solution with these queens was found
} within { $budget } s{ $rest }.
place-stopped = { $what ->
    [number] A solution! Its number was not worked out
    [count] The solutions that contain these queens were not counted
   *[search] No solution with these queens was found
}: stopped.
place-empty-board = { $total ->
    [0] N = { $n } has no solutions: no way to place { $n } queens works.
    [one] An empty board: its one solution completes it.
    [2] An empty board: both its solutions complete it. Place a queen, and the solver says which solution has it.
   *[other] An empty board: all { $total } solutions complete it. Place a queen, and the solver says which solutions have it.
}
place-empty-board-unknown = An empty board: every solution completes it. Place a queen, and the solver says which solutions have it.
