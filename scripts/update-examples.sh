#!/usr/bin/env bash
# Builds cgt and writes examples/NAME.expected from each examples/NAME.cgt, for review: check
# the new output against its sources (git diff examples/) before committing it.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh >&2
tool="$(pwd)/${BUILD_DIR:-build}/tools/cgt/cgt"
cd examples
for script in *.cgt; do
  # As examples/run_example.cmake does: the time a verification took is masked.
  "$tool" "$script" | sed -E 's/ in [0-9]+\.[0-9]+ s$/ in (time) s/' > "${script%.cgt}.expected"
done
git status --short -- . || true
