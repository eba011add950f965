#!/usr/bin/env bash
# The Slurm array job of docs/cli.md, end to end, on a one-node cluster of this machine: installs
# Debian's slurm-wlm and munge if missing, starts munged, slurmctld and slurmd with a
# throw-away configuration, runs that job (taken from docs/cli.md, with N = 16 in 8
# shards and the node's CPUs) through sbatch, adds the shards up with `nqueens count --sum`
# and checks the OEIS totals, shows that a missing and a repeated shard are named, and stops
# the daemons. Needs root (apt-get, munged's key); cleans up after itself.
#
#   tests/e2e/slurm.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)

packages=(slurm-wlm munge)
# shellcheck source=tests/e2e/packages.sh
source tests/e2e/packages.sh
need_packages "${packages[@]}"
step() { printf '\n== %s\n' "$*"; }

cargo build --release --quiet --bin nqueens
work=$(mktemp -d /tmp/nqueens-slurm.XXXXXX)
chmod 755 "$work"
host=$(hostname -s)
cpus=$(nproc)
export SLURM_CONF="$work/slurm.conf"

stop() {
  scontrol shutdown >/dev/null 2>&1 || true
  sleep 1
  pkill -f "slurmd -f $SLURM_CONF" 2>/dev/null || true
  pkill -f "slurmctld -f $SLURM_CONF" 2>/dev/null || true
  [[ -f "$work/munged.pid" ]] && kill "$(cat "$work/munged.pid")" 2>/dev/null || true
  rm -rf "$work"
}
trap stop EXIT

step "one-node cluster: munged, slurmctld and slurmd on $host ($cpus CPUs)"
started=$(date +%s.%N)
mkdir -p "$work/munge" "$work/spool/ctld" "$work/spool/d" "$work/job"
chown munge:munge "$work/munge"
chmod 700 "$work/munge"
dd if=/dev/urandom of="$work/munge/munge.key" bs=1024 count=1 status=none
chown munge:munge "$work/munge/munge.key"
chmod 400 "$work/munge/munge.key"
mkdir -p /run/munge && chown munge:munge /run/munge
runuser -u munge -- /usr/sbin/munged --key-file="$work/munge/munge.key" \
  --pid-file="$work/munge/munged.pid" --socket=/run/munge/munge.socket.2 \
  --log-file="$work/munge/munged.log" --seed-file="$work/munge/munged.seed"
cp "$work/munge/munged.pid" "$work/munged.pid"

cat >"$SLURM_CONF" <<EOF
ClusterName=e2e
SlurmctldHost=$host
SlurmUser=root
AuthType=auth/munge
StateSaveLocation=$work/spool/ctld
SlurmdSpoolDir=$work/spool/d
SlurmctldPidFile=$work/slurmctld.pid
SlurmdPidFile=$work/slurmd.pid
SlurmctldLogFile=$work/slurmctld.log
SlurmdLogFile=$work/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
SchedulerType=sched/builtin
ReturnToService=2
MpiDefault=none
JobCompType=jobcomp/none
AccountingStorageType=accounting_storage/none
NodeName=$host CPUs=$cpus State=UNKNOWN
PartitionName=e2e Nodes=$host Default=YES MaxTime=INFINITE State=UP
EOF
slurmctld -f "$SLURM_CONF"
slurmd -f "$SLURM_CONF"
for _ in $(seq 120); do
  [[ "$(sinfo -h -o %T 2>/dev/null)" == idle ]] && break
  sleep 0.5
done
sinfo
state=$(sinfo -h -o %T)
[[ "$state" == idle ]] || { echo "the node is $state, not idle" >&2; tail "$work"/*.log >&2; exit 1; }
echo "idle after $(echo "$(date +%s.%N) - $started" | bc) s"

step "docs/cli.md's job, for N = 16 in 8 shards on $cpus CPUs each"
# The block under "as an array job:" in docs/cli.md, with the board, the shard count, the CPUs
# and the time limit changed to fit this machine; nothing else.
awk '/as an array job:/ { on = 1; next } on && /^    / { sub(/^    /, ""); print; next } on && NF { exit }' \
  docs/cli.md >"$work/job/docs-job.sh"
grep -q 'SLURM_CPUS_PER_TASK' "$work/job/docs-job.sh"
sed -e 's/--array=1-64/--array=1-8/' -e "s/--cpus-per-task=8/--cpus-per-task=$cpus/" \
  -e 's/--time=[^ ]*/--time=00:30:00/' -e 's/count 22/count 16/' -e 's|/64"|/8"|' \
  "$work/job/docs-job.sh" >"$work/job/job.sh"
cat "$work/job/job.sh"
started=$(date +%s.%N)
PATH="$root/target/release:$PATH" sbatch --wait --chdir="$work/job" \
  --output="$work/job/slurm-%A_%a.out" "$work/job/job.sh"
echo "8 shards in $(echo "$(date +%s.%N) - $started" | bc) s"
sacct_like=$(ls "$work/job"/shard-*.txt | wc -l)
[[ "$sacct_like" == 8 ]] || { echo "expected 8 shard files, found $sacct_like" >&2; exit 1; }
cat "$work/job"/shard-*.txt
[[ -z "$(cat "$work/job"/slurm-*.out)" ]] || { cat "$work/job"/slurm-*.out >&2; exit 1; }

step "summed: the OEIS totals for N = 16 (A000170 14,772,512; A002562 1,846,955)"
cd "$work/job"
total=$("$root/target/release/nqueens" count --sum shard-*.txt)
unique=$("$root/target/release/nqueens" count --sum shard-*.txt --unique)
echo "total $total, unique $unique"
[[ "$total" == 14772512 && "$unique" == 1846955 ]]

step "a set with shards missing and repeated is refused, and every one is named"
mkdir ../broken
cp shard-1.txt shard-2.txt shard-4.txt shard-6.txt shard-8.txt ../broken/
cp shard-2.txt ../broken/again-2.txt
cat shard-6.txt shard-6.txt >../broken/twice-6.txt
cd ../broken
status=0
message=$("$root/target/release/nqueens" count --sum ./*.txt 2>&1) || status=$?
echo "exit $status: $message"
[[ "$status" != 0 ]]
for named in "shard 3, 5, 7 missing" "shard 2 twice" "shard 6 3 times"; do
  grep -qF "$named" <<<"$message" || { echo "not named: $named" >&2; exit 1; }
done

step "daemons stopped"
