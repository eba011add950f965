# 파일 검사: 판정, 무엇이 어디서 틀렸는지, 파일 보기.
# 용어: 파일의 “줄”(3번째 줄), 체스판의 “행”은 체스판 옆의 번호대로 아래에서 셉니다(아래에서 8번째 행),
# 한 줄 안의 위치는 “글자”(5번째 글자), “열”은 체스판의 열만 가리킵니다.

check-correct = { $total ->
    [0] 정답: N = { $n }에는 해가 없고, 파일도 비어 있습니다.
    [1] 정답: N = { $n }의 유일한 해가 번호도 맞게 있습니다.
   *[other] 정답: N = { $n }의 해 { $total }개가 모두 순서대로, 번호도 맞게 있습니다.
}
check-problem = { $line }번째 줄: { $wrong }.
conflict-row = { $first }의 퀸과 { $second }의 퀸이 같은 행에 있습니다
conflict-column = { $first }의 퀸과 { $second }의 퀸이 같은 열에 있습니다
conflict-diagonal = { $first }의 퀸과 { $second }의 퀸이 같은 대각선에 있습니다
wrong-header = 머리글은 “No { $expected }:”이어야 하는데 “No { $found }:”입니다
wrong-empty-row = 아래에서 { $rank }번째 행에 퀸이 없습니다
wrong-attack = 해가 아닙니다: { $conflict }
wrong-extra = 체스판이 하나 더 있습니다: N = { $n }의 해는 { $total }개뿐입니다
wrong-again = { $earlier }번째 해가 또 나왔습니다: 그 해는 { $number }번째 해보다 앞에 와야 하며, 이미 나왔습니다
wrong-again-unknown = 이미 나온 해가 또 나왔습니다: 채점 형식의 순서로는 { $number }번째 해보다 앞에 옵니다
wrong-later = 여기에는 { $number }번째 해가 와야 하는데 { $found }번째 해가 있습니다: { $number }번째 해가 빠졌거나 순서가 틀렸습니다
wrong-later-unknown = 여기에는 { $number }번째 해가 와야 하는데 더 뒤의 해가 있습니다: { $number }번째 해가 빠졌거나 순서가 틀렸습니다
wrong-missing-one = 여기에 와야 할 { $number }번째 해가 빠졌습니다: 이 체스판은 { $found }번째 해입니다
wrong-missing = 여기에 와야 할 { $first }번째부터 { $last }번째까지의 해가 빠졌습니다: 이 체스판은 { $found }번째 해입니다
wrong-swapped = { $first }번째 해와 { $second }번째 해의 자리가 바뀌었습니다: 이 체스판은 { $second }번째 해이고, { $first }번째 해는 그 뒤에 있습니다
wrong-empty-without-n = 파일에 체스판이 없어 N을 알 수 없습니다
wrong-empty-but-solutions = 파일이 비어 있지만 N = { $n }의 해는 { $total }개입니다: 빈 파일은 N = 2와 N = 3일 때만 정답입니다
wrong-ends-one = 파일이 여기서 끝나서 { $number }번째 해가 빠졌습니다
wrong-ends = 파일이 여기서 끝나서 { $first }번째부터 { $last }번째까지의 해가 빠졌습니다
wrong-ends-unknown = 파일이 여기서 끝났지만 N = { $n }에는 해가 더 있습니다: { $first }번째 해부터 빠졌습니다
format-blank-line = 빈 줄입니다. 이 형식에는 빈 줄이 없습니다
format-crlf = 줄이 \r\n(Windows 줄바꿈)으로 끝납니다. 바이트를 비교하는 채점기는 오답으로 봅니다(Luogu와 Codeforces는 허용합니다). \n만 쓰도록 저장하세요
format-no-final-newline = 마지막 줄이 줄바꿈으로 끝나지 않습니다
format-header = 여기에는 “No 1:” 같은 머리글이 와야 하는데 “{ $found }”입니다
format-length = 여기에는 { $expected }글자짜리 행이 와야 하는데 이 행은 { $found }글자입니다
format-character = { $column }번째 글자가 { $found }입니다. 체스판의 행에는 “A”와 “.”만 올 수 있습니다
format-too-wide = { $width }글자짜리 행입니다. 체스판의 폭은 최대 { $max }칸입니다
format-too-long = { $longest }글자가 넘는 줄입니다. 이 형식에는 그렇게 긴 줄이 없습니다
format-truncated = 체스판이 { $expected }행 중 { $rows }행만 있고 끝났습니다
byte-space = 공백
byte-tab = 탭
byte-quoted = “{ $character }”
byte-hex = 바이트 { $value }
file-intro-in-browser = 답안을 검사합니다. 채점 형식, 열 번호 형식, Checker Challenge의 답, LeetCode의 JSON 모두 됩니다. 파일을 열거나 페이지에 끌어다 놓으세요. 형식을 알아보고 nqueens check 명령과 똑같이 검사해 첫 번째 문제를 보여 줍니다.
file-intro = 답안을 검사합니다. 채점 형식, 열 번호 형식, Checker Challenge의 답, LeetCode의 JSON 모두 됩니다. 파일을 열거나 창에 끌어다 놓거나, nqueens FILE 명령으로 앱을 시작하세요. 형식을 알아보고 nqueens check 명령과 똑같이 검사해 첫 번째 문제를 보여 줍니다.
file-open = 열기…
file-path-label = 답안 파일:
file-check = 검사
file-type-path = 검사할 파일의 경로를 입력하세요.
file-dialog-title = 답안 파일 검사
file-checking-name = 파일 검사 중
file-checking = { $name } 검사 중…
file-stopping = { $name } 검사를 멈추는 중…
file-read-of = { $total } 중 { $read } 읽음
file-read = { $read } 읽음
file-progress-name = 검사 진행률
file-checked-in = 검사 시간 { $time }.
file-boards-right = { $count ->
    [0] 그 앞에는 틀린 것이 없습니다.
    [1] 그 앞의 첫 번째 체스판은 맞습니다.
   *[other] 그 앞의 체스판 { $count }개는 맞습니다.
}
file-check-again-button = 다시 검사
check-stopped = { $why }: 검사가 끝나지 않았습니다.
file-problem-at-end = 문제는 파일의 끝에 있습니다
file-problem-at = 문제는 파일의 { $number }번째 체스판에 있습니다
file-board-of = 파일의 체스판 { $total }개 중 { $number }번째
file-go-to-problem = 문제로 가기
file-edit-on-hand-board = “퀸 놓기”에서 편집
file-lines-around = 문제 주변의 줄:
file-problem-here = { $line }번째 줄: 문제는 여기입니다
file-end-of-file = (파일의 끝)
file-open-prompt = 답안 파일을 열거나 여기에 끌어다 놓으면 검사합니다. 내 프로그램은 "내 프로그램 검사"에서 채점할 수 있습니다.
file-empty-right = 파일이 비어 있고, 그것이 맞습니다.
file-check-again = 판정을 보려면 파일을 다시 검사하세요.
file-no-board = 보여 줄 체스판이 파일에 없습니다.
file-same-solution = { $number }번째 해: 같음
file-reading-board = { $number }번째 체스판을 읽는 중…
file-not-a-solution = 해가 아님
file-solution-no = { $number }번째 해
file-your-file = { $whose ->
    [program] 내 프로그램의 출력
   *[file] 내 파일
}
file-ends-here = 여기서 끝납니다.
file-expected-next = 다음에 와야 할 것: { $number }번째 해
file-board = { $whose ->
    [program] 내 프로그램이 출력한 { $number }번째 체스판
   *[file] 내 파일의 { $number }번째 체스판
}
file-board-noted = { $whose ->
    [program] 내 프로그램이 출력한 { $number }번째 체스판: { $note }
   *[file] 내 파일의 { $number }번째 체스판: { $note }
}
file-expected-here = 여기에 와야 할 것: { $number }번째 해
file-expected-here-title = 여기에 와야 할 것
file-expected-nothing = 없음: N = { $n }의 해는 { $total }개뿐입니다.
format-bom = 파일이 UTF-8 바이트 순서 표시(BOM, 바이트 EF BB BF)로 시작합니다. 메모장 같은 편집기가 덧붙이고 눈에 보이지 않지만, 채점기는 이것을 “No 1:” 앞의 세 바이트로 읽습니다. 파일을 BOM 없는 UTF-8로 저장하세요
format-full-width-colon = 머리글이 입력기의 전각 콜론 “：”으로 끝납니다. 채점 형식은 반각 콜론 “:”을 씁니다
format-trailing-space = 이 줄은 { $column }번째 글자부터 보이지 않는 공백이나 탭으로 끝납니다. 바이트를 비교하는 채점기는 오답으로 봅니다(Luogu와 Codeforces는 허용합니다)
format-blank-line-at-end = 파일 끝, 답의 마지막 줄 뒤에 빈 줄이 있습니다. 이 형식에는 빈 줄이 없습니다
format-lower-case-queen = { $column }번째 글자가 소문자 “a”입니다. 채점 형식의 퀸은 대문자 “A”입니다
format-other-format = { $asked ->
    [judge] 채점 형식
    [columns] 열 번호 형식
    [checker] Checker Challenge 형식
   *[leetcode] LeetCode의 JSON
    }이 아닙니다. { $found ->
    [leetcode] LeetCode 51의 답, 체스판의 JSON 목록
    [checker] Checker Challenge의 답, 해 세 개와 해의 개수
    [judge] 채점 형식의 “No k:” 체스판
   *[columns] 열 번호로 쓴 해, 한 줄에 하나
    }처럼 보입니다
