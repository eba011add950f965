#!/usr/bin/env bash
# The Windows programs, for real, under Wine 10 (in the Debian sid tree that builds them):
# the installer run silently into a fresh Wine prefix, the installed command line checked
# against the Linux one's golden bytes and exit codes (and made to judge programs MinGW
# built), the installed window opened under Xvfb
# (Wine's OpenGL over Mesa), shown a broken file and made to export through a typed path, then
# the uninstaller, after which nothing it installed is left. Screenshots go to target/e2e/.
#
#   tests/e2e/windows.sh          (builds with packaging/windows/build.sh first; needs root)
set -euo pipefail
cd "$(dirname "$0")/../.."
packaging/windows/build.sh
source packaging/sid-tree.sh
version=$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -1)

packages=(xvfb xdotool imagemagick tesseract-ocr tesseract-ocr-eng tesseract-ocr-chi-sim
          fonts-noto-cjk bc)
# shellcheck source=tests/e2e/packages.sh
source tests/e2e/packages.sh
need_packages "${packages[@]}"
mkdir -p target/e2e

display=:94
Xvfb "$display" -screen 0 1280x900x24 >/dev/null 2>&1 &
xvfb=$!
stop_wine() {
  in_tree WINEPREFIX=$prefix /usr/lib/x86_64-linux-gnu/wine/wineserver -k 2>/dev/null || true
}
trap 'stop_wine; kill "$xvfb" 2>/dev/null || true; leave_tree' EXIT
export DISPLAY=$display

# A fresh prefix: C: is $prefix/drive_c; the user is root, so the user's folder is
# C:\users\root.
prefix=/root/wine-e2e
drive=$tree$prefix/drive_c
rm -rf "${tree:?}$prefix"
in_tree mkdir -p /tmp/wine-runtime
wine() {
  in_tree WINEPREFIX=$prefix WINEDEBUG=-all DISPLAY=$display XDG_RUNTIME_DIR=/tmp/wine-runtime \
    wine "$@"
}
failures=0
pass() { echo "ok: $*"; }
fail() { echo "FAILED: $*"; failures=$((failures + 1)); }
expect() { # expect WHAT EXPECTED ACTUAL
  if [ "$2" = "$3" ]; then pass "$1"; else fail "$1: expected $2, got $3"; fi
}

started=$(date +%s)
wine wineboot --init >/dev/null 2>&1
echo "a fresh Wine prefix in $(($(date +%s) - started)) s"

# ---------------------------------------------------------------------------------------
# Install
wine "$root/target/windows/NQueensStudio-$version-setup.exe" /S || fail "the silent install"
installed="$drive/users/root/AppData/Local/Programs/N-Queens Studio"
program='C:\users\root\AppData\Local\Programs\N-Queens Studio'
for file in nqueens.exe nqueens-studio.exe uninstall.exe README.txt LICENSE.txt; do
  if [ -f "$installed/$file" ]; then pass "installed $file"; else fail "no $file in $installed"; fi
done
start_menu="$drive/users/root/AppData/Roaming/Microsoft/Windows/Start Menu/Programs"
if [ -f "$start_menu/N-Queens Studio.lnk" ]; then pass "a Start-menu entry"; else fail "no Start-menu entry"; fi
uninstall_key='HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\io.github.nqueens_studio.NQueensStudio'
entry=$(wine reg query "$uninstall_key" 2>/dev/null | tr -d '\r')
for value in "DisplayVersion    REG_SZ    $version" "Publisher    REG_SZ    The N-Queens Studio developers"; do
  if grep -qF "$value" <<<"$entry"; then pass "Apps & Features: $value"; else fail "Apps & Features lacks $value"; fi
done
open_with=$(wine reg query 'HKCU\Software\Classes\.txt\OpenWithProgids' 2>/dev/null | tr -d '\r')
if grep -q NQueensStudio.JudgeFile <<<"$open_with"; then pass "Open with for .txt"; else fail "no Open with for .txt"; fi

# ---------------------------------------------------------------------------------------
# The command line, as a console runs it
work="$drive/work"
mkdir -p "$work"
nqueens() { wine "$program\\nqueens.exe" "$@"; }
# A line typed into cmd.exe: through a batch file, as Wine's command line would quote it.
console() {
  printf '@echo off\r\n%s\r\n' "$1" >"$work/console.bat"
  wine cmd /c 'C:\work\console.bat'
}

console "\"$program\\nqueens.exe\" export 8 > C:\\work\\eight.txt" || fail "export 8 > file"
if cmp -s "$work/eight.txt" tests/golden/eight_queens.txt; then
  pass "export 8 > file: the golden bytes"
else
  fail "export 8 > file differs from tests/golden/eight_queens.txt"
