# The window part of tests/e2e/windows.sh (sourced by it, with its wine, pass, fail, $program,
# $work and $drive): the installed nqueens-studio.exe under Wine and Xvfb. There is no
# accessibility bus between Wine and Linux, so the test reads the screen as a user does, with
# OCR (tesseract), and clicks where the default 1200×800 window puts its controls (Wine places
# it at the top left of the screen, below its title bar).

shot() { import -window root "target/e2e/windows-$1.png"; }
# Waits up to 60 s for `text` on the screen; the screenshot is kept as windows-NAME.png.
wait_to_read() { # wait_to_read NAME TEXT [TESSERACT-LANGUAGE]
  local seconds
  for seconds in $(seq 60); do
    shot "$1"
    if tesseract "target/e2e/windows-$1.png" - -l "${3:-eng}" 2>/dev/null | tr -d ' ' \
      | grep -qF "${2// /}"; then
      pass "the window shows \"$2\" ($1, after $seconds s)"
      return 0
    fi
    sleep 1
  done
  fail "the window did not show \"$2\" within 60 s; see target/e2e/windows-$1.png"
  return 1
}
click() { xdotool mousemove "$1" "$2" click 1; sleep 1; }
# Closes the window as its close button does (WM_CLOSE), so that it saves its settings.
close_window() {
  wine taskkill /im nqueens-studio.exe >/dev/null 2>&1 || true
  sleep 3
  wine taskkill /f /im nqueens-studio.exe >/dev/null 2>&1 || true
}

# Opened with a file, as "Open with" does: the broken file's verdict, beside its boards.
wine "$program\\nqueens-studio.exe" 'C:\work\broken.txt' >/dev/null 2>&1 &
wait_to_read file "Line 30: rank 7 has no queen" || true
close_window

# From the Start menu: the browser's board, then Export… with a typed path, then through the
# desktop's save dialog (Wine's own).
wine "$program\\nqueens-studio.exe" >/dev/null 2>&1 &
if wait_to_read browse "No 1 of 92"; then
  click 45 69 # Export…
  click 190 335 # the File field
  # Slowly: Wine drops a key now and then when they come 20 ms apart.
  xdotool type --delay 80 'C:\work\window.txt'
  sleep 1
  click 46 359 # Write
  wait_to_read export "Wrote 92 solutions" || true
  if cmp -s "$work/window.txt" tests/golden/eight_queens.txt; then
    pass "the window's export to a typed path: the golden bytes"
  else
    fail "the window's export to a typed path is not the golden file"
  fi
  click 377 336 # Choose…
  sleep 4
  shot dialog
  click 380 476 # the dialog's File name
  xdotool key ctrl+a
  xdotool type --delay 80 'dialog.txt'
  xdotool key Return
  wait_to_read dialog-written 'dialog.txt' || true
  if cmp -s "$work/dialog.txt" tests/golden/eight_queens.txt; then
    pass "the export through the save dialog: the golden bytes"
  else
    fail "the export through the save dialog is not the golden file"
  fi
fi
close_window
settings="users/root/AppData/Roaming/io.github.nqueens_studio.NQueensStudio/data/app.ron"
if [ -f "$drive/$settings" ]; then pass "settings saved on close in C:/$settings"; else fail "no settings in C:/$settings"; fi

# In Chinese, as a Windows whose display language is Chinese starts it: a Simplified Chinese
# face in the system's fonts (Noto Sans CJK, standing in for Microsoft YaHei, which Wine lacks)
# and the window in Chinese. Read with tesseract's Simplified Chinese.
cp /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc "$drive/windows/Fonts/"
rm -f "$drive/$settings"
in_tree LANG=zh_CN.UTF-8 WINEPREFIX=$prefix WINEDEBUG=-all DISPLAY=$display \
  XDG_RUNTIME_DIR=/tmp/wine-runtime wine "$program\\nqueens-studio.exe" >/dev/null 2>&1 &
wait_to_read chinese "第 1 个，共 92 个" chi_sim || true
close_window
