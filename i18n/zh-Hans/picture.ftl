# 图片窗口。

picture-no-board = 屏幕上没有可以画的棋盘。
picture-dialog-title = 把棋盘保存为图片
picture-type-path = 请输入要写入的图片的路径。
picture-board-left = 棋盘已经不在屏幕上了；什么都没有保存。
picture-saved = 已保存 { $path }：{ $size }。
picture-cancelled = 已取消。
picture-subject-dark = 屏幕上的棋盘（{ $n }×{ $n } 棋盘上有 { $queens } 个皇后），深色主题。
picture-subject-light = 屏幕上的棋盘（{ $n }×{ $n } 棋盘上有 { $queens } 个皇后），浅色主题。
picture-no-board-yet = 屏幕上还没有棋盘。
picture-svg = SVG（任意大小都清晰）
picture-png-size = PNG 大小：
pixels-suffix = {" "}像素
picture-coordinates = 在棋盘旁标出列字母和排号
picture-save = 保存
picture-drawing-name = 正在绘制图片
picture-drawing = 正在绘制…
picture-other-extension = 这里不提供“.{ $extension }”格式：将保存为 { $name }（{ $format } 格式）。
picture-saved-as = 将保存为 { $name }。
picture-bad-size = PNG 的边长为 { $min } 到 { $max } 像素，不能是 { $size }。
picture-render-failed = 无法绘制图片：{ $why }。
picture-not-a-picture-name = { $path }：图片必须是 .svg 或 .png；请让文件名以其中之一结尾。
