# 내보내기 창.

export-dialog-title = 해 내보내기
export-type-path = 쓸 파일의 경로를 입력하세요.
export-kept = { $path } 파일을 그대로 두었습니다. 아무것도 쓰지 않았습니다.
cancelled-window-closed = 창을 닫아서 취소됨
cancelled-n-changed = N이 { $n }(으)로 바뀌어서 취소됨
export-running = 내보내는 중입니다. 먼저 취소하세요.
export-no-numbered-solution = 화면에 쓸 수 있는 번호 붙은 해가 없습니다.
export-stopped = { $why }: 아무것도 쓰지 않았습니다.
# “시작 번호”와 “끝 번호”는 범위의 두 입력란 이름입니다(export-from, export-to).
export-range-fitted = { $total ->
    [1] “끝 번호”를 1번째로 바꿨습니다: N = { $n }의 해는 1개뿐입니다.
   *[other] “끝 번호”를 { $total }번째로 바꿨습니다: N = { $n }의 해는 { $total }개입니다.
}
export-range-last-moved = “끝 번호”를 { $number }번째로 올렸습니다: 범위는 시작보다 먼저 끝날 수 없습니다.
export-range-first-moved = “시작 번호”를 { $number }번째로 내렸습니다: 범위는 끝보다 늦게 시작할 수 없습니다.
path-resolved = 전체 경로: { $path }
export-wrote = 해 { $count }개({ $size })를 { $path }에 썼습니다. 걸린 시간 { $time }.
export-cancelled = 내보내기를 취소했습니다. 파일을 쓰지 않았습니다.
export-empty-range = { $total ->
    [0] N = { $n }에는 해가 없으므로 { $first }번째 해는 없습니다.
   *[other] N = { $n }의 해는 { $total }개입니다. { $first }번째 해는 없습니다.
}
export-what-all = N = { $n }의 모든 해
export-what-one = N = { $n }의 { $number }번째 해
export-what-range = N = { $n }의 { $first }번째부터 { $last }번째까지의 해
export-what-from = N = { $n }의 { $first }번째부터의 해
export-size-empty = N = { $n }에는 해가 없으므로 파일이 비게 됩니다.
export-size = 크기: { $size }, 해 { $count }개
export-size-beyond = 크기: 16 EiB 초과(어떤 디스크에도 담을 수 없음), 해 { $count }개
export-size-unknown = 크기: 이 N의 해의 개수를 몰라서 알 수 없음
export-no-numbered-yet = 화면의 체스판은 아직 번호 붙은 해가 아닙니다.
export-range = 범위:
export-from = 시작 번호
export-to = 끝 번호
export-all = { $total ->
    [0] 모든 해 (N = { $n }에는 해가 없음)
    [1] 유일한 해
   *[other] 해 { $total }개 모두
}
export-all-unknown = 모든 해 (있는 만큼)
export-on-screen = 화면의 해 ({ $number }번째)
export-on-screen-fundamental = 화면의 해 (기본 해 중 { $number }번째)
export-on-screen-looking = 화면의 해 ({ $number }번째, 찾는 중)
export-on-screen-none = 화면의 해 (번호 붙은 해가 아님)
export-writing = { $what }를 { $path }에 쓰는 중
export-file = 파일:
export-choose = 선택…
export-dialog-waiting = 저장 대화 상자를 기다리는 중…
export-cancelling-name = 내보내기 취소 중
cancelling = 취소하는 중…
export-progress = { $written } / { $total }, { $percent }%, { $left }
export-progress-start = { $written } / { $total }
export-written = { $written } 기록함
export-progress-name = 내보내기 진행률
export-exists = { $path } 파일이 이미 있습니다. 덮어쓰시겠습니까?
export-replace = 덮어쓰기
export-keep = 그대로 두기
export-write = 쓰기
export-format = 형식:
export-format-name = { $format ->
    [judge] 채점 형식(No k:)
    [columns] 열 번호 형식
    [checker] Checker Challenge
   *[leetcode] LeetCode JSON
}
export-format-about = { $format ->
    [judge] “No k:”와 A와 .으로 된 N개의 행: 이 앱이 처음 만들어진 8-퀸 채점 문제의 형식입니다.
    [columns] 한 줄에 해 하나, 위에서부터 각 행의 퀸 열 번호(1부터, 예: 1 5 8 6 3 7 2 4): 해를 숫자로 출력하는 채점기와 교재의 형식입니다.
    [checker] USACO 1.5와 Luogu P1219 “Checker Challenge”: 처음 해 세 개와 해의 개수입니다.
   *[leetcode] LeetCode 51 “N-Queens”: Q와 .으로 된 체스판의 JSON 목록입니다. LeetCode는 순서와 상관없이 받습니다.
}
export-format-whole = 이 형식은 언제나 전체를 씁니다. 범위나 체스판 하나만 고를 수 없습니다.
