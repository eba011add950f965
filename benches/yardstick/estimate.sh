#!/usr/bin/env bash
# Estimates how long `nqueens count N` takes on this machine, on all cores, from a sample of
# its shards, for a board too large to count whole in passing:
#
#   benches/yardstick/estimate.sh N K I...      (say: 22 2000 1 500 1000 1500)
#
# Shard I of K is timed for each I given, and so is the building of the tables alone (the last
# of all shards, one work unit). The work units are dealt to the shards round-robin, so each
# shard is a sample of the whole count; the estimate is the tables plus K times the shards'
# mean work (its time less the tables), printed with the shards' spread.
set -euo pipefail
(( $# >= 3 )) || { echo "usage: $0 N K I..." >&2; exit 2; }
here="$(cd "$(dirname "$0")" && pwd)"
cargo build --release --quiet --bin nqueens --manifest-path "$here/../../Cargo.toml"
ours="$here/../../target/release/nqueens"
n=$1 k=$2
shift 2
seconds() { /usr/bin/time -f "%e" "$@" 2>&1 >/dev/null | tail -1; }
# The count refuses more shards than units and says how many units there are.
units=$({ "$ours" count "$n" --shard 1000000000/1000000000 2>&1 || true; } |
  sed -n 's/.* into \([0-9]*\) work units.*/\1/p')
[[ -n "$units" ]] || { echo "could not learn how many work units N = $n has" >&2; exit 1; }
tables=$(seconds "$ours" count "$n" --shard "$units/$units")
echo "n=$n: $units work units; tables and one unit: $tables s"
times=()
for i in "$@"; do
  times+=("$(seconds "$ours" count "$n" --shard "$i/$k")")
  echo "shard $i/$k: ${times[-1]} s"
done
printf '%s\n' "${times[@]}" | awk -v k="$k" -v tables="$tables" -v cores="$(nproc)" '
  { work = $1 - tables; sum += work; sq += work * work
    if (NR == 1 || work < lo) lo = work; if (work > hi) hi = work }
  END {
    mean = sum / NR; sd = sqrt(sq / NR - mean * mean)
    printf "shard work: mean %.2f s, min %.2f, max %.2f, spread (sd/mean) %.1f%%\n", mean, lo, hi, 100 * sd / mean
    total = tables + k * mean
    printf "estimate: %.0f s = %.2f h on %d cores, %.2f core-hours\n", total, total / 3600, cores, cores * total / 3600
  }'
