# Teaching the search: the program beside the board, its numbered steps, the search tree.
# Each pseudo-<variant>-<k> is step k of that variant's search, in the words of a course.

pseudo-plain-1 = Start on the first row, with an empty board.
pseudo-plain-2 = If every row holds a queen, write the solution down.
pseudo-plain-3 = Take the row's next square, from the left.
pseudo-plain-4 = If a queen above attacks it (same column or diagonal), go back to step 3.
pseudo-plain-5 = Put a queen on it and go down to the next row: step 2.
pseudo-plain-6 = If no square of the row is safe, the row is a dead end.
pseudo-plain-7 = When the row has no square left, take back the queen above and go on from the square after it (step 3); on the first row, stop.

pseudo-permutation-1 = Start on the first row, with an empty board and every column free.
pseudo-permutation-2 = If every row holds a queen, write the solution down.
pseudo-permutation-3 = Take the next column that no queen stands in yet.
pseudo-permutation-4 = If a queen above shares a diagonal with the square, go back to step 3.
pseudo-permutation-5 = Put a queen there, mark its column used, and go down to the next row: step 2.
pseudo-permutation-6 = If no free column of the row is safe, the row is a dead end.
pseudo-permutation-7 = When the row has no column left, take back the queen above, free its column, and go on from step 3 on its row; on the first row, stop.

pseudo-forward-1 = Start on the first row; no square is marked.
pseudo-forward-2 = If every row holds a queen, write the solution down.
pseudo-forward-3 = Take the row's next square, from the left.
pseudo-forward-4 = If it is marked (a queen above attacks it), go back to step 3.
pseudo-forward-5 = Put a queen on it and mark every square it attacks in the rows below.
pseudo-forward-6 = If a row below is now marked all across, it is a dead end: take this queen back at once (prune), else go down to the next row: step 2.
pseudo-forward-7 = When the row has no square left, take back the queen above, clear its marks, and go on from step 3 on its row; on the first row, stop.

pseudo-bitboard-1 = Start on the first row; the three masks (columns, diagonals going right, diagonals going left) are empty.
pseudo-bitboard-2 = If every row holds a queen, write the solution down.
pseudo-bitboard-3 = The row's free squares are the bits in none of the masks; if none is left, the row is a dead end (step 6).
pseudo-bitboard-4 = Take the lowest free bit: the leftmost free square.
pseudo-bitboard-5 = Put a queen there and go down to the next row with the masks updated: add the bit, shift the diagonals by one; step 2.
pseudo-bitboard-6 = When no free bit is left, take back the queen above and go on with its row's next free bit (step 4); on the first row, stop.

pseudo-generate-1 = Start with the columns in order: row i takes column i.
pseudo-generate-2 = Swap the next of the remaining columns into this row's place.
pseudo-generate-3 = Go down to the next row: step 2, until every row has a column.
pseudo-generate-4 = Test the whole board: if no two queens share a diagonal, write the solution down.
pseudo-generate-5 = Otherwise throw the board away: the first pair that attacks is shown.
pseudo-generate-6 = Swap the column back and take the next one (step 2); when none is left, go up a row; on the first row, stop.

teach-program = Program
teach-steps = Steps in words
teach-tree = Search tree
teach-recursive = Recursive
teach-loop = One loop, no recursion
teach-line-running = Line { $number }, running now: { $line }
tree-placed = placed
tree-attacked = attacked, cut
tree-dead-end = dead end below
tree-solution = solution
tree-tried = being tried
tree-folded = Subtrees the search has left are folded: the number under one is how many squares were tried inside it.
tree-help = Drag to pan, Ctrl and the wheel to zoom; click a node, or reach it with Tab and press Enter, to see its partial board.
tree-follow = Follow the search
tree-fit = Fit the tree
tree-showing-node = The partial board of the node clicked:
tree-back-to-search = Back to the search
present-start = Present to a class
present-stop = Leave (Esc)
present-counters = Squares tried: { $tried }   Conflicts: { $conflicts }   Backtracks: { $backtracks }   Solutions: { $solutions }   (→, Page Down, Space: step; ←, Page Up: back)
animation-open = Save animation…
animation-title = Save the search as an animation
animation-dialog-title = Save the animation as
animation-subject = { $variant ->
    [generate] Generate and test
    [plain] Plain backtracking
    [permutation] Permutation search
    [forward] Forward checking
   *[bitboard] Bitboard search
}, N = { $n }: a frame a step, with the board, the program's line running and the counters.
animation-board-range = Animations show N = { $min } to { $max }: choose one with the board size buttons.
animation-first = First step:
animation-last = Last step:
animation-width = Width:
animation-speed = Steps a second:
animation-frames = Up to { $frames } frames (fewer where the search ends sooner; at most { $most }); the height is 9/16 of the width, a slide's shape.
example-animation-path = { $system ->
    [windows] C:\Users\you\search.gif
    [web] search.gif
   *[other] /path/to/search.gif
}
animation-save = Save GIF
animation-progress = Frame { $done } of { $total }
animation-cancel = Cancel
animation-cancelled = The animation was cancelled; no file was written.
animation-saved = Saved { $path } ({ $size }).
animation-type-path = Type where to save the animation, or choose a file.
animation-bad-steps = Steps { $first } to { $last }: an animation holds at most { $most } steps.
animation-past-end = The search of N = { $n } has { $total } steps: there is none from step { $first } on.
animation-failed = The animation could not be made: { $why }
