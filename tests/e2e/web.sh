#!/usr/bin/env bash
# The web page, for real, in Debian's Chromium (headless, WebGL over SwiftShader): the site
# built by packaging/web/build.sh and served on 127.0.0.1, then driven as a user would by
# tests/e2e/web/drive.js (playwright-core, which downloads no browser): the page draws, the
# right arrow steps to No 2, Export of N = 8 downloads the golden bytes, Check a file reads a
# broken file picked in the file chooser and says why, Count all solutions counts N = 12 in Web
# Workers, the language list turns the window Chinese, and a reload with the server stopped and
# the browser offline is served by the service worker. Then the engine's own tests
# (tests/wasm.rs) run under wasm in the same browser, through wasm-bindgen-test-runner.
# Screenshots and the download go to target/e2e/web/; the first failure stops the script.
#
#   tests/e2e/web.sh                 (needs root: the build's Debian sid tree)
#   WEB_E2E_SKIP_BUILD=1 tests/e2e/web.sh     drive the site already in target/web/
#   WEB_E2E_MEASURE="16 18" tests/e2e/web.sh  also print the page's time to count those
set -euo pipefail
cd "$(dirname "$0")/../.."
packages=(chromium chromium-driver nodejs imagemagick tesseract-ocr tesseract-ocr-eng
  tesseract-ocr-chi-sim)
# shellcheck source=tests/e2e/packages.sh
source tests/e2e/packages.sh
need_packages "${packages[@]}"
# npm comes with Node.js here (Debian splits it out: install its npm if this fails).
[ -d tests/e2e/web/node_modules/playwright-core ] || (cd tests/e2e/web && npm install --no-audit --no-fund)

if [ -z "${WEB_E2E_SKIP_BUILD:-}" ]; then
  packaging/web/build.sh
fi
out=target/e2e/web
rm -rf "$out"
mkdir -p "$out"

# ---------------------------------------------------------------------------------------
# The page, served as any static host serves it
port=${WEB_E2E_PORT:-8517}
python3 -m http.server --bind 127.0.0.1 -d target/web "$port" >"$out/server.log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true' EXIT
for _ in $(seq 50); do
  python3 -c "import socket; socket.create_connection(('127.0.0.1', $port), 1)" 2>/dev/null && break
  sleep 0.2
done
# A judge file with one queen taken away: line 30 is board No 4's row for rank 7.
sed '30s/A/./' tests/golden/eight_queens.txt >"$out/broken.txt"
MEASURE=${WEB_E2E_MEASURE:-} node tests/e2e/web/drive.js "http://127.0.0.1:$port/" "$out" \
  "$server" tests/golden/eight_queens.txt "$out/broken.txt"

# ---------------------------------------------------------------------------------------
# The engine's tests under wasm, built in the sid tree (its wasm32 standard library) and run on
# the host by wasm-bindgen-test-runner (the version of Cargo.lock's wasm-bindgen) in Chromium
source packaging/sid-tree.sh
cargo_target=target/web-cargo
in_tree sh -c "cd $root && CARGO_TARGET_DIR=$root/$cargo_target \
  CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_LINKER=wasm-ld-22 \
  cargo test --locked --release --target wasm32-unknown-unknown --test wasm --no-run \
    --message-format=json" >"$out/wasm-test-build.json"
leave_tree
tests_wasm=$(python3 -c '
import json, sys
for line in sys.stdin:
    message = json.loads(line)
    if message.get("reason") == "compiler-artifact" and message["target"]["name"] == "wasm" \
            and message["profile"]["test"]:
        print(message["filenames"][0])' <"$out/wasm-test-build.json")
[ -n "$tests_wasm" ] || { echo "FAILED: tests/wasm.rs was not built"; exit 1; }
runner=${WASM_BINDGEN_TEST_RUNNER:-$HOME/.cargo/bin/wasm-bindgen-test-runner}
# The tree binds this folder at its own path: the path built there is the path here.
CHROMEDRIVER=/usr/bin/chromedriver WASM_BINDGEN_TEST_TIMEOUT=300 \
  "$runner" "$tests_wasm" | tee "$out/wasm-tests.log"
grep -q '^test result: ok' "$out/wasm-tests.log"
echo "ok: the engine's tests under wasm in Chromium: $(grep '^test result' "$out/wasm-tests.log")"
echo "web.sh: every step passed; screenshots in $out/"
