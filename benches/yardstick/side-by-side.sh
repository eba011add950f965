#!/usr/bin/env bash
# Times `nqueens count` against C counters in one run, alternately, on one core and on all:
#
#   benches/yardstick/side-by-side.sh [N...]      (default: 16 17)
#
# The mirror counter (mirror.c, beside this script) is built here. Set TAKAHASHI to a built
# copy of Kenji Takahashi's counter to time it as well; it is run as `NQ_MIN=N NQ_MAX=N
# $TAKAHASHI -r`, so its main loop must read N from those two variables.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
cargo build --release --quiet --manifest-path "$here/../../Cargo.toml"
ours="$here/../../target/release/nqueens"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
gcc -O3 -march=native -o "$work/mirror" "$here/mirror.c"

seconds() { /usr/bin/time -f "%e" "$@" 2>&1 >/dev/null | tail -1; }
takahashi() { NQ_MIN="$1" NQ_MAX="$1" seconds "${@:2}" "$TAKAHASHI" -r; }

(( $# > 0 )) || set -- 16 17
for n in "$@"; do
  for round in 1 2 3; do
    line="n=$n round=$round one-core: ours $(seconds taskset -c 0 "$ours" count "$n" --threads 1)"
    [[ -n "${TAKAHASHI:-}" ]] && line+=" takahashi $(takahashi "$n" taskset -c 0)"
    line+=" mirror $(seconds taskset -c 0 "$work/mirror" "$n")"
    line+="  all cores: ours $(seconds "$ours" count "$n")"
    [[ -n "${TAKAHASHI:-}" ]] && line+=" takahashi $(takahashi "$n")"
    echo "$line"
  done
done