check-correct-columns = { $total ->
    [0] 정답: N = { $n }에는 해가 없고 파일이 비어 있습니다.
    [1] 정답: N = { $n }의 유일한 해가 있습니다.
   *[other] 정답: N = { $n }의 해 { $total }개가 모두 한 줄에 하나씩 순서대로 있습니다.
}
check-correct-checker = 정답: N = { $n }의 해 { $total }개 중 처음 { $shown }개와 해의 개수.
check-correct-checker-all = { $total ->
    [0] 정답: N = { $n }에는 해가 없고 답은 0입니다.
    [1] 정답: N = { $n }의 유일한 해와 해의 개수 1.
   *[other] 정답: N = { $n }의 해 { $total }개 모두와 해의 개수.
}
check-correct-leetcode = { $total ->
    [0] 정답: N = { $n }에는 해가 없고 목록이 비어 있습니다.
    [1] 정답: N = { $n }의 유일한 해가 있습니다.
   *[other] 정답: N = { $n }의 해 { $total }개가 모두 한 번씩 있습니다.
}
check-read-as = { $format ->
    [judge] 채점 형식(“No k:”와 각 행)으로 읽었습니다.
    [columns] 열 번호 형식(한 줄에 해 하나)으로 읽었습니다.
    [checker] Checker Challenge의 답(해 세 개와 해의 개수)으로 읽었습니다.
   *[leetcode] LeetCode 51의 답(순서와 상관없는 체스판의 JSON 목록)으로 읽었습니다.
}
check-problem-column = { $line }번째 줄 { $column }번째 글자: { $wrong }.
wrong-total = 해의 개수가 { $found }이지만 N = { $n }의 해는 { $expected }개입니다
wrong-total-too-soon = 해의 개수가 해 { $shown }개 뒤에 나옵니다. Checker Challenge는 그 앞에 처음 { $wanted }개의 해를 보여 줍니다
wrong-no-total = 답에 마지막 줄, N = { $n }의 해의 개수가 없습니다
wrong-repeated = 같은 체스판이 두 번 나옵니다. 채점 형식의 번호로 { $number }번째 해가 이미 목록에 있습니다
wrong-lacks = 목록에 N = { $n }의 해 { $total }개 중 { $found }개만 있습니다. 채점 형식의 번호로 { $number }번째 해가 처음으로 빠진 해입니다
format-not-a-number = { $column }번째 글자가 { $found }입니다. 한 줄에는 공백 하나로 구분한 열 번호만 있습니다
format-extra-space = { $column }번째 글자는 남는 공백입니다. 숫자는 공백 하나로 구분하고, 첫 숫자 앞에는 공백이 없습니다
format-leading-zero = { $column }번째 글자부터 쓴 숫자가 0으로 시작합니다. 채점기는 글자를 비교하므로 05가 아니라 5로 쓰세요
format-number-count = { $expected ->
    [1] 여기에는 숫자 1개가 있어야 하는데 이 줄에는 { $found }개가 있습니다
   *[other] 여기에는 숫자 { $expected }개(행마다 열 번호 하나)가 있어야 하는데 이 줄에는 { $found }개가 있습니다
}
format-too-many-numbers = 한 줄에 숫자가 { $count }개입니다. 체스판은 최대 { $max }열입니다
format-column-zero = 아래에서 { $rank }번째 행의 열 번호가 0입니다(이 줄의 { $column }번째 글자). 열 번호는 0이 아니라 1부터 셉니다
format-column-out-of-range = 아래에서 { $rank }번째 행의 열 번호가 { $value }입니다(이 줄의 { $column }번째 글자). 열 번호는 1부터 { $n }까지입니다
format-repeated-column = { $value }번 열이 아래에서 { $earlier }번째 행과 { $rank }번째 행에 모두 나옵니다. 한 줄에서 각 열 번호는 한 번만 나옵니다
format-count-in-columns = 숫자 하나뿐인 줄입니다. Checker Challenge의 답 끝에 오는 해의 개수 같습니다. 열 번호 형식에는 해의 개수가 없습니다
format-fourth-solution = 네 번째 해입니다. Checker Challenge는 처음 해 세 개 다음에 해의 개수만 한 줄에 씁니다
format-after-total = 해의 개수 뒤에 줄이 더 있습니다. 해의 개수가 답의 마지막 줄입니다
format-json = LeetCode의 체스판 JSON 목록이 아닙니다: { $message }
format-row-count = 이 체스판은 { $found }행이고 첫 체스판은 { $expected }행입니다
format-row-width = 아래에서 { $rank }번째 행이 { $found }글자이고 이 체스판의 행은 { $expected }글자입니다
format-not-queen-or-dot = 아래에서 { $rank }번째 행의 { $at }번째 글자가 “{ $found }”입니다. 행에는 “Q”와 “.”만 있습니다
format-lower-case-q = 아래에서 { $rank }번째 행의 { $at }번째 글자가 소문자 “q”입니다. LeetCode의 퀸은 대문자 “Q”입니다
format-token-too-long = 체스판의 어떤 행보다도 긴 문자열이나 숫자입니다
format-empty-board = 빈 체스판 “[]”입니다. 체스판에는 행이 있어야 합니다
file-list-board = 내 목록의 { $number }번째 체스판
file-list-board-noted = 내 목록의 { $number }번째 체스판: { $note }
file-any-order = LeetCode는 체스판을 순서와 상관없이 받습니다. 자리마다 정해진 해가 없습니다.
file-your-count = 내 해의 개수
file-expected-count = 해의 개수
wrong-count-unknown = N = { $n }의 해의 개수는 아무도 세지 못했습니다(알려진 가장 큰 것은 N = 27). 그래서 모든 해가 필요한 답은 검사할 수 없습니다
file-heading = 답안 파일 검사
