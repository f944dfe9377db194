#!/usr/bin/env bash
# Configures and builds into $BUILD_DIR (default build/): everything, or only the targets given
# as arguments. Extra CMake options come from $CGT_CMAKE_OPTIONS, e.g.
# "-DCGT_WERROR=ON -DCGT_SANITIZE=ON".
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
build_dir=${BUILD_DIR:-build}
# A new folder is built with Ninja: it compiles a target's sources while the libraries the target
# links are still being built (make waits for them, leaving a core idle), so a build on few cores
# finishes sooner. A folder configured earlier keeps its generator.
generator=()
[ -f "$build_dir/CMakeCache.txt" ] || generator=(-G Ninja)
# shellcheck disable=SC2086
cmake -S . -B "$build_dir" "${generator[@]}" -DCMAKE_BUILD_TYPE=${BUILD_TYPE:-Release} \
  ${CGT_CMAKE_OPTIONS:-} >/dev/null
targets=()
for t in "$@"; do targets+=(--target "$t"); done
cmake --build "$build_dir" -j"$(nproc)" "${targets[@]}"
