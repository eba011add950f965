# 탐색 가르치기: 체스판 옆의 프로그램, 알고리즘의 단계, 탐색 트리.
# pseudo-<방법>-<k>는 그 방법의 k단계이며, 자료구조 수업에서 쓰는 말로 씁니다.

pseudo-plain-1 = 빈 체스판의 첫 행에서 시작합니다.
pseudo-plain-2 = 모든 행에 퀸이 놓였으면 그 해를 기록합니다.
pseudo-plain-3 = 현재 행에서 왼쪽부터 다음 칸을 고릅니다.
pseudo-plain-4 = 위에 놓인 퀸이 그 칸을 공격하면(같은 열이나 같은 대각선) 3단계로 돌아갑니다.
pseudo-plain-5 = 그 칸에 퀸을 놓고 다음 행으로 내려갑니다: 2단계로.
pseudo-plain-6 = 행의 어느 칸도 안전하지 않으면 그 행은 막다른 길입니다.
pseudo-plain-7 = 행의 칸을 모두 시도했으면 백트래킹합니다: 위 행의 퀸을 빼고 그 오른쪽 칸부터 계속합니다(3단계). 첫 행이면 끝냅니다.

pseudo-permutation-1 = 빈 체스판의 첫 행에서, 모든 열이 비어 있는 상태로 시작합니다.
pseudo-permutation-2 = 모든 행에 퀸이 놓였으면 그 해를 기록합니다.
pseudo-permutation-3 = 아직 퀸이 없는 다음 열을 고릅니다.
pseudo-permutation-4 = 위에 놓인 퀸과 같은 대각선에 있으면 3단계로 돌아갑니다.
pseudo-permutation-5 = 그 칸에 퀸을 놓고 그 열을 사용 중으로 표시한 뒤 다음 행으로 내려갑니다: 2단계로.
pseudo-permutation-6 = 아직 퀸이 없는 열 중 안전한 칸이 없으면 그 행은 막다른 길입니다.
pseudo-permutation-7 = 행의 열을 모두 시도했으면 백트래킹합니다: 위 행의 퀸을 빼고 그 열을 비운 뒤 그 행에서 3단계부터 계속합니다. 첫 행이면 끝냅니다.

pseudo-forward-1 = 첫 행에서 시작합니다. 표시된 칸은 없습니다.
pseudo-forward-2 = 모든 행에 퀸이 놓였으면 그 해를 기록합니다.
pseudo-forward-3 = 현재 행에서 왼쪽부터 다음 칸을 고릅니다.
pseudo-forward-4 = 그 칸이 표시되어 있으면(위의 퀸이 공격하면) 3단계로 돌아갑니다.
pseudo-forward-5 = 그 칸에 퀸을 놓고, 그 퀸이 아래 행들에서 공격하는 칸을 모두 표시합니다.
pseudo-forward-6 = 아래의 어떤 행이 전부 표시되었으면 막다른 길이므로 이 퀸을 바로 뺍니다(가지치기). 아니면 다음 행으로 내려갑니다: 2단계로.
pseudo-forward-7 = 행의 칸을 모두 시도했으면 백트래킹합니다: 위 행의 퀸을 빼고 그 표시를 지운 뒤 그 행에서 3단계부터 계속합니다. 첫 행이면 끝냅니다.

pseudo-bitboard-1 = 첫 행에서 시작합니다. 세 마스크(열, 오른쪽 아래 대각선, 왼쪽 아래 대각선)는 모두 0입니다.
pseudo-bitboard-2 = 모든 행에 퀸이 놓였으면 그 해를 기록합니다.
pseudo-bitboard-3 = 어느 마스크에도 없는 비트가 현재 행에서 공격받지 않는 칸입니다. 하나도 없으면 그 행은 막다른 길입니다(6단계).
pseudo-bitboard-4 = 그중 가장 낮은 비트, 곧 가장 왼쪽의 공격받지 않는 칸을 고릅니다.
pseudo-bitboard-5 = 그 칸에 퀸을 놓고 마스크를 갱신해 다음 행으로 내려갑니다: 비트를 더하고 대각선 마스크를 한 칸씩 밉니다. 2단계로.
pseudo-bitboard-6 = 그런 비트가 더 없으면 백트래킹합니다: 위 행의 퀸을 빼고 그 행에서 공격받지 않는 다음 칸으로 계속합니다(4단계). 첫 행이면 끝냅니다.

