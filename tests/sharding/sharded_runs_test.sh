#!/usr/bin/env bash
# Sharded runs as users start them: `cgt ... --jobs N`, `--shard i/k` then `cgt merge`, a run
# killed and started again on its folder, and (when built) `mpirun -n 4 cgt-mpi`. Each must
# print exactly what the single-process run prints (the JSON report without its timing).
# Usage: sharded_runs_test.sh CGT [CGT_MPI]
set -euo pipefail
cgt=$1
cgt_mpi=${2:-}
work=$(mktemp -d /tmp/cgt-sharded-XXXXXX)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAILED: $*" >&2; exit 1; }
# A report written again is a new file (written to a temporary file renamed over the old one):
# its inode changes, so unchanged inodes show that a run kept the reports it found.
inodes() { for f in "$@"; do stat -c '%i %n' "$f"; done; }
timeless() { sed -E 's/"seconds": [0-9.]+//; s/, "digest": "[0-9a-f]+"//'; }

# The workloads of the issue: a Theorem 10 check, a 3-heap GoldenNugget outcome table and a
# table of positions (every 3x3 Domineering board: 2^9 of them).
verify=(verify gfib-theorem-10 --upto 400 --json)
table=(table gn-outcomes --from 1 --to 40 --json)
positions=(positions domineering --all 3x3 --json)
"$cgt" "${verify[@]}" | timeless > "$work/verify.single"
"$cgt" "${table[@]}" | timeless > "$work/table.single"
"$cgt" "${positions[@]}" | timeless > "$work/positions.single"
grep -q '"passed": true' "$work/verify.single" || fail "the single Theorem 10 run did not pass"
grep -q '"3 heaps: positions": 88560' "$work/table.single" || fail "the single table run"
grep -q '"checked": 512,' "$work/positions.single" || fail "the single positions run"

same() {  # same NAME FILE: FILE (a sharded run's output) equals the single run's
  diff <(timeless < "$2") "$work/$1.single" > /dev/null || fail "$2 differs from the single run"
}

echo "--jobs: worker processes"
for jobs in 1 2 3; do
  "$cgt" "${verify[@]}" --jobs $jobs --shards 7 > "$work/v.$jobs" && same verify "$work/v.$jobs"
  "$cgt" "${table[@]}" --jobs $jobs > "$work/t.$jobs" && same table "$work/t.$jobs"
done

echo "--shard i/k, then cgt merge"
for i in 0 1 2 3 4; do
  "$cgt" "${verify[@]}" --shard $i/5 --out "$work/shards" > /dev/null
done
"$cgt" merge --json "$work/shards" > "$work/merged" && same verify "$work/merged"
rm "$work/shards/gfib-theorem-10.shard-3-of-5.json"
if "$cgt" merge "$work/shards" 2> "$work/err"; then fail "a merge with a shard missing passed"; fi
grep -q "covered by no report" "$work/err" || fail "the missing shard is not named"
# Text output: the table as a single run prints it.
for i in 0 1; do "$cgt" table gn-outcomes --to 40 --shard $i/2 --out "$work/t"; done > /dev/null
diff <("$cgt" merge "$work/t") <("$cgt" table gn-outcomes --to 40) || fail "merged table text"
# gn-numbers is a verifier (a sweep, not split) and a table (split by heaps): each finds its own.
numbers=(table gn-numbers --to 300)
for i in 0 1 2; do "$cgt" "${numbers[@]}" --shard $i/3 --out "$work/n"; done > /dev/null
diff <("$cgt" merge "$work/n") <("$cgt" "${numbers[@]}") || fail "merged gn-numbers table text"
if "$cgt" verify gn-numbers --upto 50 --jobs 2 2> "$work/err"; then
  fail "the gn-numbers verifier split into shards"
fi
grep -q "does not split into shards" "$work/err" || fail "gn-numbers verifier: no usage error"

