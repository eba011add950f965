# 내 프로그램 검사: 학생이 직접 짠 프로그램을 컴파일하고, 채점기의 시간·메모리 제한 아래
# 실행해 채점합니다. 결과 이름은 채점 사이트에서 쓰는 말을 그대로 씁니다.

judge-heading = 내 프로그램 검사
judge-intro = 내 프로그램을 채점기처럼 실행합니다. C, C++, Python, Java, Rust 소스는 이 컴퓨터에 있는 컴파일러로 컴파일하고, 실행 파일은 그대로 실행합니다. 시간과 메모리를 제한하고, 출력은 답안 파일처럼 검사합니다.
judge-program-label = 프로그램:
judge-program-hint = { $system ->
    [windows] C:\Users\사용자\여덟퀸.c
   *[other] /경로/여덟퀸.c
}
judge-choose = 선택…
judge-dialog-title = 프로그램 선택
judge-dialog-sources = 소스 파일
judge-type-program = 프로그램의 경로를 입력하거나 선택하세요.
judge-n-label = N:
judge-problem-n = 원래 문제의 N = { $n }
judge-window-n = 위에서 고른 N({ $n })
judge-n-on-stdin = 표준 입력으로 N 주기
judge-n-on-stdin-hint = 백준 9663, Luogu P1219처럼 프로그램이 N을 입력받은 뒤 출력합니다. 원래 문제(N = 8의 해 92개를 모두 출력)에는 입력이 없습니다.
judge-time-limit = 시간 제한:
judge-memory-limit = 메모리 제한:
judge-seed-limits = 원래 문제의 제한으로
judge-run = 실행하고 채점
judge-progress-name = 프로그램 채점 중
judge-building = { $name } 컴파일 중… { $time }
judge-running = { $name } 실행 중: 지금까지 CPU 시간 { $time } ms, 메모리 { $memory } KB
judge-stopping = 멈추는 중: { $name }…
judge-judging = { $name } 채점 중…
judge-stopped = { $why }: 채점하지 않았습니다.
judge-prompt = 프로그램을 고른 뒤 "실행하고 채점"을 누르면 채점 결과를 볼 수 있습니다.
judge-compiler-said = 컴파일러 메시지:
judge-stderr-said = 프로그램이 표준 오류에 쓴 내용:
judge-built-with = 컴파일 명령: { $command }
judge-ran = 실행 명령: { $command }
judge-used = 시간 { $time } ms / { $time_limit } ms · 메모리 { $memory } KB / { $memory_limit } KB

judge-accepted = 맞았습니다
judge-presentation-error = 출력 형식이 잘못되었습니다
judge-wrong-answer = 틀렸습니다
judge-time-limit-exceeded = 시간 초과
judge-memory-limit-exceeded = 메모리 초과
judge-output-limit-exceeded = 출력 초과
judge-runtime-error = 런타임 에러
judge-compile-error = 컴파일 에러

judge-presentation-detail = 답은 맞지만 바이트 단위로 같지는 않습니다. { $problem }
judge-time-detail = CPU 시간이 { $limit } ms를 넘어 실행을 멈췄습니다. 프로그램이 끝나기는 하나요? 무한 루프나, 필요 없는 칸까지 훨씬 많이 시도하는 탐색이 흔한 원인입니다.
judge-clock-detail = 실제 시간으로 { $wall } ms가 지나도록 끝나지 않았는데 CPU는 거의 쓰지 않았습니다. { $given ->
    [stdin] N 말고 다른 입력을 더 기다리고 있지 않나요?
   *[nothing] 입력을 기다리고 있지 않나요? 이 문제에는 입력이 없습니다(프로그램이 N을 입력받는다면 "표준 입력으로 N 주기"를 켜세요).
}
judge-memory-detail = 최대 메모리 사용량이 { $limit } KB를 넘어 실행을 멈췄습니다. 배열을 필요보다 훨씬 크게 잡지 않았나요?
judge-output-detail = 답보다 훨씬 많은 { $limit } 넘게 출력해 실행을 멈췄습니다. 끝없이 출력하는 반복문이 있지 않나요?
judge-exit-detail = { $hint ->
    [input] 아무것도 출력하지 않고 0이 아닌 종료 코드({ $code })로 끝났습니다. N을 입력받나요? 원래 문제에는 입력이 없습니다(프로그램이 N을 입력받는다면 "표준 입력으로 N 주기"를 켜세요).
   *[return] 0이 아닌 종료 코드({ $code })로 끝났습니다. 채점 사이트는 0이 아닌 종료 코드를 실패로 봅니다. main이 0을 반환하나요?
}
judge-signal-detail = 시그널({ $signal })로 강제 종료되었습니다. { $name ->
    [SIGSEGV] 허용되지 않은 메모리를 읽거나 썼습니다(배열 범위를 벗어난 인덱스, 널 포인터, 너무 깊은 재귀).
    [SIGFPE] 0으로 나누었습니다.
    [SIGABRT] abort가 호출되었습니다(assert가 실패했나요?).
   *[other] 프로그램이 비정상 종료되었습니다.
}
judge-compile-detail = { $language } 컴파일러가 컴파일하지 못했습니다. 옆에 컴파일러 메시지가 있고, 첫 번째 에러가 맨 위에 있습니다.
judge-no-compiler = { $language } 컴파일러를 찾지 못했습니다({ $system ->
    [windows] PATH와 MinGW, Dev-C++, Code::Blocks가 설치되는 곳
   *[other] PATH
}에서 { $tried }을(를) 찾았습니다). 컴파일러를 설치하거나, 직접 컴파일한 실행 파일을 선택하세요.
judge-cannot-start = { $command }을(를) 실행할 수 없습니다: { $why }
judge-compile-timed-out = { $language } 컴파일러가 { $seconds }초가 지나도 끝나지 않아 멈췄습니다.
judge-exception-detail = Windows에서 예외({ $code }, { $name })로 비정상 종료되었습니다. 배열 범위를 벗어난 인덱스, 널 포인터, 너무 깊은 재귀가 흔한 원인입니다.
judge-allowance = 채점 사이트처럼 { $language }에 주는 추가 한도가 제한에 포함되어 있습니다.
judge-show-verdict = 체스판에 보기
judge-run-again = 멈추고 다시 채점
judge-ran-with-n = 실행 명령: { $command } (표준 입력으로 { $n } 줌)
judge-not-a-program = { $name }은(는) 프로그램도 아니고 C, C++, Python, Java, Rust 소스 파일도 아닙니다. 답안 파일인가요? 위의 "열기…"로 검사하세요.
