# The window's frame: the top bar, the About window, the keys, the board area.

app-name = N-Queens Studio
board-size = Board size N:
board-size-hint = 1 to { $max }; type a number or drag
board-size-of-file = The N of the file being checked
smaller-board = Smaller board
larger-board = Larger board
solutions-of-n = { $total ->
    [0] no solutions
    [one] 1 solution, 1 unique
   *[other] { $total } solutions, { $unique } unique
}
solutions-of-n-unknown = number of solutions unknown
mode-browse = Browse solutions
mode-place = Place queens
mode-watch = Watch the search
mode-file = Check a file
tool-export = Export…
tool-picture = Picture…
tool-picture-hint = Save the board on screen as SVG or PNG
tool-copy = Copy
tool-copied = Copied
tool-copy-hint = Copy the board on screen as judge text: No k: and its rows
tool-dark-theme = Dark theme
tool-light-theme = Light theme
tool-about = About
language-name = Language
language-hint = The window's language
language-desktop = Desktop ({ $language })
language-browser = Browser ({ $language })
show-attacked = Show attacked squares
browse-keys = Keys: the up and down arrows change N; left and right step; Home and End jump to the first and last.
about-title = About N-Queens Studio
about-version = N-Queens Studio { $version }
about-what = The eight-queens puzzle and its N-queens generalisation: browse, place, watch, export, count and check, for N from 1 to { $max }.
about-licence = Licence: MIT or Apache-2.0, at your option.
about-source = Source:
about-command-line = The command line: nqueens --help. The manual: man nqueens. The command line speaks English, so that scripts and judges can read it.
settings-unreadable-title = Settings not restored
settings-unreadable = The settings kept from the last run could not be read: the window starts with the default settings, and keeps them in their place.
drop-to-check = Drop the file to check it
looking-for-board = Looking for the board
picture-title = Save a picture
export-title = Export
close = Close
cancel = Cancel
cancelled = Cancelled
stopped-view-left = Stopped when the view was left
first = First
previous = Previous
next = Next
last = Last
dialog-already-open = A file dialog is already open.
dialog-unavailable = No file dialog could be shown on this desktop (no xdg portal?). Type the file's path in the field and press the button beside it.
dialog-failed = No file dialog could be started. Type the file's path instead.
dialog-waiting = Waiting for the file dialog…
dialog-text-files = Text
dialog-any-file = Any file
board-name = Board, at { $square }, { $state ->
    [queen] queen
   *[empty] empty
}: the arrow keys move, Space or Enter places or takes away a queen
square-name = { $square }, { $state ->
    [queen] queen
    [dead] empty, free but leading to no solution
    [leads] empty, free and leading to a solution
    [free] empty, free
   *[empty] empty
}
# A path as typed, shown in an empty path field; $system is windows, web (the page, where
# a file is only named: the download's name) or other.
example-answer-path = { $system ->
    [windows] C:\Users\you\answer.txt
    [web] answer.txt
   *[other] /path/to/answer.txt
}
example-picture-path = { $system ->
    [windows] C:\Users\you\board.{ $extension }
    [web] board.{ $extension }
   *[other] /path/to/board.{ $extension }
}
