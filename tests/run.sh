#!/usr/bin/env bash
# Runs every test, then every fuzz target for 30 seconds: the command `.ci/run` calls. The
# snapshot tests of the window (tests/layout.rs) render in software with Mesa's Vulkan driver
# (lavapipe), installed first if missing, with the Chinese and Korean faces the window's
# languages are drawn with (tests/languages.rs checks every character of the catalogues), and
# the C compiler and Python that `nqueens judge` builds and runs the fixtures of tests/programs/ with;
# fuzz/run.sh installs cargo-fuzz if it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(mesa-vulkan-drivers libvulkan1 fontconfig fonts-noto-cjk gcc python3)
if ! dpkg -s "${packages[@]}" >/dev/null 2>&1; then
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo=sudo; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${packages[@]}"
fi
cargo test "$@"
fuzz/run.sh 30
