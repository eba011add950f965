#!/usr/bin/env bash
# Times `nqueens count` against C counters in one run, alternately, on one core and on all:
#
#   benches/yardstick/side-by-side.sh [N...]      (default: 16 17)
#
# and `nqueens export` against the fastest C printer we could write (printer.c, beside this
# script), to /dev/null and to a file in FOLDER (default: the system's temporary folder):
#
#   benches/yardstick/side-by-side.sh export [N...]     (default: 14 15)
#
# The mirror counter (mirror.c, beside this script) is built here. Set TAKAHASHI to a built
# copy of Kenji Takahashi's counter to time it as well; it is run as `NQ_MIN=N NQ_MAX=N
# $TAKAHASHI -r`, so its main loop must read N from those two variables. Set KLUEV_SRC to a
# checkout of Evgeny Kluev's quadrant counter (EvgenyKluev/N-Queens-Count-Sol) to time it too:
# its board size is fixed when it is compiled, so it is built here for each N, with g++ and the
# settings its solcounter.h recommends for that size (sieve cuts, pattern minimum, BMI2 and
# prefetch, as `kluev_settings` below), for this CPU (-march=native). It takes its threads as
# its first argument: 1 on one core, 2 on both. NO_MIRROR=1 leaves out the slow mirror counter
# (minutes from N = 18); CORES=all times all cores only; ROUNDS sets the rounds (default 3).
#
# To measure an older CPU's path on this one: SIMD=avx2 (or portable) runs ours with
# NQUEENS_SIMD set to it, and MARCH=haswell (or x86-64) builds the C counters for that CPU
# instead of this one (-march=native): the AVX2 path against Kluev's built for Haswell, the
# portable one against Kluev's built for any x86-64.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
cargo build --release --quiet --bin nqueens --manifest-path "$here/../../Cargo.toml"
ours="$here/../../target/release/nqueens"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
march="${MARCH:-native}"
[[ -n "${SIMD:-}" ]] && export NQUEENS_SIMD="$SIMD"
gcc -O3 -march="$march" -o "$work/mirror" "$here/mirror.c"

seconds() { /usr/bin/time -f "%e" "$@" 2>&1 >/dev/null | tail -1; }
takahashi() { NQ_MIN="$1" NQ_MAX="$1" seconds "${@:2}" "$TAKAHASHI" -r; }
kluev() { seconds "${@:3}" "$work/kluev-$1/nqueens" "$2"; }

# Kluev's settings for a board of N, from the table in his solcounter.h (16 to 22; larger
# boards as 22): sieve cuts, the fewest patterns a matcher transposes, BMI2, prefetch.
kluev_settings() {
  local n=$1
  if (( n <= 19 )); then echo "0 40 $(( n == 19 )) 1"
  elif (( n <= 21 )); then echo "3 60 1 $(( n == 20 ))"
  else echo "6 80 1 1"; fi
}

kluev_build() {
  local n=$1 dir="$work/kluev-$1" cuts minimum bmi prefetch
  [[ -x "$dir/nqueens" ]] && return
  cp -r "$KLUEV_SRC" "$dir"
  read -r cuts minimum bmi prefetch <<<"$(kluev_settings "$n")"
  # Plain x86-64 has no BMI2.
  [[ "$march" == x86-64 ]] && bmi=0
  local yes=(false true)
  sed -i -e "s/^inline constexpr int size = [0-9]*;/inline constexpr int size = $n;/" \
    -e "s/\.sieveCuts = [0-9]*/.sieveCuts = $cuts/" \
    -e "s/\.matchMinSize = [0-9]*/.matchMinSize = $minimum/" \
    -e "s/\.bmiIntrin = [a-z]*/.bmiIntrin = ${yes[$bmi]}/" \
    -e "s/\.prefetch = [a-z]*/.prefetch = ${yes[$prefetch]}/" "$dir/solcounter.h"
  sed -i 's|^//#include "prefetchx86.h"|#include "prefetchx86.h"|' "$dir/prefetch.h"
  sed -i 's|^//#include "bmi2.h"|#include "bmi2.h"|' "$dir/bmintrin.h"
  grep -q "size = $n;" "$dir/solcounter.h" || { echo "kluev: could not set N = $n" >&2; exit 1; }
  g++ -std=c++20 -O3 -march="$march" -o "$dir/nqueens" "$dir/main.cpp"
}

if [[ "${1:-}" == export ]]; then
  shift
  gcc -O3 -march="$march" -o "$work/printer" "$here/printer.c"
  folder="${FOLDER:-${TMPDIR:-/tmp}}"
  (( $# > 0 )) || set -- 14 15
  for n in "$@"; do
    for round in 1 2 3; do
      line="n=$n round=$round /dev/null: ours $(seconds "$ours" export "$n")"
      line+=" printer $(seconds "$work/printer" "$n")"
      ours_file=$(/usr/bin/time -f %e "$ours" export "$n" -o "$folder/ours-$n.txt" 2>&1)
      printer_file=$(/usr/bin/time -f %e sh -c "'$work/printer' $n > '$folder/printer-$n.txt'" 2>&1)
      line+="  file: ours $ours_file printer $printer_file"
      cmp -s "$folder/ours-$n.txt" "$folder/printer-$n.txt" || line+=" (DIFFERENT BYTES)"
      rm -f "$folder/ours-$n.txt" "$folder/printer-$n.txt"
      echo "$line"
    done
  done
  exit
fi

(( $# > 0 )) || set -- 16 17
for n in "$@"; do
  [[ -n "${KLUEV_SRC:-}" ]] && kluev_build "$n"
  for round in $(seq "${ROUNDS:-3}"); do
    line="n=$n round=$round"
    if [[ "${CORES:-}" != all ]]; then
      line+=" one-core: ours $(seconds taskset -c 0 "$ours" count "$n" --threads 1)"
      [[ -n "${KLUEV_SRC:-}" ]] && line+=" kluev $(kluev "$n" 1 taskset -c 0)"
      [[ -n "${TAKAHASHI:-}" ]] && line+=" takahashi $(takahashi "$n" taskset -c 0)"
      [[ -z "${NO_MIRROR:-}" ]] && line+=" mirror $(seconds taskset -c 0 "$work/mirror" "$n")"
    fi
    line+="  all cores: ours $(seconds "$ours" count "$n")"
    [[ -n "${KLUEV_SRC:-}" ]] && line+=" kluev $(kluev "$n" "$(nproc)")"
    [[ -n "${TAKAHASHI:-}" ]] && line+=" takahashi $(takahashi "$n")"
    echo "$line"
  done
done