echo "cgt positions: --jobs, --shard then cgt merge, --from/--to, other files refused"
"$cgt" "${positions[@]}" --jobs 2 > "$work/p.2" && same positions "$work/p.2"
for i in 0 1 2; do "$cgt" "${positions[@]}" --shard $i/3 --out "$work/p" > /dev/null; done
"$cgt" merge --json "$work/p" > "$work/p.merged" && same positions "$work/p.merged"
diff <("$cgt" merge "$work/p") <("$cgt" positions domineering --all 3x3) ||
  fail "merged table of positions text"
"$cgt" "${positions[@]}" --to 99 --shard 0/1 > "$work/p.low"
"$cgt" "${positions[@]}" --from 100 --jobs 2 > "$work/p.high"
"$cgt" merge --json "$work/p.low" "$work/p.high" > "$work/p.halves" &&
  same positions "$work/p.halves"
printf 'a\t..|..\n\n...|...\n' > "$work/one.txt"
printf 'a\t..|..\n\n...|.#.\n' > "$work/other.txt"
"$cgt" positions domineering --file "$work/one.txt" --shard 0/2 > "$work/one.0"
"$cgt" positions domineering --file "$work/other.txt" --shard 1/2 > "$work/other.1"
if "$cgt" merge "$work/one.0" "$work/other.1" 2> "$work/err"; then
  fail "shards over different files merged"
fi
grep -q "are not shards of one run" "$work/err" || fail "no message for shards of other files"

