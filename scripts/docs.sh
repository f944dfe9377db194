#!/usr/bin/env bash
# Builds the documentation site from docs/ into $BUILD_DIR/docs/html (default build/docs/html)
# with warnings as errors. It needs the tool and the Python module (the function reference is
# generated from `cgt --help-json`, the Python API from the module's docstrings), so it builds
# them first.
set -euo pipefail
cd "$(dirname "$0")/.."
build_dir=${BUILD_DIR:-build}
bash scripts/build.sh cgt_tool _cgt >&2
CGT_TOOL="$(pwd)/$build_dir/tools/cgt/cgt" CGT_PYTHONPATH="$(pwd)/$build_dir/python" \
  /usr/bin/python3 -m sphinx -W --keep-going -q -b html -d "$build_dir/docs/doctrees" docs \
  "$build_dir/docs/html"
echo "wrote $build_dir/docs/html/index.html"