fi
nqueens export 8 -o 'C:\work\eight-o.txt' || fail "export 8 -o"
if cmp -s "$work/eight-o.txt" tests/golden/eight_queens.txt; then pass "export 8 -o: the golden bytes"; else fail "export 8 -o differs"; fi
expect "count 12" 14200 "$(nqueens count 12 | tr -d '\r')"
expect "count 12 --unique" 1787 "$(nqueens count 12 --unique | tr -d '\r')"
expect "count 16" 14772512 "$(nqueens count 16 | tr -d '\r')"

status=0
nqueens check 'C:\work\eight.txt' >"$work/check-good.out" 2>&1 || status=$?
expect "check of a good file exits 0" 0 "$status"
sed '30s/A/./' tests/golden/eight_queens.txt >"$work/broken.txt"
status=0
nqueens check 'C:\work\broken.txt' >/dev/null 2>"$work/check-broken.err" || status=$?
expect "check of a broken file exits 1" 1 "$status"
if grep -q 'broken.txt:30:' "$work/check-broken.err"; then pass "the broken file's line: $(tr -d '\r' <"$work/check-broken.err" | head -1)"; else fail "no line 30 in: $(cat "$work/check-broken.err")"; fi
status=0
nqueens check 'C:\work\missing.txt' 2>/dev/null || status=$?
expect "check of a missing file exits 2" 2 "$status"
if nqueens --help | grep -q "Usage: nqueens"; then pass "--help prints"; else fail "--help printed nothing"; fi
# A device is written in place, as /dev/null is on Linux.
if nqueens export 8 -o NUL; then pass "export 8 -o NUL"; else fail "export 8 -o NUL"; fi
if console "\"$program\\nqueens.exe\" export 8 > NUL"; then pass "export 8 > NUL"; else fail "export 8 > NUL"; fi

# Names as Windows users have them: CRLF line ends, a non-ASCII folder and file.
# A file a Windows editor saved, with CRLF: read, and told apart from what the judge compares.
sed 's/$/\r/' tests/golden/eight_queens.txt >"$work/crlf.txt"
status=0
nqueens check 'C:\work\crlf.txt' >/dev/null 2>"$work/crlf.err" || status=$?
expect "check of a CRLF file exits 1" 1 "$status"
if grep -qF 'crlf.txt:1: line ends with \r\n' "$work/crlf.err"; then pass "CRLF: $(tr -d '\r' <"$work/crlf.err")"; else fail "CRLF: $(cat "$work/crlf.err")"; fi
mkdir -p "$drive/users/学生"
nqueens export 8 -o 'C:\users\学生\答案.txt' || fail "export to a non-ASCII path"
if cmp -s "$drive/users/学生/答案.txt" tests/golden/eight_queens.txt; then pass "export to C:\\users\\学生\\答案.txt"; else fail "export to a non-ASCII path"; fi
status=0
nqueens check 'C:\users\学生\答案.txt' >/dev/null 2>&1 || status=$?
expect "check of C:\\users\\学生\\答案.txt exits 0" 0 "$status"

nqueens picture 8 5 -o 'C:\work\b8.png' || fail "picture 8 5"
if file "$work/b8.png" | grep -q "PNG image data, 800 x 800"; then pass "picture 8 5: an 800×800 PNG"; else fail "picture: $(file "$work/b8.png")"; fi

# A student's program built by MinGW, as Dev-C++ and Code::Blocks build it, judged as the judge
# would: its verdict, exit code, time and memory; an endless loop ended at the time limit (its
# job object ends it, so that no process of it is left).
# Wine's debugger would catch the crash (and take seconds): with no debugger to start, a
# program that crashes ends at once, as on Windows with its error reporting off.
wine reg add 'HKLM\Software\Microsoft\Windows NT\CurrentVersion\AeDebug' /v Debugger /d '' /f \
  >/dev/null 2>&1 || fail "Wine's debugger turned off"
for fixture in accepted missing_board endless_loop crash; do
  in_tree x86_64-w64-mingw32-gcc -O2 -o "$prefix/drive_c/work/$fixture.exe" \
    "$root/tests/programs/$fixture.c" || fail "MinGW builds $fixture.c"
done
judged() { # judged FIXTURE EXPECTED_CODE EXPECTED_START [OPTIONS…]
  local fixture=$1 code=$2 start=$3 status=0
  shift 3
  # (Wine says a crash on its own standard error, beside the verdict.)
  nqueens judge "C:\\work\\$fixture.exe" "$@" >"$work/$fixture.judged" 2>"$work/$fixture.err" || status=$?
  local line
  line=$(head -1 "$work/$fixture.judged" | tr -d '\r')
  expect "judge $fixture.exe exits $code" "$code" "$status"
  if [[ $line == "$start"* ]]; then pass "judge $fixture.exe: $line"; else fail "judge $fixture.exe: $line"; fi
}
judged accepted 0 "Accepted: 92 solutions in "
judged missing_board 1 "Wrong Answer: "
if grep -q 'output:37: solution No 5 is missing' "$work/missing_board.judged"; then
  pass "the missing board's line: output:37"
