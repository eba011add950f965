# 퀸을 직접 놓기: 판정, 힌트, 붙여넣기 상자.
# “공격받지 않는 칸”: 비어 있고 어떤 퀸에게도 공격받지 않는 칸.

place-intro = 칸을 누르면 퀸을 놓거나 빼고, 퀸을 끌면 옮깁니다. Tab 키로 체스판에 가서 화살표 키와 스페이스 키를 써도 됩니다. 놓는 동안 솔버가 체스판을 검사합니다.
place-undo = 실행 취소
place-redo = 다시 실행
place-placed = 퀸 { $n }개 중 { $placed }개를 놓음
place-placed-too-many = 퀸을 { $placed }개 놓았습니다. N = { $n }의 해에는 퀸이 { $n }개뿐이므로 하나 이상 빼야 합니다
place-conflicts = 이 퀸들은 서로 공격합니다:
place-complete = 첫 번째 해로 채우기
place-open-in-browser = “해 둘러보기”에서 보기
place-clear = 체스판 비우기
place-show-free = 공격받지 않는 칸 표시 (힌트)
place-show-free-hint = 동그라미: 공격받지 않고 퀸을 놓을 수 있는 칸. 초록색은 아직 해로 이어지는 칸, 회색은 해로 이어지지 않는 칸입니다
hint-none-free = 공격받지 않는 칸이 없습니다. 모든 칸에 퀸이 있거나 공격받습니다.
hint-conflicts = 공격받지 않는 칸 { $free }개를 가는 초록 동그라미로 표시했습니다. 퀸들이 서로 공격하므로 충돌을 없애기 전에는 어느 칸도 해로 이어지지 않습니다.
hint-running = 공격받지 않는 칸 중 어느 칸이 해로 이어지는지 확인하는 중: { $free }개 중 { $settled }개 확인…
hint-all-lead = { $free ->
    [1] 공격받지 않는 칸 하나가 아직 해로 이어집니다.
   *[other] 공격받지 않는 칸 { $free }개가 모두 아직 해로 이어집니다.
}
hint-none-lead = 이제 해로 이어지는 칸이 없습니다. 퀸을 하나 빼세요.
hint-some-lead = 초록색: 아직 해로 이어지는 칸 { $leads }개. 회색: 공격받지 않지만 해로 이어지지 않는 칸 { $dead }개.
hint-not-settled = 나머지 { $count }개는 { $budget }초 안에 확인하지 못해 가는 초록 동그라미로 표시했습니다.
two-sentences = { $first } { $second }
paste-label = 붙여넣을 체스판:
paste-hint = 체스판의 행(퀸은 “A”, “Q” 또는 “#”), LeetCode의 JSON, 1 5 8 6 3 7 2 4처럼 행마다 열 번호, 또는 a8 e7 h6처럼 칸 이름. 체스판에서 Ctrl+V를 누르면 바로 붙여넣습니다.
paste-place = 이 퀸들 놓기
paste-too-long = { $size }의 텍스트는 체스판 하나보다 훨씬 큽니다. 아무것도 놓지 않았습니다.
paste-not-a-board = 체스판이 아닙니다: { $why }. 체스판은 그대로입니다.
paste-placed = { $n }×{ $n } 체스판에 퀸 { $queens }개를 놓았습니다.{ $left_out ->
    [0] {""}
   *[other] {" "}텍스트에는 첫 번째 뒤에 체스판이 { $left_out }개 더 있는데, 무시했습니다.
}
notation-empty = 텍스트가 비어 있습니다
notation-wrong = { $notation }으로 읽었을 때 { $line }번째 줄 { $character }번째 글자: { $problem }
notation-rows = 퀸은 “{ $queen }”, 빈 칸은 “.”인 행
notation-leetcode = LeetCode의 JSON
notation-columns = 열 번호 목록
notation-squares = 칸 이름
notation-pairs = (행, 열) 쌍
notation-not-a-pair = “{ $word }”: (0, 4)처럼 퀸의 행과 열을 차례로 적은 숫자 쌍이 아닙니다
notation-pair-off-board = “{ $word }”에서 시작하는 쌍은 가장 큰 { $max }×{ $max } 체스판을 벗어납니다
notation-not-queen-or-empty = “{ $found }” 글자는 퀸도 빈 칸 “.”도 아닙니다
notation-row-width = 이 행은 { $found }칸이고, 첫 행은 { $expected }칸입니다
notation-too-wide = 이 행은 { $width }칸입니다. 체스판의 폭은 최대 { $max }칸입니다
notation-not-a-column = “{ $word }” 자리에는 열 번호가 와야 합니다. 열 번호 목록에는 숫자만 있습니다
notation-too-many = 열이 { $count }개입니다. 체스판의 폭은 최대 { $max }칸입니다
word-column-off-board = { $column }번 열은 체스판 밖입니다: 열 번호가 { $n }개이면 { $n }×{ $n } 체스판이므로 열은 1부터 { $n }까지입니다
word-not-a-square = “{ $word }”: “e7” 같은 칸 이름이 아닙니다. “a”부터 “{ $last }”까지의 열 문자 다음에 행 번호가 와야 합니다
word-no-rank = “{ $word }”: 열 문자 다음에 1부터 { $max }까지의 행 번호가 있어야 합니다
word-twice = “{ $word }” 칸이 두 번 나왔습니다
paste-from-zero = 이 열 번호들은 0부터 셉니다. 1열부터 { $n }열까지로 놓으시겠습니까?
paste-from-zero-place = 놓기
place-solver-at-work = 솔버가 일하는 중
place-analysis-progress-name = 분석 진행률
place-counting-completions = 채우는 방법을 세는 중: { $left }.
place-go-on = 시간 제한 없이 계속
place-looking = 이 퀸들을 포함하는 해를 찾는 중…
place-no-solution = 이 퀸들을 포함하는 해가 없습니다.
place-solution-of = { $total }개 중 { $number }번째 해입니다.
place-solution = { $number }번째 해입니다.
place-finding-number = 해입니다! 번호를 찾는 중…
place-counting = 이 퀸들을 포함하는 해를 세는 중…
place-completions = { $count ->
    [1] 이 퀸들을 포함하는 해는 딱 하나입니다.
   *[other] 이 퀸들을 포함하는 해는 { $count }개입니다.
}
place-out-of-time = { $what ->
    [number] 해입니다! 하지만 { $budget }초 안에 번호를 찾지 못했습니다
    [count] { $budget }초 안에 이 퀸들을 포함하는 해를 다 세지 못했습니다
   *[search] { $budget }초 안에 이 퀸들을 포함하는 해를 찾지 못했습니다
}{ $rest }.
place-stopped = { $what ->
    [number] 해입니다! 번호는 찾지 못했습니다
    [count] 이 퀸들을 포함하는 해를 다 세지 못했습니다
   *[search] 이 퀸들을 포함하는 해를 찾지 못했습니다
}: 멈췄습니다.
place-empty-board = { $total ->
    [0] N = { $n }에는 해가 없습니다: 퀸 { $n }개를 어떻게 놓아도 안 됩니다.
    [1] 빈 체스판: 유일한 해로 채울 수 있습니다.
   *[other] 빈 체스판: 해 { $total }개 모두로 채울 수 있습니다. 퀸을 하나 놓으면 솔버가 어느 해에 그 퀸이 있는지 알려 줍니다.
}
place-empty-board-unknown = 빈 체스판: 모든 해로 채울 수 있습니다. 퀸을 하나 놓으면 솔버가 어느 해에 그 퀸이 있는지 알려 줍니다.
