#!/usr/bin/env bash
# Builds the libFuzzer harness of the language (clang, with AddressSanitizer and UBSan) into
# $BUILD_DIR (default build-fuzz/) and runs it for $FUZZ_SECONDS (default 60) from the seed
# corpus: tests/fuzz/seeds and the example scripts. It runs in a temporary folder, so that the
# files fuzzed statements write and the inputs it finds stay out of the sources. A crash, a
# sanitizer report or a timeout fails the script and leaves the input in that folder.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh clang libclang-rt-dev
build_dir=${BUILD_DIR:-build-fuzz}
# -O0 and a unity build: CI builds the fuzzer on every run, and compiling matters more than
# running fast for a minute.
cmake -S . -B "$build_dir" -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=Debug \
  -DCMAKE_CXX_FLAGS_DEBUG="-O0 -g0" -DCGT_FUZZ=ON -DCGT_SANITIZE=ON \
  -DCGT_WERROR=ON -DCGT_PYTHON=OFF -DBUILD_TESTING=OFF -DCMAKE_UNITY_BUILD=ON >/dev/null
cmake --build "$build_dir" -j"$(nproc)" --target cgt_language_fuzzer
fuzzer=$(realpath "$build_dir/tests/fuzz/cgt_language_fuzzer")
work=$(mktemp -d "${TMPDIR:-/tmp}/cgt-fuzz.XXXXXX")
mkdir "$work/corpus"
cp tests/fuzz/seeds/* examples/*.cgt "$work/corpus/"
cd "$work"
"$fuzzer" -max_total_time="${FUZZ_SECONDS:-60}" -timeout=120 -rss_limit_mb=4096 -max_len=512 \
  -print_final_stats=1 corpus
cd / && rm -rf "$work"
