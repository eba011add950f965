#!/usr/bin/env bash
# The Debian package end to end: builds it with cargo-deb, runs lintian, desktop-file-validate
# and appstreamcli on it, installs it with apt (which proves its Depends), starts the app as a
# desktop menu does (gtk-launch, under Xvfb) and sees its window, opens a judge file with it as
# "Open with" does (`%f`), runs `nqueens --version`,
# `man -w nqueens`, and export and count under `qemu-x86_64 -cpu Nehalem` (a 2008 CPU, no AVX),
# then removes the package. Needs root (apt-get); cleans up after itself.
#
#   tests/e2e/deb.sh
set -euo pipefail
cd "$(dirname "$0")/../.."

packages=(lintian desktop-file-utils appstream qemu-user libgtk-3-bin xvfb xdotool man-db imagemagick)
# shellcheck source=tests/e2e/packages.sh
source tests/e2e/packages.sh
need_packages "${packages[@]}"
if ! cargo deb --version >/dev/null 2>&1; then
  cargo install --locked cargo-deb
fi

id=io.github.nqueens_studio.NQueensStudio
step() { printf '\n== %s\n' "$*"; }

step "build: the binary, its man pages and completions, the package"
cargo build --release --quiet --bin nqueens
cargo run --quiet --example assets -- target/assets
deb=$(cargo deb --no-build 2>/dev/null | tail -1)
ls -l "$deb"
dpkg-deb --field "$deb" Package Version Depends Recommends

step "lintian (errors fail; warnings are shown)"
lintian_out=$(lintian "$deb" 2>&1 | grep -v 'root privileges' || true)
echo "${lintian_out:-no tags}"
if grep -q '^E:' <<<"$lintian_out"; then
  echo "lintian reports errors" >&2
  exit 1
fi

step "desktop-file-validate and appstreamcli validate"
desktop-file-validate "assets/$id.desktop" && echo "desktop entry: valid"
appstreamcli validate --no-net "assets/$id.metainfo.xml"

step "apt-get install $deb"
installed=0
cleanup() {
  if [ "$installed" = 1 ]; then
    DEBIAN_FRONTEND=noninteractive apt-get remove -y -qq nqueens-studio >/dev/null
    echo "package removed"
  fi
  [ -n "${xvfb:-}" ] && kill "$xvfb" 2>/dev/null || true
  [ -n "${runtime:-}" ] && rm -rf "$runtime" "$home" || true
}
trap cleanup EXIT
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$deb" >/dev/null
installed=1
dpkg -L nqueens-studio | grep -E 'bin/|applications/|metainfo/|scalable|man1/nqueens.1|completions' | sort

step "the command line, as installed"
command -v nqueens
nqueens --version
man -w nqueens
nqueens export 8 | cmp - tests/golden/eight_queens.txt && echo "export 8: the golden bytes"

step "another CPU: qemu-x86_64 -cpu Nehalem (SSE4.2 and POPCNT, no AVX)"
qemu-x86_64 -cpu Nehalem /usr/bin/nqueens export 8 | cmp - tests/golden/eight_queens.txt \
  && echo "export 8 under Nehalem: the golden bytes"
total=$(qemu-x86_64 -cpu Nehalem /usr/bin/nqueens count 12)
unique=$(qemu-x86_64 -cpu Nehalem /usr/bin/nqueens count 12 --unique)
echo "count 12 under Nehalem: $total, unique $unique"
[ "$total" = 14200 ] && [ "$unique" = 1787 ]
# N = 16's largest groups are cut into buckets, on the matcher's portable path.
sixteen=$(qemu-x86_64 -cpu Nehalem /usr/bin/nqueens count 16)
echo "count 16 under Nehalem: $sixteen"
[ "$sixteen" = 14772512 ]
core2=$(qemu-x86_64 -cpu core2duo /usr/bin/nqueens count 10)
echo "count 10 under Core 2 Duo (no POPCNT either): $core2"
[ "$core2" = 724 ]

step "started as the desktop menu starts it: gtk-launch $id, under Xvfb"
display=:95
Xvfb "$display" -screen 0 1280x800x24 >/dev/null 2>&1 &
xvfb=$!
sleep 1
runtime=$(mktemp -d) home=$(mktemp -d)
chmod 700 "$runtime"
DISPLAY=$display XDG_RUNTIME_DIR=$runtime HOME=$home gtk-launch "$id"
window=$(DISPLAY=$display timeout 30 xdotool search --sync --name '^N-Queens Studio$' | head -1)
echo "window $window: $(DISPLAY=$display xdotool getwindowname "$window"), class $(DISPLAY=$display xprop -id "$window" WM_CLASS 2>/dev/null | cut -d= -f2 || echo '?')"
pkill -x nqueens || true
# Wait until it is gone: else the next step may find the old window and the old process.
for _ in $(seq 50); do pgrep -x nqueens >/dev/null || break; sleep 0.2; done

step "Open with: gtk-launch $id FILE passes the judge file (%f) and the window checks it"
answer=$home/answer-6.txt
/usr/bin/nqueens export 6 | sed '3s/A/./' >"$answer"
sleep 1
DISPLAY=$display XDG_RUNTIME_DIR=$runtime HOME=$home gtk-launch "$id" "$answer"
DISPLAY=$display timeout 30 xdotool search --sync --name '^N-Queens Studio$' >/dev/null
pid=$(pgrep -x nqueens | head -1)
echo "started as: $(tr '\0' ' ' <"/proc/$pid/cmdline")"
tr '\0' '\n' <"/proc/$pid/cmdline" | grep -qx "$answer"
sleep 3
mkdir -p target/e2e
DISPLAY=$display import -window root -crop 1200x800+0+0 target/e2e/deb-open-with.png
echo "screenshot of the window: target/e2e/deb-open-with.png"
pkill -x nqueens || true

step "all checks passed"
