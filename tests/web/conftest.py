"""Fixtures of the web page's tests: the assembled page (CGT_WEB_SITE), served from localhost
by web/serve.py (cross-origin isolated, or --plain as any static server), and a headless
Chromium with a fresh profile for every test module. Screenshots go to CGT_WEB_SCREENSHOTS."""

import os
import pathlib
import sys
import threading

import pytest

import page_driver

SITE = pathlib.Path(os.environ.get("CGT_WEB_SITE", "build/web/site")).resolve()
SCREENSHOTS = pathlib.Path(os.environ.get("CGT_WEB_SCREENSHOTS", "screenshots")).resolve()
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "web"))
import serve  # noqa: E402  (web/serve.py)


def served(plain):
    server = serve.make_server(str(SITE), 0, plain)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


@pytest.fixture(scope="module")
def isolated_url():
    server = served(plain=False)
    yield f"http://127.0.0.1:{server.server_address[1]}/index.html"
    server.shutdown()


@pytest.fixture(scope="module")
def plain_url():
    server = served(plain=True)
    yield f"http://127.0.0.1:{server.server_address[1]}/index.html"
    server.shutdown()


@pytest.fixture(scope="module")
def browser():
    driver, profile = page_driver.start_chromium()
    yield driver
    page_driver.stop_chromium(driver, profile)


@pytest.fixture
def screenshot(browser):
    def save(name):
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        browser.save_screenshot(str(SCREENSHOTS / f"{name}.png"))
    return save