echo "cgt outcome: one position's options as shards, resumed, refused for another position"
board='#...|....|....|...#'
outcome=(outcome domineering "$board" --all-options --json)
"$cgt" "${outcome[@]}" | timeless > "$work/outcome.single"
grep -q '"checked": 20,' "$work/outcome.single" || fail "the single outcome run"
# The positions searched depend on the table each process fills: compare the options' winners.
winners() { grep -o '"cells": \["[0-9]*", "[A-Za-z]*", "[^"]*", "[A-Za-z ]*"' "$1"; }
"$cgt" "${outcome[@]}" --jobs 2 > "$work/o.2"
diff <(winners "$work/o.2") <(winners "$work/outcome.single") > /dev/null || fail "outcome --jobs 2"
for i in 0 1 2; do "$cgt" "${outcome[@]}" --shard $i/3 --out "$work/outcome" > /dev/null; done
rm "$work/outcome/outcome.shard-1-of-3.json"
kept_files=("$work/outcome"/*.json)
inodes "${kept_files[@]}" > "$work/outcome.inodes"
"$cgt" "${outcome[@]}" --shards 3 --out "$work/outcome" > "$work/o.resumed"
diff <(winners "$work/o.resumed") <(winners "$work/outcome.single") > /dev/null ||
  fail "outcome resumed"
inodes "${kept_files[@]}" | diff - "$work/outcome.inodes" > /dev/null ||
  fail "the resumed outcome run recomputed a kept shard"
diff <("$cgt" merge "$work/outcome" | head -1) \
  <("$cgt" outcome domineering "$board" --all-options | head -1) > /dev/null ||
  fail "the merged outcome's title"
if "$cgt" outcome domineering '....|....' --shards 3 --out "$work/outcome" 2> "$work/err"; then
  fail "a folder of another position was used"
fi
grep -q "is a shard of another run" "$work/err" || fail "no message for another position"
for bad in "--shard 3/2" "--jobs 0" "--to 40"; do
  # shellcheck disable=SC2086
  if "$cgt" outcome domineering "$board" $bad 2> "$work/err"; then fail "outcome $bad passed"; fi
done
grep -q "run from 0 to 19" "$work/err" || fail "--to out of range: the range is not named"
if "$cgt" outcome domineering '..|.Z' 2> "$work/err"; then fail "a bad position passed"; fi
grep -q "domineering" "$work/err" || fail "a bad position: no message"

echo "the complementary values (a table of rows, a verifier with notes from its rows)"
complementary=(table gfib-complementary --from 2 --to 30)
"$cgt" "${complementary[@]}" > "$work/c.single"
"$cgt" "${complementary[@]}" --jobs 2 > "$work/c.jobs"
diff "$work/c.jobs" "$work/c.single" > /dev/null || fail "gfib-complementary with --jobs 2"
for i in 0 1 2; do "$cgt" "${complementary[@]}" --shard $i/3 --out "$work/c" > /dev/null; done
diff <("$cgt" merge "$work/c") "$work/c.single" > /dev/null || fail "gfib-complementary merged"
question=(verify gfib-question-21 --upto 30)
"$cgt" "${question[@]}" --json | timeless > "$work/q.single"
grep -q '"notes": \["b searched up to 400' "$work/q.single" || fail "question 21 has no notes"
"$cgt" "${question[@]}" --json --jobs 3 > "$work/q.jobs" && same q "$work/q.jobs"
"$cgt" "${question[@]}" --json --from 0 --to 9 --out "$work/q" > /dev/null
"$cgt" "${question[@]}" --json --from 10 --to 30 --out "$work/q" --shards 2 > /dev/null
"$cgt" merge --json "$work/q" > "$work/q.merged" && same q "$work/q.merged"

echo "octal-sweep: codes split over worker processes and shards, resumed from its folder"
# 1200 heaps: past the first sparse-space mask (1024 heaps). Each code's row (its checksum and
# period) and the sum of the checksums must be those of the single run.
octal=(verify octal-sweep --upto 1200 --from 1 --to 120 --json)
"$cgt" "${octal[@]}" | timeless > "$work/octal.single"
grep -q '"passed": true' "$work/octal.single" || fail "the single octal-sweep run did not pass"
grep -q '"cells": \["0.0007", "1200", ' "$work/octal.single" || fail "octal-sweep has no rows"
"$cgt" "${octal[@]}" --jobs 2 --shards 5 > "$work/o.jobs" && same octal "$work/o.jobs"
for i in 0 3; do "$cgt" "${octal[@]}" --shard $i/6 --out "$work/o" > /dev/null; done
kept_files=("$work/o"/*.json)
inodes "${kept_files[@]}" > "$work/o.inodes"
"$cgt" "${octal[@]}" --shards 6 --out "$work/o" > "$work/o.resumed" && same octal "$work/o.resumed"
inodes "${kept_files[@]}" | diff - "$work/o.inodes" > /dev/null ||
  fail "the resumed octal-sweep recomputed a kept shard"
"$cgt" merge --json "$work/o" > "$work/o.merged" && same octal "$work/o.merged"

echo "a run killed, then started again on its folder"
big=(verify gfib-theorem-10 --upto 1500 --json)
"$cgt" "${big[@]}" | timeless > "$work/big.single"
setsid "$cgt" "${big[@]}" --jobs 2 --shards 40 --out "$work/run" > /dev/null 2>&1 &
pid=$!
for _ in $(seq 600); do  # up to a minute for two shards to be written
  [ "$(ls "$work/run" 2> /dev/null | grep -c '\.json$')" -ge 2 ] && break
  sleep 0.1
done
kill -KILL -- -"$pid" 2> /dev/null || true
wait "$pid" 2> /dev/null || true
kept=$(ls "$work/run" | grep -c '\.json$')
[ "$kept" -ge 2 ] || fail "no shard was written before the kill"
echo "  $kept of 40 shards were done when it was killed"
# The kept reports must be used, not computed again (see inodes).
kept_files=("$work/run"/*.json)
inodes "${kept_files[@]}" > "$work/kept.inodes"
"$cgt" "${big[@]}" --jobs 2 --shards 40 --out "$work/run" > "$work/resumed"
same big "$work/resumed"
inodes "${kept_files[@]}" | diff - "$work/kept.inodes" > /dev/null ||
  fail "the resumed run recomputed a kept shard"
[ "$(ls "$work/run" | grep -c '\.json$')" -eq 40 ] || fail "the resumed run did not keep every shard"
if "$cgt" "${big[@]}" --upto 1400 --shards 40 --out "$work/run" 2> "$work/err"; then
  fail "a folder of another run was used"
fi
grep -q "is a shard of another run" "$work/err" || fail "no message for a folder of another run"

echo "Ctrl-C stops the workers and the run, keeping the finished shards"
setsid "$cgt" "${big[@]}" --jobs 2 --shards 40 --out "$work/interrupted" > /dev/null 2>&1 &
pid=$!
for _ in $(seq 600); do
  [ "$(ls "$work/interrupted" 2> /dev/null | grep -c '\.json$')" -ge 1 ] && break
  sleep 0.1
done
kill -INT -- -"$pid"
started=$(date +%s%N)
status=0
wait "$pid" || status=$?
elapsed_ms=$(( ($(date +%s%N) - started) / 1000000 ))
[ "$status" -eq 130 ] || fail "Ctrl-C: exit status $status, not 130"
[ "$elapsed_ms" -lt 5000 ] || fail "Ctrl-C took $elapsed_ms ms"
sleep 0.2
if pgrep -g "$pid" > /dev/null; then fail "workers outlived the interrupted run"; fi
"$cgt" "${big[@]}" --jobs 2 --shards 40 --out "$work/interrupted" > "$work/after"
same big "$work/after"

if [ -n "$cgt_mpi" ]; then
  echo "cgt-mpi under mpirun, 4 ranks"
  export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_rmaps_base_oversubscribe=1
  mpi=(mpirun --oversubscribe -n 4 "$cgt_mpi")
  "${mpi[@]}" "${verify[@]}" > "$work/mpi.v" && same verify "$work/mpi.v"
  "${mpi[@]}" "${table[@]}" --shards 11 > "$work/mpi.t" && same table "$work/mpi.t"
  "${mpi[@]}" "${positions[@]}" > "$work/mpi.p" && same positions "$work/mpi.p"
  "${mpi[@]}" "${outcome[@]}" > "$work/mpi.outcome"
  diff <(winners "$work/mpi.outcome") <(winners "$work/outcome.single") > /dev/null ||
    fail "outcome by MPI"
  "${mpi[@]}" "${octal[@]}" --shards 9 > "$work/mpi.o" && same octal "$work/mpi.o"
  # An octal sweep resumed by the ranks: two shards done by cgt beforehand.
  for i in 1 7; do "$cgt" "${octal[@]}" --shard $i/9 --out "$work/mpi-octal" > /dev/null; done
  "${mpi[@]}" "${octal[@]}" --shards 9 --out "$work/mpi-octal" > "$work/mpi.or" &&
    same octal "$work/mpi.or"
  [ "$(ls "$work/mpi-octal" | grep -c '\.json$')" -eq 9 ] || fail "the MPI octal sweep's shards"
  diff <("${mpi[@]}" "${numbers[@]}") <("$cgt" "${numbers[@]}") || fail "gn-numbers table by MPI"
  # Of a file: every rank reads it.
  file=(positions domineering --file "$work/one.txt" --outcomes --json)
  "$cgt" "${file[@]}" | timeless > "$work/file.single"
  "${mpi[@]}" "${file[@]}" > "$work/mpi.f" && same file "$work/mpi.f"
  # Resume: three shards done by cgt beforehand, the rest by the ranks.
  for i in 0 4 9; do "$cgt" "${table[@]}" --shard $i/12 --out "$work/mpirun" > /dev/null; done
  kept_files=("$work/mpirun"/*.json)
  inodes "${kept_files[@]}" > "$work/mpi.inodes"
  "${mpi[@]}" "${table[@]}" --shards 12 --out "$work/mpirun" > "$work/mpi.r" && same table "$work/mpi.r"
  inodes "${kept_files[@]}" | diff - "$work/mpi.inodes" > /dev/null ||
    fail "the MPI run recomputed a kept shard"
  [ "$(ls "$work/mpirun" | grep -c '\.json$')" -eq 12 ] || fail "the MPI run did not write every shard"
fi
echo "all sharded runs equal the single run"
