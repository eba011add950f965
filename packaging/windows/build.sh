#!/usr/bin/env bash
# Builds N-Queens Studio for Windows on this Linux machine and packs it:
#
#   packaging/windows/build.sh
#
# writes target/windows/NQueensStudio-VERSION-setup.exe (an NSIS installer, per user, no
# administrator rights) and target/windows/nqueens-studio-VERSION-windows-x86_64.zip.
#
# rustup cannot fetch other targets here, so the build runs in a Debian sid tree made by
# debootstrap (cached in $WINDOWS_TREE, /var/cache/nqueens-studio/sid unless set), whose rustc
# builds the standard library for x86_64-pc-windows-gnu from Debian's rust-src, linked by
# MinGW-w64. The same tree has Wine 10 and Mesa, which tests/e2e/windows.sh runs the result in.
# Needs root (debootstrap, chroot, bind mounts). A cold run takes about 25 minutes on 2 cores.
set -euo pipefail
cd "$(dirname "$0")/../.."
source packaging/sid-tree.sh
version=$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -1)
out=$root/target/windows
# The icon and the version, compiled into both programs as Windows resources.
make_resources() {
  cargo run --quiet --example assets -- target/assets
  local numbers
  numbers=$(echo "$version" | sed 's/[^0-9.].*//; s/\./,/g'),0
  cat >"$out/resources.rc" <<RC
1 ICON "$root/target/assets/windows/nqueens-studio.ico"
1 VERSIONINFO
FILEVERSION $numbers
PRODUCTVERSION $numbers
BEGIN
  BLOCK "StringFileInfo"
  BEGIN
    BLOCK "040904B0"
    BEGIN
      VALUE "CompanyName", "The N-Queens Studio developers"
      VALUE "FileDescription", "N-Queens Studio"
      VALUE "FileVersion", "$version"
      VALUE "LegalCopyright", "MIT OR Apache-2.0"
      VALUE "ProductName", "N-Queens Studio"
      VALUE "ProductVersion", "$version"
    END
  END
  BLOCK "VarFileInfo"
  BEGIN
    VALUE "Translation", 0x409, 1200
  END
END
RC
  in_tree x86_64-w64-mingw32-windres $root/target/windows/resources.rc \
    -O coff -o $root/target/windows/resources.o
}

# The release build: Debian's rustc builds the standard library for the target from its
# source (hence RUSTC_BOOTSTRAP for -Zbuild-std), MinGW-w64 links.
build_release() {
  in_tree sh -c "cd $root && RUSTC_BOOTSTRAP=1 \
    CARGO_TARGET_DIR=$root/target/windows/cargo \
    CARGO_TARGET_X86_64_PC_WINDOWS_GNU_LINKER=x86_64-w64-mingw32-gcc \
    CARGO_TARGET_X86_64_PC_WINDOWS_GNU_RUSTFLAGS='-C link-arg=$root/target/windows/resources.o' \
    cargo build --release --locked -Zbuild-std=std,panic_abort --target x86_64-pc-windows-gnu \
      --bin nqueens --bin nqueens-studio"
}

# What both packages hold, with Windows line ends in the texts.
stage_files() {
  local stage=$out/stage release=$out/cargo/x86_64-pc-windows-gnu/release
  rm -rf "$stage"
  mkdir -p "$stage"
  cp "$release/nqueens.exe" "$release/nqueens-studio.exe" "$stage/"
  cp target/assets/windows/nqueens-studio.ico "$stage/"
  sed 's/$/\r/' target/assets/completions/_nqueens.ps1 >"$stage/nqueens.ps1"
  sed 's/$/\r/' README.md >"$stage/README.txt"
  sed 's/$/\r/' LICENSE >"$stage/LICENSE.txt"
  sed 's/$/\r/' LICENSE-MIT >"$stage/LICENSE-MIT.txt"
  sed 's/$/\r/' LICENSE-APACHE >"$stage/LICENSE-APACHE.txt"
}

package() {
  local setup=NQueensStudio-$version-setup.exe zip=nqueens-studio-$version-windows-x86_64
  rm -f "$out/$setup" "$out/$zip.zip"
  in_tree makensis -V2 -DVERSION="$version" -DFILES=$root/target/windows/stage \
    -DSIZE_KIB="$(du -sk "$out/stage" | cut -f1)" -DOUTFILE="$root/target/windows/$setup" \
    $root/packaging/windows/installer.nsi
  rm -rf "${out:?}/$zip"
  cp -r "$out/stage" "$out/$zip"
  rm "$out/$zip/nqueens-studio.ico"
  in_tree sh -c "cd $root/target/windows && zip -qr $zip.zip $zip"
  rm -rf "${out:?}/$zip"
  echo "wrote target/windows/$setup and target/windows/$zip.zip"
}

mkdir -p "$out"
make_tree
if [ "${1:-}" = tree ]; then
  exit 0
fi
make_resources
build_release
stage_files
package
