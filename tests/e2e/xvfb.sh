# Sourced by the e2e scripts that open the real window: starts Xvfb on display $1 (killed when
# the script exits) and gives the app a fresh, private runtime folder and home.
start_xvfb() {
  Xvfb "$1" -screen 0 1280x800x24 >/dev/null 2>&1 &
  xvfb=$!
  trap 'kill "$xvfb" 2>/dev/null || true' EXIT
  sleep 1
  export DISPLAY=$1
  XDG_RUNTIME_DIR=$(mktemp -d) HOME=$(mktemp -d)
  export XDG_RUNTIME_DIR HOME
  chmod 700 "$XDG_RUNTIME_DIR"
}
