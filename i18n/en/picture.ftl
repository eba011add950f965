# The picture window.

picture-no-board = There is no board on screen to draw.
picture-dialog-title = Save a picture of the board
picture-type-path = Type the path of the picture to write.
picture-board-left = The board left the screen; nothing was saved.
picture-saved = Saved { $path }: { $size }.
picture-cancelled = Cancelled.
picture-subject-dark = { $queens ->
    [one] The board on screen (1 queen on { $n }×{ $n }), in the dark theme.
   *[other] The board on screen ({ $queens } queens on { $n }×{ $n }), in the dark theme.
}
picture-subject-light = { $queens ->
    [one] The board on screen (1 queen on { $n }×{ $n }), in the light theme.
   *[other] The board on screen ({ $queens } queens on { $n }×{ $n }), in the light theme.
}
picture-no-board-yet = No board is on screen yet.
picture-svg = SVG (crisp at any size)
picture-png-size = PNG size:
pixels-suffix = {" "}px
picture-coordinates = Files and ranks beside the board
picture-save = Save
picture-drawing-name = Drawing the picture
picture-drawing = Drawing…
picture-other-extension = “.{ $extension }” is not a format offered here: it will be saved as { $name }, { $format }.
picture-saved-as = It will be saved as { $name }.
picture-bad-size = A PNG is { $min } to { $max } pixels a side, not { $size }.
picture-render-failed = The picture could not be drawn: { $why }.
picture-not-a-picture-name = { $path }: a picture is .svg or .png; end the name with one of them.