else
  fail "no output:37 in: $(cat "$work/missing_board.judged")"
fi
judged endless_loop 4 "Time Limit Exceeded: " --time-limit 500
judged crash 7 "Runtime Error: exception 0xC0000005 (access violation)"
if pgrep -f 'endless_loop.exe' >/dev/null; then fail "endless_loop.exe still runs"; else pass "nothing of endless_loop.exe is left"; fi

# A file another program holds open is not replaced: a clear error, the old file kept.
echo "old" >"$work/held.txt"
console "ping -n 8 127.0.0.1 >> C:\\work\\held.txt" >/dev/null 2>&1 &
holder=$!
sleep 3
status=0
nqueens export 6 -o 'C:\work\held.txt' 2>"$work/held.err" || status=$?
wait "$holder" || true
if [ "$status" -eq 0 ]; then
  echo "note: Wine let a file open in another program be replaced (Windows refuses)"
else
  expect "export over a file held open exits 1" 1 "$status"
  if grep -q "another program has it open" "$work/held.err" && head -1 "$work/held.txt" | grep -q old; then
    pass "held open: $(tr -d '\r' <"$work/held.err")"
  else
    fail "held open: $(cat "$work/held.err"); the file begins $(head -c 20 "$work/held.txt")"
  fi
fi

# The zip, unpacked into any folder, runs as it is.
python3 -m zipfile -e "target/windows/nqueens-studio-$version-windows-x86_64.zip" "$drive/便携"
portable="C:\\便携\\nqueens-studio-$version-windows-x86_64"
expect "the zip's nqueens.exe, from C:\\便携, counts N = 8" 92 "$(wine "$portable\\nqueens.exe" count 8 | tr -d '\r')"

# ---------------------------------------------------------------------------------------
# The window
source tests/e2e/windows_window.sh

# ---------------------------------------------------------------------------------------
# The same speed: the installed program under Wine against the Linux build, alternately, the
# best of three each; Wine's start (`--version`) is subtracted. Reported, not asserted.
if [ -x target/release/nqueens ]; then
  seconds() { local t0 t1; t0=$(date +%s.%N); "$@" >/dev/null 2>&1; t1=$(date +%s.%N); echo "$t1 - $t0" | bc; }
  best() { printf '%s\n' "$@" | sort -g | head -1; }
  startup=()
  for _ in 1 2 3; do startup+=("$(seconds console "\"$program\\nqueens.exe\" --version")"); done
  wine_start=$(best "${startup[@]}")
  echo "speed: Wine starts a program in $wine_start s (subtracted)"
  while IFS='|' read -r what linux windows; do
    on_linux=() on_wine=()
    for _ in 1 2 3; do
      on_linux+=("$(seconds bash -c "$linux")")
      on_wine+=("$(seconds console "$windows")")
    done
    l=$(best "${on_linux[@]}") w=$(echo "$(best "${on_wine[@]}") - $wine_start" | bc)
    echo "speed: $what: Linux $l s, Windows under Wine $w s, ratio $(echo "scale=2; $w / $l" | bc)"
  done <<EOF_SPEED
count 16|target/release/nqueens count 16|"$program\nqueens.exe" count 16
count 17 --threads 1|target/release/nqueens count 17 --threads 1|"$program\nqueens.exe" count 17 --threads 1
export 15 to the null device|target/release/nqueens export 15 > /dev/null|"$program\nqueens.exe" export 15 > NUL
export 15 -o a file|target/release/nqueens export 15 -o /tmp/nqueens-15.txt|"$program\nqueens.exe" export 15 -o C:\work\15.txt
EOF_SPEED
  rm -f /tmp/nqueens-15.txt
fi

# ---------------------------------------------------------------------------------------
# Uninstall
wine "$program\\uninstall.exe" /S
# The uninstaller copies itself to a temporary folder and runs from there: wait for it.
for _ in $(seq 30); do
  [ -e "$installed" ] || break
  sleep 1
done
if [ -e "$installed" ]; then fail "left behind: $(ls -A "$installed")"; else pass "uninstalled: $installed is gone"; fi
if [ -e "$start_menu/N-Queens Studio.lnk" ]; then fail "the Start-menu entry is left"; else pass "the Start-menu entry is gone"; fi
if wine reg query "$uninstall_key" >/dev/null 2>&1; then fail "the Apps & Features entry is left"; else pass "the Apps & Features entry is gone"; fi

echo "windows.sh: $failures failures, $(($(date +%s) - started)) s after the prefix was made"
[ "$failures" -eq 0 ]
