#!/usr/bin/env bash
# Builds N-Queens Studio as a web page:
#
#   packaging/web/build.sh
#
# writes target/web/, a static site any web server serves as it is (GitHub Pages included):
# index.html, nqueens.js and nqueens_bg.wasm (the library, built for wasm32-unknown-unknown,
# with two entry points: the page's `start` and the Web Worker's `worker_main`), worker.js,
# sw.js (the service worker: offline after one visit), manifest.webmanifest and icons/ (the
# browser offers to install the page), and fonts/ (Noto Sans CJK SC and KR, cut down to the
# characters of the Chinese and Korean catalogues, fetched only when that language is chosen).
# Try it with `python3 -m http.server -d target/web` and http://localhost:8000/.
#
# rustup has no wasm32 standard library here: the library is built in the Debian sid tree of
# packaging/sid-tree.sh (libstd-rust-dev-wasm32, matching its rustc; wasm-ld-22 links;
# binaryen's wasm-opt shrinks). wasm-bindgen-cli runs on the host, at exactly the version of
# Cargo.lock (installed by `cargo install` when missing). The fonts are cut by fonttools'
# pyftsubset from Debian's fonts-noto-cjk (both installed by apt when missing). Needs root
# (debootstrap, chroot, bind mounts).
set -euo pipefail
cd "$(dirname "$0")/../.."
source packaging/sid-tree.sh
out=$root/target/web
cargo_target=target/web-cargo
bindgen_version=$(sed -n '/^name = "wasm-bindgen"$/{n;s/^version = "\(.*\)"/\1/p}' Cargo.lock)
wasm_bindgen=${WASM_BINDGEN:-$HOME/.cargo/bin/wasm-bindgen}
noto=/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc

make_tree
in_tree sh -c "cd $root && CARGO_TARGET_DIR=$root/$cargo_target \
  CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_LINKER=wasm-ld-22 \
  cargo rustc --locked --release --lib --crate-type cdylib --target wasm32-unknown-unknown"

if ! "$wasm_bindgen" --version 2>/dev/null | grep -qF " $bindgen_version"; then
  # Without --locked: the tool's own lock pins a prerelease the registry refuses.
  cargo install wasm-bindgen-cli --version "=$bindgen_version"
  wasm_bindgen=$HOME/.cargo/bin/wasm-bindgen
fi
rm -rf "$out"
mkdir -p "$out/icons" "$out/fonts"
"$wasm_bindgen" --target web --no-typescript --out-dir "$out" --out-name nqueens \
  "$cargo_target/wasm32-unknown-unknown/release/nqueens.wasm"
in_tree wasm-opt -O2 --enable-bulk-memory --enable-nontrapping-float-to-int \
  --enable-sign-ext --enable-reference-types --enable-multivalue \
  $root/target/web/nqueens_bg.wasm -o $root/target/web/nqueens_bg.wasm

cp packaging/web/index.html packaging/web/manifest.webmanifest packaging/web/worker.js "$out/"
cp assets/icons/nqueens-*.png "$out/icons/"
cp assets/icon.png "$out/icons/nqueens-256.png"
cp assets/icon.svg "$out/icons/nqueens.svg"

# Each language's face, cut to what its window shows: its catalogues, the names and number
# words of src/app/i18n.rs, and printable ASCII (numbers, paths, the judge's text).
command -v pyftsubset >/dev/null || apt-get install -y fonttools
[ -f "$noto" ] || apt-get install -y fonts-noto-cjk
subset() { # tag, the face's number in the collection
  local text
  text=$(mktemp)
  cat i18n/"$1"/*.ftl src/app/i18n.rs >"$text"
  pyftsubset "$noto" --font-number="$2" --text-file="$text" --unicodes=U+0020-007E \
    --layout-features='*' --no-hinting --output-file="$out/fonts/$1.otf"
  rm "$text"
}
subset zh-Hans 2
subset ko 1
# The faces' licence (the SIL Open Font License) goes with them.
cp /usr/share/doc/fonts-noto-cjk/copyright "$out/fonts/LICENSE.txt"

# The service worker keeps the page's files (not the fonts: each is kept when first fetched),
# under a cache named after this build, so that a new build replaces the old one.
version=$(cd "$out" && find . -type f ! -path './fonts/*' | sort | xargs cat | sha256sum | cut -c1-12)
files=$( (echo ./ && cd "$out" && find . -type f ! -path './fonts/*' | sed 's|^\./||' | sort) |
  sed 's/.*/"&"/' | paste -sd, -)
sed "s|@VERSION@|$version|; s|@FILES@|[$files]|" packaging/web/sw.js >"$out/sw.js"

echo "wrote $out: $(gzip -9c "$out/nqueens_bg.wasm" | wc -c) bytes of wasm gzipped," \
  "fonts $(cd "$out/fonts" && stat -c '%n %s' -- * | paste -sd' ')"
