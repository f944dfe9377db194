#!/usr/bin/env bash
# Builds the libFuzzer harnesses (clang, with AddressSanitizer and UBSan) into $BUILD_DIR
# (default build-fuzz/): the language's, and the Python module's entry points in an embedded
# interpreter. Runs each for $FUZZ_SECONDS (default 60) from the seed corpus: tests/fuzz/seeds
# and the example scripts. They run in a temporary folder, so that the files fuzzed statements
# write and the inputs they find stay out of the sources. A crash, a sanitizer report or a
# timeout fails the script and leaves the input in that folder.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh clang libclang-rt-dev pybind11-dev python3-dev
build_dir=${BUILD_DIR:-build-fuzz}
# -O0 and a unity build: CI builds the fuzzer on every run, and compiling matters more than
# running fast for a minute.
cmake -S . -B "$build_dir" -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=Debug \
  -DCMAKE_CXX_FLAGS_DEBUG="-O0 -g0" -DCGT_FUZZ=ON -DCGT_SANITIZE=ON \
  -DCGT_WERROR=ON -DCGT_PYTHON=ON -DBUILD_TESTING=OFF -DCMAKE_UNITY_BUILD=ON >/dev/null
cmake --build "$build_dir" -j"$(nproc)" --target cgt_language_fuzzer cgt_python_fuzzer
for name in language python; do
  fuzzer=$(realpath "$build_dir/tests/fuzz/cgt_${name}_fuzzer")
  work=$(mktemp -d "${TMPDIR:-/tmp}/cgt-fuzz.XXXXXX")
  mkdir "$work/corpus"
  cp tests/fuzz/seeds/* examples/*.cgt "$work/corpus/"
  cd "$work"
  # The interpreter's own allocations, kept until exit, are no leaks of cgt's.
  leaks=$([ "$name" = python ] && echo 0 || echo 1)
  "$fuzzer" -max_total_time="${FUZZ_SECONDS:-60}" -timeout=120 -rss_limit_mb=4096 -max_len=512 \
    -detect_leaks="$leaks" -print_final_stats=1 corpus
  cd "$OLDPWD" && rm -rf "$work"
done
