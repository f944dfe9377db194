#!/usr/bin/env bash
# Builds the web page (the engine in WebAssembly, and the page around it) and serves it at
# http://127.0.0.1:$CGT_WEB_PORT/ (8000 by default) until Ctrl-C. Arguments go to web/serve.py:
# --plain serves without the cross-origin isolation headers, as any static server would. The
# folder it serves, build/web/site, also works copied anywhere or opened as a file.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh cgt_web >&2
exec /usr/bin/python3 web/serve.py "${BUILD_DIR:-build}/web/site" --port "${CGT_WEB_PORT:-8000}" "$@"