pseudo-generate-1 = 열을 차례대로 놓고 시작합니다: i행은 i열입니다.
pseudo-generate-2 = 남은 열 중 다음 것을 현재 행의 자리와 맞바꿉니다.
pseudo-generate-3 = 다음 행으로 내려갑니다: 모든 행에 열이 정해질 때까지 2단계로.
pseudo-generate-4 = 체스판 전체를 검사합니다: 같은 대각선에 있는 두 퀸이 없으면 그 해를 기록합니다.
pseudo-generate-5 = 아니면 이 배치를 버립니다: 처음 찾은 서로 공격하는 두 퀸을 보여 줍니다.
pseudo-generate-6 = 열을 다시 맞바꿔 되돌리고 다음 열을 고릅니다(2단계). 남은 열이 없으면 한 행 위로 올라가고, 첫 행이면 끝냅니다.

teach-program = 프로그램
teach-steps = 알고리즘 단계
teach-tree = 탐색 트리
teach-recursive = 재귀
teach-loop = 비재귀 (반복문 하나)
teach-line-running = { $number }행, 지금 실행 중: { $line }
tree-placed = 놓음
tree-attacked = 공격받음, 가지치기
tree-dead-end = 아래가 막다른 길
tree-solution = 해
tree-tried = 시도 중
tree-folded = 탐색이 지나간 서브트리는 접혀 있습니다. 그 아래 숫자는 그 안에서 시도한 칸 수입니다.
tree-help = 끌어서 이동하고, Ctrl을 누른 채 휠을 돌려 확대·축소합니다. 노드를 누르거나 Tab으로 옮겨 Enter를 누르면 그 부분 배치를 체스판에 보여 줍니다.
tree-follow = 탐색 따라가기
tree-fit = 트리 전체 보기
tree-showing-node = 누른 노드의 부분 배치:
tree-back-to-search = 탐색으로 돌아가기
present-start = 수업 발표 모드
present-stop = 나가기 (Esc)
present-counters = 시도한 칸: { $tried }   충돌: { $conflicts }   백트래킹: { $backtracks }   해: { $solutions }   (→, Page Down, 스페이스: 한 단계 / ←, Page Up: 이전 단계)
animation-open = 애니메이션 저장…
animation-title = 탐색을 애니메이션으로 저장
animation-dialog-title = 애니메이션을 다른 이름으로 저장
animation-subject = { $variant ->
    [generate] 모든 순열 검사
    [plain] 단순 백트래킹
    [permutation] 순열 탐색
    [forward] 전방 검사
   *[bitboard] 비트보드 탐색
}, N = { $n }: 한 단계에 한 프레임씩, 체스판과 실행 중인 프로그램 행과 개수를 담습니다.
animation-board-range = 애니메이션은 N = { $min }부터 { $max }까지만 만들 수 있습니다. 체스판 크기 버튼으로 고르세요.
animation-first = 첫 단계:
animation-last = 마지막 단계:
animation-width = 너비:
animation-speed = 초당 단계 수:
animation-frames = 최대 프레임 { $frames }개 (탐색이 먼저 끝나면 더 적고, 상한은 { $most }개). 높이는 너비의 9/16로 슬라이드 비율입니다.
example-animation-path = { $system ->
    [windows] C:\Users\사용자\탐색.gif
    [web] 탐색.gif
   *[other] /경로/탐색.gif
}
animation-save = GIF 저장
animation-progress = 프레임 { $done } / { $total }
animation-cancel = 취소
animation-cancelled = 애니메이션을 취소했습니다. 파일은 쓰지 않았습니다.
animation-saved = { $path }에 저장했습니다 ({ $size }).
animation-type-path = 애니메이션을 저장할 위치를 입력하거나 파일을 고르세요.
animation-bad-steps = { $first }단계부터 { $last }단계까지: 애니메이션 하나에는 최대 { $most }단계까지 담을 수 있습니다.
animation-past-end = N = { $n }의 탐색은 { $total }단계입니다: { $first }단계부터는 단계가 없습니다.
animation-failed = 애니메이션을 만들 수 없습니다: { $why }
