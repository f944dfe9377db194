#!/usr/bin/env bash
# A benchmark program stopped as a user stops it: Ctrl-C (SIGINT) ends it with its message
# "PROGRAM: interrupted (Ctrl-C)" and status 130, SIGTERM with "PROGRAM: stopped by SIGTERM"
# and status 143, each within seconds, in the middle of a computation that takes minutes (the
# value of the empty 8x8 Domineering board). A program that catches neither signal fails the
# test, and so does one that dies of the signal (no message).
# Usage: interrupt_test.sh CGT_BENCH_DOMINEERING
set -euo pipefail
bench=$1
work=$(mktemp -d /tmp/cgt-bench-interrupt-XXXXXX)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAILED: $*" >&2; exit 1; }
row=........
printf 'empty_8x8\t%s\n' "$row|$row|$row|$row|$row|$row|$row|$row" > "$work/boards.txt"
# Job control: the program runs in a process group of its own, with SIGINT not ignored (as a
# background job of a script otherwise has it), as in a terminal.
set -m

# stop SIGNAL STATUS MESSAGE: runs the benchmark, sends SIGNAL once its handler is installed
# (/proc/PID/status lists the signals it catches), and checks the status and the message.
stop() {
  local signal=$1 expected=$2 message=$3 pid caught status
  "$bench" "$work/boards.txt" value --runs 1 > "$work/out" 2> "$work/err" &
  pid=$!
  caught=0
  for _ in $(seq 300); do
    kill -0 "$pid" 2> /dev/null || fail "the benchmark ended before it caught SIGINT and SIGTERM"
    caught=$(awk '/^SigCgt:/ { print $2 }' "/proc/$pid/status" 2> /dev/null || echo 0)
    (( (0x${caught:-0} & 0x4002) == 0x4002 )) && break  # bits 1, 14: SIGINT (2), SIGTERM (15)
    sleep 0.1
  done
  (( (0x${caught:-0} & 0x4002) == 0x4002 )) ||
    { kill -KILL "$pid"; fail "after 30 s the benchmark still catches neither SIGINT nor SIGTERM"; }
  sleep 0.5
  kill -"$signal" "$pid" 2> /dev/null || fail "$signal: the benchmark had already ended"
  # Within 20 s (a poll comes every few milliseconds; 20 s leaves room for a loaded machine).
  for _ in $(seq 200); do
    kill -0 "$pid" 2> /dev/null || break
    sleep 0.1
  done
  kill -0 "$pid" 2> /dev/null && { kill -KILL "$pid"; fail "$signal: still running after 20 s"; }
  status=0
  wait "$pid" || status=$?
  [ "$status" -eq "$expected" ] || fail "$signal: exit status $status, not $expected"
  grep -qxF "cgt_bench_domineering: $message" "$work/err" ||
    fail "$signal: no message '$message' on standard error: $(cat "$work/err")"
  [ ! -s "$work/out" ] || fail "$signal: a result was printed: $(cat "$work/out")"
  echo "$signal: status $status, '$message'"
}

stop INT 130 "interrupted (Ctrl-C)"
stop TERM 143 "stopped by SIGTERM"
