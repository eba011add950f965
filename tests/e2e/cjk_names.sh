#!/usr/bin/env bash
# A judge file in a folder with a Chinese name and a Korean file name, opened in the real window
# under Xvfb (`nqueens FILE`), with Noto CJK installed: the window draws the path from the
# system's fonts, not as boxes. Leaves target/e2e/cjk-names.png to look at, and checks over
# AT-SPI that the file view names the file.
set -euo pipefail
cd "$(dirname "$0")/../.."

packages=(xvfb imagemagick fonts-noto-cjk libgl1-mesa-dri libegl1 libxkbcommon-x11-0
          at-spi2-core python3-pyatspi dbus dbus-x11)
# shellcheck source=tests/e2e/packages.sh
source tests/e2e/packages.sh
need_packages "${packages[@]}"
cargo build --release --quiet --bin nqueens
mkdir -p target/e2e

folder=$(mktemp -d)/八皇后问题
mkdir -p "$folder"
file="$folder/정답.txt"
target/release/nqueens export 6 -o "$file"

# shellcheck source=tests/e2e/xvfb.sh
source tests/e2e/xvfb.sh
start_xvfb :96

dbus-run-session -- bash -c '
  set -u
  /usr/libexec/at-spi-bus-launcher --launch-immediately 2>/dev/null &
  sleep 1
  gdbus call --session --dest org.a11y.Bus --object-path /org/a11y/bus \
    --method org.freedesktop.DBus.Properties.Set org.a11y.Status IsEnabled "<true>" >/dev/null
  target/release/nqueens "$0" 2>/dev/null &
  app=$!
  status=1
  for _ in $(seq 60); do
    if /usr/bin/python3 - "$0" <<"PY"
import sys, pyatspi
name = sys.argv[1]
def walk(node):
    yield node
    for i in range(node.childCount):
        child = node.getChildAtIndex(i)
        if child is not None:
            yield from walk(child)
desktop = pyatspi.Registry.getDesktop(0)
app = next((a for a in desktop if a is not None and a.name == "nqueens"), None)
names = [n.name or "" for n in walk(app)] if app is not None else []
found = any("정답.txt" in name for name in names) and any(
    name.startswith("Correct") for name in names)
sys.exit(0 if found else 1)
PY
    then status=0; break; fi
    sleep 0.5
  done
  sleep 1
  import -window root target/e2e/cjk-names.png
  kill "$app"
  exit "$status"
' "$file" || { echo "FAIL: the file view did not name 정답.txt and its verdict"; exit 1; }
echo "ok: the file view named $file; look at target/e2e/cjk-names.png"
