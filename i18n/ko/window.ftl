# 창의 틀: 위쪽 막대, 정보 창, 단축키, 체스판 영역.

app-name = N-퀸 스튜디오
board-size = 체스판 크기 N:
board-size-hint = 1~{ $max }. 숫자를 입력하거나 끌어서 바꾸세요
board-size-of-file = 검사 중인 파일의 N
smaller-board = 체스판 줄이기
larger-board = 체스판 키우기
solutions-of-n = { $total ->
    [0] 해 없음
   *[other] 해 { $total }개, 기본 해 { $unique }개
}
solutions-of-n-unknown = 해의 개수를 모름
mode-browse = 해 둘러보기
mode-place = 퀸 놓기
mode-watch = 탐색 지켜보기
mode-file = 파일 검사
tool-export = 내보내기…
tool-picture = 그림…
tool-picture-hint = 화면의 체스판을 SVG나 PNG 그림으로 저장합니다
tool-copy = 복사
tool-copied = 복사됨
tool-copy-hint = 화면의 체스판을 채점 형식(“No k:”와 그 행들)으로 복사합니다
tool-dark-theme = 어두운 테마
tool-light-theme = 밝은 테마
tool-about = 정보
language-name = 언어
language-hint = 화면에 표시할 언어
language-desktop = 시스템 설정 ({ $language })
language-browser = 브라우저 설정 ({ $language })
show-attacked = 공격받는 칸 표시
browse-keys = 단축키: 위·아래 화살표로 N을 바꾸고, 왼쪽·오른쪽 화살표로 해를 하나씩 넘기며, Home과 End로 처음과 마지막 해로 갑니다.
about-title = N-퀸 스튜디오 정보
about-version = N-퀸 스튜디오 { $version }
about-what = 8-퀸 문제와 이를 일반화한 N-퀸 문제: 둘러보기, 놓기, 지켜보기, 내보내기, 세기, 검사를 N = 1부터 { $max }까지 할 수 있습니다.
about-licence = 라이선스: MIT 또는 Apache-2.0 중 원하는 것.
about-source = 소스 코드:
about-command-line = 명령줄: nqueens --help. 설명서: man nqueens. 스크립트와 채점기가 읽을 수 있도록 명령줄은 영어로 출력합니다.
settings-unreadable-title = 설정을 복원하지 못함
settings-unreadable = 지난번 실행의 설정을 읽을 수 없습니다. 기본 설정으로 시작하며, 기본 설정을 그 자리에 저장합니다.
drop-to-check = 파일을 놓으면 검사합니다
looking-for-board = 체스판을 찾는 중
picture-title = 그림 저장
export-title = 내보내기
close = 닫기
cancel = 취소
cancelled = 취소됨
stopped-view-left = 화면을 떠나서 멈춤
first = 처음
previous = 이전
next = 다음
last = 마지막
dialog-already-open = 파일 대화 상자가 이미 열려 있습니다.
dialog-unavailable = 이 데스크톱에서는 파일 대화 상자를 띄울 수 없습니다(xdg 포털이 없을 수 있습니다). 입력란에 파일 경로를 입력하고 옆의 버튼을 누르세요.
dialog-failed = 파일 대화 상자를 열 수 없습니다. 파일 경로를 직접 입력하세요.
dialog-waiting = 파일 대화 상자를 기다리는 중…
dialog-text-files = 텍스트 파일
dialog-any-file = 모든 파일
board-name = 체스판, 현재 { $square }, { $state ->
    [queen] 퀸 있음
   *[empty] 비어 있음
}: 화살표 키로 움직이고 스페이스나 엔터 키로 퀸을 놓거나 뺍니다
square-name = { $square }, { $state ->
    [queen] 퀸
    [dead] 비어 있음, 공격받지 않지만 해로 이어지지 않음
    [leads] 비어 있음, 공격받지 않고 해로 이어짐
    [free] 비어 있음, 공격받지 않음
   *[empty] 비어 있음
}
# 경로 입력란이 비어 있을 때 보이는 예시 경로. $system은 windows 또는 other입니다.
example-answer-path = { $system ->
    [windows] C:\Users\사용자\답안.txt
    [web] 답안.txt
   *[other] /경로/답안.txt
}
example-picture-path = { $system ->
    [windows] C:\Users\사용자\체스판.{ $extension }
    [web] 체스판.{ $extension }
   *[other] /경로/체스판.{ $extension }
}
