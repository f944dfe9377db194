#!/usr/bin/env bash
# Builds cgt as needed and starts it; arguments are passed to cgt.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh cgt_tool >&2
exec "${BUILD_DIR:-build}/tools/cgt/cgt" "$@"
