# The Debian sid tree that builds the Windows programs and the web page, for
# packaging/windows/build.sh, packaging/web/build.sh and their tests in tests/e2e/ (sourced from
# the project's root): made by debootstrap once and
# cached in $WINDOWS_TREE (/var/cache/nqueens-studio/sid unless set), remade when the list of
# packages below changes. Needs root (debootstrap, chroot, bind mounts).
root=$PWD
tree=${WINDOWS_TREE:-/var/cache/nqueens-studio/sid}
# What the tree holds; a change here remakes it.
packages=(rustc cargo rust-src gcc-mingw-w64-x86-64 g++-mingw-w64-x86-64 wine64 wine
  libgl1 libgl1-mesa-dri libglx-mesa0 nsis zip ca-certificates locales
  libstd-rust-dev-wasm32 lld-22 binaryen)
apt_options=(-o Acquire::Check-Valid-Until=false -o APT::Install-Recommends=false)

make_tree() {
  local stamp=$tree/.nqueens-packages
  if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "${packages[*]}" ]; then
    return
  fi
  if [ ! -x "$tree/usr/bin/apt-get" ]; then
    command -v debootstrap >/dev/null || apt-get install -y debootstrap
    mkdir -p "$tree"
    debootstrap --variant=minbase sid "$tree"
  fi
  enter_tree
  chroot "$tree" apt-get "${apt_options[@]}" update
  chroot "$tree" env DEBIAN_FRONTEND=noninteractive apt-get "${apt_options[@]}" install -y "${packages[@]}"
  # The locales Wine takes the Windows display language from (tests/e2e/windows_window.sh).
  chroot "$tree" sh -c 'sed -i "s/^# *\(zh_CN.UTF-8 UTF-8\)/\1/" /etc/locale.gen && locale-gen'
  echo "${packages[*]}" >"$stamp"
}

# Binds what the tree needs from the machine (the kernel's views, the X server's socket, the
# project at its own path) until the script exits.
mounted=()
enter_tree() {
  [ ${#mounted[@]} -eq 0 ] || return 0
  trap leave_tree EXIT
  cp /etc/resolv.conf "$tree/etc/resolv.conf"
  cp /etc/ssl/certs/ca-certificates.crt "$tree/root/ca.crt"
  mkdir -p "$tree$root" "$tree/tmp/.X11-unix" /tmp/.X11-unix
  local place
  for place in proc dev dev/pts sys tmp/.X11-unix; do
    mount --bind "/$place" "$tree/$place"
    mounted=("$tree/$place" "${mounted[@]}")
  done
  # At the same path as outside, so that two checkouts use the tree at once without meeting.
  mount --bind "$root" "$tree$root"
  mounted=("$tree$root" "${mounted[@]}")
}
leave_tree() {
  local place
  for place in "${mounted[@]}"; do
    umount "$place" 2>/dev/null || umount -l "$place"
  done
  mounted=()
}

# Runs a command inside the tree, in the project.
in_tree() {
  enter_tree
  chroot "$tree" env -i HOME=/root PATH=/usr/local/bin:/usr/bin:/bin \
    CARGO_HTTP_CAINFO=/root/ca.crt LANG=C.UTF-8 "$@"
}

