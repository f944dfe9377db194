#!/usr/bin/env bash
# A sequential sweep with checkpoints as users run it: `cgt verify gn-main-theorem --out DIR`
# killed (SIGKILL) or stopped by Ctrl-C, then started again on its folder, prints exactly the
# report of one uninterrupted run (the JSON report without its timing), continuing from the
# checkpoint rather than from heap 0; a finished folder prints its report; a checkpoint of a
# longer run is refused. The checkpoint's segments carry POSIX cksum's CRC, which `cksum` redoes.
# Usage: sweep_checkpoint_test.sh CGT
set -euo pipefail
cgt=$1
work=$(mktemp -d /tmp/cgt-sweep-XXXXXX)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAILED: $*" >&2; exit 1; }
# Reports without their timing and the digest that covers it.
timeless() { sed -E 's/"seconds": [0-9.]+//; s/, "digest": "[0-9a-f]+"//'; }
# The steps of a checkpoint: those of its last segment's first line.
steps() { grep -a '^{"steps": ' "$1" | tail -1 | sed -E 's/^\{"steps": ([0-9]+).*/\1/'; }
# The count of statement (i) in a report.
count_i() { grep -oE '"\(i\) h in B[^"]*": [0-9]+' "$1" | grep -oE '[0-9]+$'; }
# Raises statement (i)'s tally in the last segment of checkpoint $1 by 10^9, writing that
# segment's opening line {"segment": K, "bytes": B, "cksum": CRC} anew.
raise_tally_i() {
  local file=$1 found line opening bytes saved
  found=$(grep -an '^{"segment": ' "$file" | tail -1)
  line=${found%%:*}
  opening=${found#*:}
  bytes=$(sed -E 's/.*"bytes": ([0-9]+).*/\1/' <<< "$opening")
  tail -n +$((line + 1)) "$file" | head -c "$bytes" > "$work/body"
  [ "$(wc -c < "$work/body")" -eq "$bytes" ] || fail "the last segment of $file is torn"
  saved=$(head -1 "$work/body" | grep -oE '"cases": [0-9]+' | head -1 | grep -oE '[0-9]+$')
  sed -i -E "1s/\"cases\": $saved,/\"cases\": $((saved + 1000000000)),/" "$work/body"
  head -n $((line - 1)) "$file" > "$work/marked.checkpoint"
  printf '{"segment": %s, "bytes": %s, "cksum": %s}\n' \
    "$(sed -E 's/.*"segment": ([0-9]+).*/\1/' <<< "$opening")" "$(wc -c < "$work/body")" \
    "$(cksum < "$work/body" | cut -d' ' -f1)" >> "$work/marked.checkpoint"
  cat "$work/body" >> "$work/marked.checkpoint"
  mv "$work/marked.checkpoint" "$file"
}

n=400000
run=(verify gn-main-theorem --upto $n --json)
"$cgt" "${run[@]}" | timeless > "$work/single"
grep -q '"passed": true' "$work/single" || fail "the single run did not pass"

echo "a run to $n on the folder of a finished run to 100000, killed, then resumed"
"$cgt" verify gn-main-theorem --upto 100000 --out "$work/first" > /dev/null
[ "$(steps "$work/first/gn-main-theorem.checkpoint")" -eq 100001 ] || fail "no final checkpoint"
# Whether the run in $work/run was killed before its end: its report is still the first run's.
unfinished() { cmp -s "$work/first/gn-main-theorem.report.json" "$work/run/gn-main-theorem.report.json"; }
# Killed after 1 s; on a machine fast enough to finish by then, again sooner.
for wait_s in 1 0.5 0.25 0.12 0.06 0.03 0; do
  rm -rf "$work/run"
  cp -r "$work/first" "$work/run"
  "$cgt" "${run[@]}" --out "$work/run" > /dev/null 2>&1 &
  pid=$!
  sleep $wait_s
  kill -KILL "$pid" 2> /dev/null || true
  wait "$pid" 2> /dev/null || true
  unfinished && break
done
unfinished || fail "every run finished before its kill"
# A copy with statement (i)'s saved tally raised by 10^9: a resumed run that reads the
# checkpoint, and does not start again from heap 0, ends with its count raised by as much.
cp -r "$work/run" "$work/marked"
raise_tally_i "$work/marked/gn-main-theorem.checkpoint"
"$cgt" "${run[@]}" --out "$work/run" | timeless > "$work/resumed"
diff "$work/resumed" "$work/single" > /dev/null || fail "the resumed run differs from the single run"
"$cgt" "${run[@]}" --out "$work/marked" > "$work/marked.out" || true
[ "$(count_i "$work/marked.out")" -eq $(($(count_i "$work/single") + 1000000000)) ] ||
  fail "the resumed run did not continue from the checkpoint"

echo "a finished folder prints its report; a smaller --upto is refused"
diff <("$cgt" "${run[@]}" --out "$work/run") "$work/run/gn-main-theorem.report.json" > /dev/null ||
  fail "a finished folder did not print its report"
if "$cgt" verify gn-main-theorem --upto 1000 --out "$work/run" 2> "$work/err"; then
  fail "a checkpoint of a longer run was used"
fi
grep -q "beyond this run's --upto 1000" "$work/err" || fail "no message for a longer run's folder"

echo "Ctrl-C saves a checkpoint where the run stops; the next run continues from it"
# 1.5 s after the run made its folder; on a machine fast enough to finish by then, again sooner.
# The wait starts at the folder: on a loaded machine (the sanitizers, other jobs) a Ctrl-C before
# the run has begun would meet no handler yet and end it like a kill, with nothing to save.
for wait_s in 1.5 0.75 0.4 0.2 0.1 0.05; do
  rm -rf "$work/interrupted"
  setsid "$cgt" "${run[@]}" --out "$work/interrupted" > /dev/null 2>&1 &
  pid=$!
  for _ in $(seq 600); do
    [ -d "$work/interrupted" ] || ! kill -0 "$pid" 2> /dev/null && break
    sleep 0.1
  done
  sleep $wait_s
  kill -INT -- -"$pid" 2> /dev/null || true
  status=0
  wait "$pid" || status=$?
  [ "$status" -eq 0 ] || break
done
[ "$status" -eq 130 ] || fail "Ctrl-C: exit status $status"
[ -f "$work/interrupted/gn-main-theorem.checkpoint" ] || fail "Ctrl-C saved no checkpoint"
echo "  stopped after $(steps "$work/interrupted/gn-main-theorem.checkpoint") heaps"
"$cgt" "${run[@]}" --out "$work/interrupted" | timeless > "$work/after"
diff "$work/after" "$work/single" > /dev/null || fail "the run after Ctrl-C differs from the single run"
echo "every resumed run equals the single run"
