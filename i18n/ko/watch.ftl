# 탐색을 한 단계씩 지켜보고, 탐색 방법들을 비교합니다.
# $variant는 generate, plain, permutation, forward, bitboard 중 하나입니다.

variant-name = { $variant ->
    [generate] 모든 순열 검사
    [plain] 단순 백트래킹
    [permutation] 순열 탐색
    [forward] 전방 검사
   *[bitboard] 비트보드 탐색
}
variant-short-name = { $variant ->
    [generate] 생성 검사
    [plain] 단순
    [permutation] 순열
    [forward] 전방
   *[bitboard] 비트보드
}
step-none = “재생”이나 “한 단계”를 눌러 탐색을 시작하세요.
step-try = { $square } 시도 중…
step-conflict = { $square } 칸은 { $by }의 퀸에게 공격받습니다(같은 { $line ->
    [row] 행
    [column] 열
   *[diagonal] 대각선
}).
step-place = { $square }에 퀸을 놓습니다.
step-dead-end = 아래에서 { $rank }번째 행에 공격받지 않는 칸이 남지 않았습니다: 바로 백트래킹합니다.
step-remove = 백트래킹: { $square }의 퀸을 뺍니다.
step-solution = { $number }번째 해!
watch-variant = 탐색 방법:
watch-play = 재생
watch-pause = 일시 정지
watch-step-back = 한 단계 뒤로
watch-step = 한 단계
watch-restart = 처음부터
watch-speed = 속도 (초당 단계 수):
counter-tried = 시도한 칸
counter-conflicts = 충돌
counter-backtracks = 백트래킹
counter-dead-ends = 막다른 길
counter-solutions = 해
counter-tried-hint = 퀸을 놓으려고 칸을 살펴본 횟수입니다. 단순 백트래킹과 전방 검사는 행의 모든 칸을, 순열 탐색은 아직 쓰지 않은 열만, 비트보드 탐색은 공격받지 않는 칸만 살펴보고, 모든 순열 검사는 행에 맞바꿔 넣는 열을 모두 셉니다.
counter-conflicts-hint = 살펴본 칸 가운데 위쪽 퀸에게 공격받는 칸의 수입니다. 그런 칸에는 퀸을 놓지 않습니다.
counter-backtracks-hint = 퀸을 빼고 같은 행의 다음 칸을 시도한 횟수입니다. 해를 찾은 뒤, 막다른 길을 만난 뒤, 그리고 아래쪽 칸을 모두 시도한 뒤에 퀸을 뺍니다.
counter-dead-ends-hint = 공격받지 않는 칸이 하나도 없는 행을 만난 횟수입니다. 그 행의 모든 칸이 위쪽 퀸에게 공격받으므로 마지막에 놓은 퀸을 뺍니다. 전방 검사는 퀸을 놓자마자 그런 행을 알아보므로 그 행까지 내려가지 않습니다.
counter-solutions-hint = 지금까지 찾은 해입니다. 모든 행에 퀸이 하나씩 있고 서로 공격하지 않는 체스판을 채점 형식의 순서대로 찾습니다(모든 순열 검사는 자기 순서대로 찾습니다).
watch-over = 탐색이 끝났습니다: 모든 칸을 시도했습니다.
compare-name = 탐색 방법 비교 중
compare-cancel = 비교 취소
compare-start = N = { $n }에서 탐색 방법 비교
compare-running = { $variant ->
    [generate] 모든 순열 검사를
    [plain] 단순 백트래킹을
    [permutation] 순열 탐색을
    [forward] 전방 검사를
   *[bitboard] 비트보드 탐색을
} 끝까지 실행하는 중: 방법 { $total }개 중 { $done }개 완료.
compare-cancelled = { $done ->
    [0] 첫 번째 방법이 끝나기 전에 취소해서 표가 없습니다.
   *[other] 방법 { $total }개 중 { $done }개가 끝난 뒤 취소했습니다: 표에는 끝난 것만 있습니다.
}
compare-variant = 방법
compare-tried = 시도
compare-time = 시간
compare-disagree = 방법마다 결과가 다릅니다!
compare-found = { $count ->
    [0] 모든 방법이 해를 찾지 못합니다.
    [1] 모든 방법이 같은 해 하나를 찾습니다.
   *[other] 모든 방법이 같은 해 { $count }개를 찾습니다.
}
compare-saves = { $variant }: 시도한 칸 수가 { $before }의 { $percent }%입니다 ({ $times }분의 1).
compare-costs = { $variant }: 시도한 칸 수가 { $before }의 { $percent }%입니다 ({ $times }배).
compare-how = { $variant ->
    [plain] 퀸을 놓을 때마다 충돌을 검사하므로, 잘못된 배치는 끝까지 채우지 않고 바로 버립니다.
    [forward] 퀸마다 공격하는 칸을 표시합니다. 표시된 칸은 바로 넘어가고, 아래의 어떤 행이 전부 표시되면 바로 되돌아갑니다.
    [permutation] 퀸이 있는 열은 아예 보지 않습니다. 전방 검사는 그 칸들도 표시되었는지 확인하느라 살펴봅니다.
    [bitboard] 세 마스크로 한 행에서 공격받지 않는 칸을 한 번에 얻으므로 공격받는 칸은 시도하지 않습니다.
   *[generate] 행과 열마다 퀸이 하나씩인 모든 배치를 만들고, 다 채운 뒤에야 검사합니다.
}
compare-chart = 시도한 칸 수 (로그 눈금)
step-solution-found = 해를 찾았습니다: 지금까지 { $number }개 (맞바꾸는 순서대로이며 채점 순서가 아닙니다).
compare-no-generate = N이 { $most }보다 크면 모든 순열 검사는 빼고 비교합니다: N!개의 체스판을 검사해야 해서 기다릴 수 없습니다.
compare-same = { $variant }: { $before }와 시도한 칸 수가 같습니다.
