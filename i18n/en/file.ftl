# Checking a file: the verdict, what is wrong and where, and the file view.

check-correct = { $total ->
    [0] Correct: N = { $n } has no solution, and the file is empty.
    [one] Correct: the only solution of N = { $n }, numbered right.
   *[other] Correct: all { $total } solutions of N = { $n }, in order and numbered right.
}
check-problem = Line { $line }: { $wrong }.
conflict-row = { $first } and { $second } share a row
conflict-column = { $first } and { $second } share a column
conflict-diagonal = { $first } and { $second } share a diagonal
wrong-header = the header should read “No { $expected }:”, and it reads “No { $found }:”
wrong-empty-row = rank { $rank } has no queen
wrong-attack = not a solution: { $conflict }
wrong-extra = { $total ->
    [one] one board too many: N = { $n } has 1 solution only
   *[other] one board too many: N = { $n } has { $total } solutions only
}
wrong-again = solution No { $earlier } again: it was expected (and given) before No { $number }
wrong-again-unknown = a solution given again: it comes before No { $number } in the judge's order
wrong-later = solution No { $number } belongs here, and this is No { $found }: No { $number } is missing or out of order
wrong-later-unknown = solution No { $number } belongs here, and this is a later one: No { $number } is missing or out of order
wrong-missing-one = solution No { $number } is missing here: this board is No { $found }
wrong-missing = solutions No { $first } to No { $last } are missing here: this board is No { $found }
wrong-swapped = solutions No { $first } and No { $second } are in each other's places: this board is No { $second }, and No { $first } comes after it
wrong-empty-without-n = the file has no board, so it does not show N
wrong-empty-but-solutions = { $total ->
    [one] the file is empty, but N = { $n } has 1 solution: an empty file is right only for N = 2 and N = 3
   *[other] the file is empty, but N = { $n } has { $total } solutions: an empty file is right only for N = 2 and N = 3
}
wrong-ends-one = the file ends here, and solution No { $number } is missing
wrong-ends = the file ends here, and solutions No { $first } to No { $last } are missing
wrong-ends-unknown = the file ends here, but N = { $n } has more solutions: No { $first } is the first one missing
format-blank-line = a blank line; the format has none
format-crlf = the line ends with \r\n (Windows' line end); a judge that compares bytes counts it as wrong (Luogu and Codeforces forgive it), so save the file with \n alone
format-no-final-newline = the last line does not end with a newline
format-header = a header such as “No 1:” belongs here, and the line reads “{ $found }”
format-length = { $expected ->
    [one] a row of 1 character belongs here, and this one has { $found }
   *[other] a row of { $expected } characters belongs here, and this one has { $found }
}
format-character = { $found } in column { $column }; a row holds only “A” and “.”
format-too-wide = a row of { $width } characters; boards are at most { $max } wide
format-too-long = a line of more than { $longest } characters; no line of this format is that long
format-truncated = the board stops after { $rows } of its { $expected } rows
byte-space = a space
byte-tab = a tab
byte-quoted = “{ $character }”
byte-hex = the byte { $value }
file-intro = Check your answer, in the judge's format, as columns, as the Checker Challenge's or as LeetCode's JSON: open the file, drop it on the window, or start the app with the command nqueens FILE. Its format is recognised, it is checked as the command nqueens check does, and the first problem is shown.
file-intro-in-browser = Check your answer, in the judge's format, as columns, as the Checker Challenge's or as LeetCode's JSON: open the file or drop it on the page. Its format is recognised, it is checked as the command nqueens check does, and the first problem is shown.
file-open = Open…
file-path-label = Answer file:
file-check = Check
file-type-path = Type the path of the file to check.
file-dialog-title = Check an answer file
file-checking-name = Checking the file
file-checking = Checking { $name }…
file-stopping = Stopping the check of { $name }…
file-read-of = { $read } of { $total } read
file-read = { $read } read
file-progress-name = Check progress
file-checked-in = Checked in { $time }.
file-boards-right = { $count ->
    [0] Nothing before it is wrong.
    [one] Board No 1 before it is right.
   *[other] The { $count } boards before it are right.
}
file-check-again-button = Check again
check-stopped = { $why }: the check did not finish.
file-problem-at-end = The problem, at the end of your file
file-problem-at = The problem, at board No { $number } of your file
file-board-of = Board No { $number } of { $total } in your file
file-go-to-problem = Go to the problem
file-edit-on-hand-board = Edit on the hand-made board
file-lines-around = The lines around the problem:
file-problem-here = Line { $line }: the problem is here
file-end-of-file = (the end of the file)
file-open-prompt = Open an answer file, or drop one here, to check it; or judge your own program with Check my program.
file-empty-right = The file is empty, and that is right.
file-check-again = Check the file again to see its verdict.
file-no-board = No board of the file to show.
file-same-solution = Solution No { $number }: the same
file-reading-board = Reading board No { $number }…
file-not-a-solution = not a solution
file-solution-no = solution No { $number }
file-your-file = { $whose ->
    [program] What your program printed
   *[file] Your file
}
file-ends-here = ends here.
file-expected-next = Expected next: solution No { $number }
file-board = { $whose ->
    [program] Your program's No { $number }
   *[file] No { $number } in your file
}
file-board-noted = { $whose ->
    [program] Your program's No { $number }: { $note }
   *[file] No { $number } in your file: { $note }
}
file-expected-here = Expected here: solution No { $number }
file-expected-here-title = Expected here
file-expected-nothing = { $total ->
    [one] nothing: N = { $n } has 1 solution only.
   *[other] nothing: N = { $n } has { $total } solutions only.
}
format-bom = the file starts with a UTF-8 byte-order mark (the bytes EF BB BF, which Notepad and other editors add and which cannot be seen); the judge reads them before “No 1:”, so save the file as UTF-8 without BOM
format-full-width-colon = the header ends with the full-width colon “：” of a Chinese input method; the judge wants the plain colon “:”
format-trailing-space = the line ends with spaces or tabs from column { $column }, which cannot be seen; a judge that compares bytes counts them as wrong (Luogu and Codeforces forgive them)
format-blank-line-at-end = a blank line at the end of the file, after the last line of the answer; the format has none
format-lower-case-queen = a lower-case “a” in column { $column }; the judge's queen is a capital “A”
format-other-format = this is not { $asked ->
    [judge] the judge's format
    [columns] the columns format
    [checker] the Checker Challenge's format
   *[leetcode] LeetCode's JSON
    }: it looks like { $found ->
    [leetcode] LeetCode 51's answer, a JSON list of boards
    [checker] the Checker Challenge's answer, three solutions and the count
    [judge] the judge's “No k:” boards
   *[columns] solutions written as column numbers, one a line
}
check-correct-columns = { $total ->
    [0] Correct: N = { $n } has no solution, and the file is empty.
    [one] Correct: the only solution of N = { $n }.
   *[other] Correct: all { $total } solutions of N = { $n }, a line each, in order.
}
check-correct-checker = Correct: the first { $shown } of the { $total } solutions of N = { $n }, and their count.
check-correct-checker-all = { $total ->
    [0] Correct: N = { $n } has no solution, and the answer is 0.
    [one] Correct: the only solution of N = { $n }, and the count 1.
   *[other] Correct: all { $total } solutions of N = { $n }, and their count.
}
check-correct-leetcode = { $total ->
    [0] Correct: N = { $n } has no solution, and the list is empty.
    [one] Correct: the only solution of N = { $n }.
   *[other] Correct: all { $total } solutions of N = { $n }, each once.
}
check-read-as = Read as { $format ->
    [judge] the judge's format: “No k:” and the rows.
    [columns] the columns format: a solution a line.
    [checker] the Checker Challenge's answer: three solutions and the count.
   *[leetcode] LeetCode 51's answer: a JSON list of boards, in any order.
}
check-problem-column = Line { $line }, column { $column }: { $wrong }.
wrong-total = { $expected ->
    [one] the count is { $found }, but N = { $n } has 1 solution
   *[other] the count is { $found }, but N = { $n } has { $expected } solutions
}
wrong-total-too-soon = { $shown ->
    [one] the count comes after 1 solution; the Checker Challenge shows the first { $wanted } before it
   *[other] the count comes after { $shown } solutions; the Checker Challenge shows the first { $wanted } before it
}
wrong-no-total = the answer ends without its last line, the count of the solutions of N = { $n }
wrong-repeated = a board given twice: solution No { $number } (in the judge's order) is in the list already
wrong-lacks = the list has { $found } of the { $total } solutions of N = { $n }; solution No { $number } (in the judge's order) is the first one missing
format-not-a-number = { $found } in column { $column }; a line holds column numbers separated by single spaces
format-extra-space = an extra space in column { $column }; the numbers are separated by one space, with none before the first
format-leading-zero = a number with a leading zero in column { $column }; the judge compares the text, so write 5, not 05
format-number-count = { $expected ->
    [one] 1 number belongs here, and the line has { $found }
   *[other] { $expected } numbers belong here, a column for each rank, and the line has { $found }
}
format-too-many-numbers = { $count } numbers on a line; boards are at most { $max } wide
format-column-zero = 0 for rank { $rank } (column { $column } of the line); columns are numbered from 1, not 0
format-column-out-of-range = { $value } for rank { $rank } (column { $column } of the line); columns are numbered from 1 to { $n }
format-repeated-column = column { $value } again, for rank { $rank } after rank { $earlier }: a line gives each column once
format-count-in-columns = a single number, as the Checker Challenge's answer ends with; the columns format has no count
format-fourth-solution = a fourth solution; the Checker Challenge wants the first three, then the count alone on a line
format-after-total = a line after the count; the count is the last line of the answer
format-json = this is not LeetCode's JSON list of boards: { $message }
format-row-count = a board of { $found } rows, where the first board has { $expected }
format-row-width = rank { $rank } has { $found } characters, and a row of this board has { $expected }
format-not-queen-or-dot = “{ $found }” in rank { $rank }, character { $at }; a row holds only “Q” and “.”
format-lower-case-q = a lower-case “q” in rank { $rank }, character { $at }; LeetCode's queen is a capital “Q”
format-token-too-long = a string or number longer than any row of a board
format-empty-board = an empty board, “[]”; a board lists its rows
file-list-board = Board { $number } of your list
file-list-board-noted = Board { $number } of your list: { $note }
file-any-order = LeetCode takes the boards in any order: none is expected at a place.
file-your-count = Your count
file-expected-count = The number of solutions
wrong-count-unknown = nobody has counted the solutions of N = { $n } (the largest count known is that of N = 27), so an answer that needs them all cannot be checked
file-heading = Check an answer file
