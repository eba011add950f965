# 해 둘러보기, 멀리 있는 해로 건너뛰기, 회전과 뒤집기로 본 해의 동치류, 그리고 세기.
# $kind는 모든 해일 때 "all", 동치류마다 하나인 기본 해일 때 "fundamental"입니다.
# $rate는 만, 억 단위로 이미 쓰여 있습니다(예: “4,952만”).

browse-columns = 위에서부터 행마다 퀸이 있는 열: { $columns }
browse-edit = 이 해 편집
browse-fundamental-only = 기본 해만 보기
browse-fundamental-only-hint = 회전과 뒤집기로 서로 겹치는 해를 한 동치류로 보고, 동치류마다 가장 작은 해 하나만 보여 줍니다
search-none = N = { $n }에는 해가 없습니다: { $time } 동안 모든 배치를 시도했습니다.
search-found-all = { $kind ->
    [fundamental] { $count ->
        [1] 유일한 기본 해를 찾았습니다. 걸린 시간 { $time }.
       *[other] 기본 해 { $count }개를 모두 찾았습니다. 걸린 시간 { $time }.
    }
   *[all] { $count ->
        [1] 유일한 해를 찾았습니다. 걸린 시간 { $time }.
       *[other] 해 { $count }개를 모두 찾았습니다. 걸린 시간 { $time }.
    }
}
search-held = { $kind ->
    [fundamental] 세는 동안 탐색을 멈춤: 기본 해 { $count }개 찾음
   *[all] 세는 동안 탐색을 멈춤: 해 { $count }개 찾음
}
search-paused = { $kind ->
    [fundamental] 탐색을 멈춤: 기본 해 { $count }개 찾음.
   *[all] 탐색을 멈춤: 해 { $count }개 찾음.
}
search-paused-hint = 탐색이 화면의 체스판보다 충분히 앞서면(해 백만 개나 탐색 10초 분량) 기다리고, 더 넘겨 보거나 “더 탐색”을 누르면 계속합니다.
search-running = { $kind ->
    [fundamental] 탐색 중… 기본 해 { $count }개 찾음, 초당 { $rate }개
   *[all] 탐색 중… 해 { $count }개 찾음, 초당 { $rate }개
}
search-total-unknown = 전체 개수 모름
search-progress-name = 탐색 진행률
search-further = 더 탐색
search-further-hint = 멈춘 탐색이 해를 더 찾게 합니다
browse-waiting-first = 첫 번째 해를 기다리는 중…
browse-position = { $kind ->
    [fundamental] 기본 해 { $total }개 중 { $number }번째
   *[all] { $total }개 중 { $number }번째
}
browse-position-so-far = { $kind ->
    [fundamental] 지금까지 찾은 기본 해 { $found }개 중 { $number }번째
   *[all] 지금까지 찾은 { $found }개 중 { $number }번째
}
browse-slider = { $percent }%
browse-slider-hint = { $kind ->
    [fundamental] 끌어서 원하는 기본 해로 이동: { $number }번째
   *[all] 끌어서 원하는 해로 이동: { $number }번째
}
browse-go-to = 번호:
browse-go-to-hint = 번호
browse-go = 이동
jump-not-a-number = “{ $text }”은(는) 해의 번호가 아닙니다.
jump-past-the-end = { $total ->
    [0] { $kind ->
        [fundamental] N = { $n }에는 기본 해가 없습니다.
       *[all] N = { $n }에는 해가 없습니다.
    }
   *[other] { $kind ->
        [fundamental] N = { $n }의 기본 해는 { $total }개이므로 { $number }번째는 없습니다.
       *[all] N = { $n }의 해는 { $total }개이므로 { $number }번째는 없습니다.
    }
}
jump-not-reached = { $kind ->
    [fundamental] 탐색이 지금까지 기본 해 { $found }개를 찾았고, 아직 { $number }번째에 이르지 못했습니다.
   *[all] 탐색이 지금까지 해 { $found }개를 찾았고, 아직 { $number }번째에 이르지 못했습니다.
}
# $time은 “약 3분”, “1.1시간 이상”, “알 수 없음” 중 하나입니다.
jump-out-of-reach = { $number }번째 해는 너무 멀어서 지금은 찾을 수 없습니다(예상 시간: { $time }).
jump-stopped = { $number }번째 해 찾기를 멈췄습니다.
seek-out-of-time = { $budget }초 안에 { $number }번째 해를 찾지 못했습니다. 알려진 모든 해에서 멀리 떨어져 있습니다(예상 시간: { $time }).
seek-anyway = 그래도 찾기
seek-back = { $number }번째로 돌아가기
starting = 시작하는 중
seek-progress-name = 건너뛰기 진행률
seek-counting = 그 앞의 해를 세는 중: { $left }.
seek-walking = 가장 가까운 알려진 해에서 하나씩 찾아가는 중: { $left }.
looking-far = { $number }번째 해는 알려진 모든 해에서 멀리 떨어져 있습니다. 옆 패널을 보세요.
looking-counting = { $number }번째 해를 찾는 중: 그 앞의 해를 세는 중…
looking-walking = { $kind ->
    [fundamental] { $number }번째 해를 찾는 중: 가장 가까운 알려진 해에서 기본 해 { $distance }개만큼 떨어져 있습니다…
   *[all] { $number }번째 해를 찾는 중: 가장 가까운 알려진 해에서 해 { $distance }개만큼 떨어져 있습니다…
}
looking = { $number }번째 해를 찾는 중…
class-show-unnumbered = 이 체스판 보기 (몇 번째 해인지 아직 계산하는 중)
browse-position-unknown = 몇 번째 해인지 아직 모름
browse-position-unnumbered = 몇 번째 해인지 계산하는 중…
class-size = 회전과 뒤집기로 얻는 이 해의 동치류에는 체스판이 { $count }개 있습니다.
class-size-fundamental = 회전과 뒤집기로 얻는 이 해의 동치류에는 체스판이 { $count }개 있고, 이 체스판이 기본 해입니다.
class-show = { $number }번째 해 보기
class-number = { $number }번째 해
class-number-pending = …번째 해
list-separator = {", "}
numbering-progress-name = 번호 계산 진행률
numbering = 각 체스판 앞의 해를 세는 중: 번호를 매길 체스판 { $count }개, { $left }.
numbering-stop = 번호 계산 멈추기
numbering-out-of-time = { $budget }초 안에 나머지 번호를 찾지 못했습니다{ $rest }.
numbering-anyway = 그래도 번호 매기기
count-stopped = { $time } 후 세기를 멈췄습니다. 해를 { $count }개 셌습니다.
count-cancelled = 세기를 취소했습니다.
count-no-memory = N = { $n }의 해를 세는 데 필요한 표 메모리가 남은 메모리({ $free })보다 커서 시작하지 않았습니다.
count-cancel = 세기 취소
count-start = 모든 해 세기
count-start-hint = 정사각형의 대칭을 이용해 모든 코어에서 셉니다
count-progress-name = 세기 진행률
count-progress = 세는 중… 지금까지 해 { $count }개, 초당 { $rate }개, { $left }
count-counting-name = 세는 중
count-counting = 세는 중…
count-building-name = 개수 세기용 표 만들기 진행률
count-building = 개수 세기에 쓸 표를 모든 코어에서 만드는 중입니다. 다 만들면 세기를 시작합니다…
count-result = 해 { $total }개, 기본 해 { $unique }개를 셌습니다. 걸린 시간 { $time }.
count-result-none = N = { $n }에는 해가 없습니다. 세는 데 { $time } 걸렸습니다.
count-matches-oeis = OEIS A000170, A002562와 일치합니다.
count-oeis-differs = OEIS에 따르면 { $total }개와 { $unique }개입니다!
count-no-published = 비교할 수 있는 발표된 값이 없습니다.
