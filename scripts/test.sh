#!/usr/bin/env bash
# Builds cgt and runs the whole test suite through CTest ($CGT_CTEST_OPTIONS adds options, e.g.
# "-LE packaging" to leave out the tests labelled packaging).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh
# shellcheck disable=SC2086
ctest --test-dir "${BUILD_DIR:-build}" --output-on-failure -j"$(nproc)" ${CGT_CTEST_OPTIONS:-}
