#!/usr/bin/env bash
# Times each expression of a list with the cgt tool, as a user runs it: the CPU time (user +
# system) of the whole process, median of $RUNS runs (default 3), and its peak memory. The list
# has one expression a line, optionally followed by a tab and a note; '#' starts a comment.
# Prints a Markdown table. A run that fails stops the script with its message.
#   bash tools/bench/time_expressions.sh tools/bench/expressions/rulesets.txt [CGT]
set -euo pipefail
list=${1:?usage: time_expressions.sh LIST [CGT]}
tool=${2:-build/tools/cgt/cgt}
runs=${RUNS:-3}
[ -x "$tool" ] || { echo "time_expressions.sh: no cgt tool at $tool (build it first)" >&2; exit 2; }
echo "| expression | value | CPU s (median of $runs) | peak MiB |"
echo "| --- | --- | ---: | ---: |"
while IFS=$'\t' read -r expression note || [ -n "$expression" ]; do
  [[ -z "$expression" || "$expression" == \#* ]] && continue
  times=()
  peak=0
  for _ in $(seq "$runs"); do
    measure=$(mktemp)
    if ! result=$(/usr/bin/time -o "$measure" -f '%U %S %M' "$tool" -e "$expression" 2>&1); then
      echo "time_expressions.sh: '$expression' failed: $result" >&2
      rm -f "$measure"
      exit 1
    fi
    read -r user system kib < "$measure"
    rm -f "$measure"
    times+=("$(awk -v u="$user" -v s="$system" 'BEGIN { printf "%.2f", u + s }')")
    (( kib > peak )) && peak=$kib
  done
  median=$(printf '%s\n' "${times[@]}" | sort -g | sed -n "$(( (runs + 1) / 2 ))p")
  shown=${note:-$result}
  (( ${#shown} > 40 )) && shown="${shown:0:37}..."
  printf '| `%s` | %s | %s | %.1f |\n' "${expression//|/\\|}" "${shown//|/\\|}" "$median" "$(awk -v k="$peak" 'BEGIN { print k / 1024 }')"
done < "$list"
