#!/usr/bin/env bash
# Installs the Debian packages the build and the tests need, and any given as arguments, only
# those that are missing.
set -euo pipefail
# ninja-build: scripts/build.sh builds with Ninja (more of the cores busy than with make).
# librsvg2-bin and libpng-dev: the thermograph rendering test (rsvg-convert, PNG reading).
# The Python module and its tests: pybind11-dev and python3-dev build it for Debian's python3;
# pytest and Hypothesis test it; nbclient and ipykernel run the example notebook; python3-venv
# the test that pip-installs the package into a virtual environment. python3-sphinx and
# python3-myst-parser build the documentation (scripts/docs.sh, and a test).
# The web page: emscripten builds its engine, libjs-katex typesets its values, and its tests
# drive chromium through chromium-driver and python3-selenium.
packages=(g++ cmake make ninja-build libboost-dev libfmt-dev catch2 libreadline-dev librsvg2-bin libpng-dev
          pybind11-dev python3-dev python3-pytest python3-hypothesis python3-nbconvert
          python3-nbclient python3-ipykernel python3-venv libopenmpi-dev openmpi-bin
          python3-sphinx python3-myst-parser
          emscripten libjs-katex chromium chromium-driver python3-selenium "$@")
missing=()
for p in "${packages[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "installing: ${missing[*]}" >&2
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
