#!/usr/bin/env python3
"""The web page's budgets, measured by hand (never by CTest): the size of the WebAssembly, the
time until the page is ready when loaded from a local server, and the time of a 5x5 Domineering
value in the page against the native tool's, run in turn with it.

usage: web_budgets.py [BUILD_DIR] [--runs N]   (BUILD_DIR build by default, N 5)

Needs the page built (bash scripts/build.sh cgt_web cgt_tool), Chromium, chromium-driver and
python3-selenium. Both engines time the statement with :time on (the same clock, in the same
interpreter code), so the ratio compares the engines, not the ways in; the page's time from
the keypress to the value on screen is printed too."""

import argparse
import pathlib
import re
import statistics
import subprocess
import sys
import threading

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT / "web"), str(ROOT / "tests" / "web")]
import page_driver  # noqa: E402  (tests/web/page_driver.py)
import serve  # noqa: E402  (web/serve.py)

BOARD = 'domineering(".....|.....|.....|.....|.....")'
STATEMENT = f":time on\nvalue({BOARD})"
TIME = re.compile(r"time ([0-9.]+) s")


def seconds_of(report):
    match = TIME.search(report)
    if not match:
        raise RuntimeError(f"no time in {report!r}")
    return float(match.group(1))


def native_seconds(tool):
    run = subprocess.run([str(tool)], input=STATEMENT, capture_output=True, text=True,
                         timeout=600, check=True)
    return seconds_of(run.stderr)


# Records when the cell's Shift+Enter went down and when its result was shown, in the page's
# clock (a WebDriver poll would add up to its period to the second).
WATCH_CELL = """
const cell = arguments[0];
window.cgtTimes = {};
cell.querySelector(".input").addEventListener("keydown", (event) => {
  if (event.key === "Enter" && event.shiftKey) window.cgtTimes.keypress = performance.now();
}, {capture: true});
new MutationObserver((changes, observer) => {
  if (cell.dataset.status) { window.cgtTimes.shown = performance.now(); observer.disconnect(); }
}).observe(cell, {attributes: true});
"""


def page_seconds(driver, url):
    """(the statement's :time, keypress to value shown) in a freshly loaded page."""
    page_driver.open_page(driver, url)
    driver.execute_script(WATCH_CELL, page_driver.last_cell(driver))
    cell = page_driver.start_cell(driver, STATEMENT)
    page_driver.wait_cell(driver, cell, 600)
    times = driver.execute_script("return window.cgtTimes")
    return seconds_of(page_driver.streams(cell)[1]), (times["shown"] - times["keypress"]) / 1000


def ready_seconds(driver, url):
    """(navigation to engine ready, of which the page's own files: navigation to the end of
    its scripts, DOMContentLoaded)."""
    page_driver.open_page(driver, url)
    ready, scripts = driver.execute_script(
        "return [Number(document.body.dataset.readyMs), "
        "performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd]")
    return ready / 1000, scripts / 1000


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("build", nargs="?", default="build")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    build = pathlib.Path(args.build).resolve()
    site, tool = build / "web" / "site", build / "tools" / "cgt" / "cgt"
    for needed in (site / "cgt-engine.wasm", tool):
        if not needed.exists():
            sys.exit(f"web_budgets.py: {needed} is missing: bash scripts/build.sh cgt_web cgt_tool")

    for name in ("cgt-engine.wasm", "cgt-engine.js", "engine-inline.js"):
        size = (site / name).stat().st_size
        print(f"{name:18} {size:>11,} bytes ({size / 2**20:.2f} MiB)")

    server = serve.make_server(str(site))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/index.html"
    driver, profile = page_driver.start_chromium()
    try:
        first, first_scripts = ready_seconds(driver, url)  # a fresh profile: nothing cached
        again = [ready_seconds(driver, url)[0] for _ in range(args.runs)]
        print(f"page ready         first load {first:.2f} s (the page's files and scripts "
              f"{first_scripts:.2f} s of it); again: median {statistics.median(again):.2f} s "
              f"(of {args.runs}: {', '.join(f'{s:.2f}' for s in again)})")
        native, page, shown = [], [], []
        for _ in range(args.runs):  # in turn, so that both meet the same machine load
            native.append(native_seconds(tool))
            statement, screen = page_seconds(driver, url)
            page.append(statement)
            shown.append(screen)
        n, p = statistics.median(native), statistics.median(page)
        print(f"5x5 Domineering    native median {n:.3f} s; page median {p:.3f} s "
              f"(keypress to value shown {statistics.median(shown):.3f} s); page/native "
              f"{p / n:.2f}")
    finally:
        page_driver.stop_chromium(driver, profile)
        server.shutdown()


if __name__ == "__main__":
    try:
        main()
    except Exception as error:  # a benchmark reports what failed, like every program
        sys.exit(f"web_budgets.py: {error}")
