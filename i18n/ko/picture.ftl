# 그림 창.

picture-no-board = 화면에 그릴 체스판이 없습니다.
picture-dialog-title = 체스판 그림 저장
picture-type-path = 저장할 그림의 경로를 입력하세요.
picture-board-left = 체스판이 화면에서 사라졌습니다. 아무것도 저장하지 않았습니다.
picture-saved = { $path } 저장함: { $size }.
picture-cancelled = 취소했습니다.
picture-subject-dark = 화면의 체스판 ({ $n }×{ $n } 체스판에 퀸 { $queens }개), 어두운 테마.
picture-subject-light = 화면의 체스판 ({ $n }×{ $n } 체스판에 퀸 { $queens }개), 밝은 테마.
picture-no-board-yet = 아직 화면에 체스판이 없습니다.
picture-svg = SVG (어떤 크기에서도 선명함)
picture-png-size = PNG 크기:
pixels-suffix = 픽셀
picture-coordinates = 체스판 옆에 열 문자와 행 번호 표시
picture-save = 저장
picture-drawing-name = 그림을 그리는 중
picture-drawing = 그리는 중…
picture-other-extension = “.{ $extension }” 형식은 여기서 지원하지 않습니다: { $name } 파일({ $format })로 저장합니다.
picture-saved-as = { $name }(으)로 저장합니다.
picture-bad-size = PNG는 한 변이 { $min }~{ $max }픽셀이어야 합니다. { $size }픽셀은 안 됩니다.
picture-render-failed = 그림을 그릴 수 없습니다: { $why }.
picture-not-a-picture-name = { $path }: 그림은 .svg나 .png여야 합니다. 이름 끝에 둘 중 하나를 붙이세요.
