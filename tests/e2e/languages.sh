#!/usr/bin/env bash
# The real window under Xvfb with LANG=zh_CN.UTF-8, then LANG=ko_KR.UTF-8, fonts-noto-cjk
# installed: it follows the desktop's language, names every control in it over AT-SPI, and its
# language menu switches every label at once (tests/e2e/languages.py). Then Chinese again with
# no font at all: the window says so once, in English, and stays in English. Leaves
# target/e2e/lang-zh-Hans.png and lang-ko.png to look at;
#
#   README_SHOTS=1 tests/e2e/languages.sh     also retakes assets/screenshot-zh-Hans.png and
#                                              assets/screenshot-ko.png
set -euo pipefail
cd "$(dirname "$0")/../.."

packages=(xvfb imagemagick fonts-noto-cjk fontconfig libgl1-mesa-dri libegl1 libxkbcommon-x11-0
          at-spi2-core python3-pyatspi dbus dbus-x11)
# shellcheck source=tests/e2e/packages.sh
source tests/e2e/packages.sh
need_packages "${packages[@]}"
cargo build --release --quiet --bin nqueens
mkdir -p target/e2e

# shellcheck source=tests/e2e/xvfb.sh
source tests/e2e/xvfb.sh
start_xvfb :95

# A font configuration with no fonts at all, for the desktop whose language no font draws.
no_fonts=$(mktemp -d)
printf '<?xml version="1.0"?>\n<fontconfig><dir>%s</dir></fontconfig>\n' "$no_fonts" \
  > "$no_fonts/fonts.conf"

status=0
for locale in zh_CN.UTF-8:zh-Hans ko_KR.UTF-8:ko zh_CN.UTF-8:no-font; do
  lang=${locale%%:*} tag=${locale##*:}
  fonts_conf=""
  if [ "$tag" = no-font ]; then fonts_conf=$no_fonts/fonts.conf; fi
  shot=""
  if [ -n "${README_SHOTS:-}" ]; then shot=assets/screenshot-$tag.png; fi
  # A fresh home each time: no language remembered from the run before.
  if [ -n "$fonts_conf" ]; then export FONTCONFIG_FILE=$fonts_conf; fi
  HOME=$(mktemp -d) LANG=$lang LC_ALL= LC_MESSAGES= dbus-run-session -- bash -c '
    set -u
    /usr/libexec/at-spi-bus-launcher --launch-immediately 2>/dev/null &
    sleep 1
    for property in IsEnabled ScreenReaderEnabled; do
      gdbus call --session --dest org.a11y.Bus --object-path /org/a11y/bus \
        --method org.freedesktop.DBus.Properties.Set org.a11y.Status "$property" "<true>" >/dev/null
    done
    RUST_BACKTRACE=1 target/release/nqueens 2>"target/e2e/lang-$0.log" &
    app=$!
    result=0
    /usr/bin/python3 tests/e2e/languages.py "$app" "$0" $1 || result=$?
    import -window root "target/e2e/lang-$0.png"
    kill "$app"
    exit "$result"
  ' "$tag" "$shot" 2> >(grep -v -e "fd limit" -e "Activating service" -e "Successfully activated" -e SpiRegistry >&2) \
    || status=1
done
if [ "$status" -eq 0 ]; then
  echo "ok: the window spoke each language; look at target/e2e/lang-zh-Hans.png and lang-ko.png"
fi
exit "$status"
