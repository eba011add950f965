#!/usr/bin/env bash
# Runs every fuzz target for SECONDS each, on stable Rust (`--sanitizer none`), from the seeds
# in fuzz/seeds/TARGET; what the fuzzer finds new goes to fuzz/corpus/TARGET (not committed),
# a crash to fuzz/artifacts/TARGET. Prints each target's executions per second and coverage.
#
#   fuzz/run.sh 30          (installs cargo-fuzz first if it is missing)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:?usage: fuzz/run.sh SECONDS}

if ! cargo fuzz --version >/dev/null 2>&1; then
  cargo install --locked cargo-fuzz
fi
targets=(judge_reader check columns_reader checker_reader leetcode_reader shard_lines paste
  program_output)
for target in "${targets[@]}"; do
  mkdir -p "fuzz/corpus/$target"
  log=$(mktemp)
  status=0
  # Judge lines are at most 32 characters; a few boards are what the targets need.
  cargo fuzz run --sanitizer none "$target" "fuzz/corpus/$target" "fuzz/seeds/$target" -- \
    -max_total_time="$seconds" -max_len=4096 -timeout=20 -print_final_stats=1 \
    >"$log" 2>&1 || status=$?
  runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo 0)
  rate=$(grep -o 'stat::average_exec_per_sec: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo 0)
  coverage=$(grep -o 'cov: [0-9]* ft: [0-9]*' "$log" | tail -1)
  echo "$target: $runs runs in ${seconds} s, $rate per second, $coverage"
  if [ "$status" -ne 0 ]; then
    tail -40 "$log"
    echo "$target: the fuzzer found a problem (status $status); see fuzz/artifacts/$target" >&2
    exit "$status"
  fi
  rm -f "$log"
done
