#!/usr/bin/env python3
"""Serves the assembled web page from a folder on localhost. By default it sends the two
headers that make the page cross-origin isolated (Cross-Origin-Opener-Policy: same-origin,
Cross-Origin-Embedder-Policy: require-corp): the page may then share memory with its engine,
and its Stop button keeps the session. --plain serves as any static server does, without them.

usage: serve.py FOLDER [--port N] [--plain]   (port 8000 by default; 0 picks a free one)
"""

import argparse
import functools
import http.server
import sys


class Handler(http.server.SimpleHTTPRequestHandler):
    isolated = True
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".wasm": "application/wasm", ".js": "text/javascript"}

    def end_headers(self):
        if self.isolated:
            self.send_header("Cross-Origin-Opener-Policy", "same-origin")
            self.send_header("Cross-Origin-Embedder-Policy", "require-corp")
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format, *args):
        pass  # quiet: the tests and scripts/web.sh print what matters


def make_server(folder, port=0, plain=False):
    """A server on 127.0.0.1 (port 0: a free one), not yet serving."""
    handler = type("PageHandler", (Handler,), {"isolated": not plain})
    return http.server.ThreadingHTTPServer(
        ("127.0.0.1", port), functools.partial(handler, directory=folder))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--plain", action="store_true")
    args = parser.parse_args()
    try:
        server = make_server(args.folder, args.port, args.plain)
    except OSError as error:
        sys.exit(f"serve.py: cannot listen on port {args.port}: {error}")
    print(f"serving {args.folder} at http://127.0.0.1:{server.server_address[1]}/ "
          f"({'plain' if args.plain else 'cross-origin isolated'}); Ctrl-C ends", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
