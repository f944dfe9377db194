#!/usr/bin/env bash
# Builds the libFuzzer harnesses (clang, with AddressSanitizer and UBSan) into $BUILD_DIR
# (default build-fuzz/) and runs each for $FUZZ_SECONDS (default 30) from its seed corpus: the
# language's (cgt_language_fuzzer) from tests/fuzz/seeds and the example scripts, the Python
# module's entry points (cgt_python_fuzzer) from tests/fuzz/python_seeds, the Domineering
# table files' parser (cgt_domineering_table_fuzzer) from tests/fuzz/table_seeds. Each runs in a
# temporary folder, so that the files fuzzed statements write and the inputs it finds stay out
# of the sources. A crash, a sanitizer report or a timeout fails the script and leaves the
# input in that folder. CI's time is split among them: CI is near its 60 minutes, and
# the Python harness found its first bug within a minute; run longer by hand (FUZZ_SECONDS=600).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh clang libclang-rt-dev
build_dir=${BUILD_DIR:-build-fuzz}
# -O0 and a unity build: CI builds the fuzzers on every run, and compiling matters more than
# running fast for a minute. All harnesses in one folder: the libraries compile once.
CXX=clang++ CXXFLAGS="-O0 -g0" BUILD_DIR="$build_dir" BUILD_TYPE=None \
  CGT_CMAKE_OPTIONS="-DCGT_FUZZ=ON -DCGT_SANITIZE=ON -DCGT_WERROR=ON -DCGT_PYTHON=ON \
  -DBUILD_TESTING=OFF -DCMAKE_UNITY_BUILD=ON" bash scripts/build.sh cgt_language_fuzzer cgt_python_fuzzer \
  cgt_domineering_table_fuzzer

# fuzz NAME SEED...: runs the harness NAME from a corpus of the seed files.
fuzz() {
  local fuzzer work
  fuzzer=$(realpath "$build_dir/tests/fuzz/$1")
  shift
  work=$(mktemp -d "${TMPDIR:-/tmp}/cgt-fuzz.XXXXXX")
  mkdir "$work/corpus"
  cp "$@" "$work/corpus/"
  (cd "$work" && "$fuzzer" -max_total_time="${FUZZ_SECONDS:-30}" -timeout=120 \
     -rss_limit_mb=4096 -max_len=512 -print_final_stats=1 corpus)
  rm -rf "$work"
}
fuzz cgt_language_fuzzer tests/fuzz/seeds/* examples/*.cgt
fuzz cgt_domineering_table_fuzzer tests/fuzz/table_seeds/*
# Without leak checks: the embedded interpreter is never finalized (python_fuzzer.cpp says why),
# so LeakSanitizer would report at exit what Python and the module's bindings keep.
ASAN_OPTIONS=detect_leaks=0 fuzz cgt_python_fuzzer tests/fuzz/python_seeds/*
