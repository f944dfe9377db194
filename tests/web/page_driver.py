"""Driving the web page as a person does: typing into the worksheet's cells and running them,
clicking the explorer's boards and options, reading what the page shows. Used by the tests
and by the page's benchmark (tools/bench/web_budgets.py)."""

import shutil
import tempfile

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.select import Select
from selenium.webdriver.support.ui import WebDriverWait

ENGINE_START_SECONDS = 60  # compiling the engine takes a second or two; a loaded machine more


def start_chromium():
    """A headless Chromium with a fresh profile; returns (driver, profile folder)."""
    profile = tempfile.mkdtemp(prefix="cgt-chromium-")
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for flag in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                 "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage",
                 f"--user-data-dir={profile}", "--window-size=1280,1000"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service(shutil.which("chromedriver")), options=options)
    driver.set_script_timeout(180)
    return driver, profile


def stop_chromium(driver, profile):
    driver.quit()
    shutil.rmtree(profile, ignore_errors=True)


def body_state(driver):
    return driver.find_element(By.TAG_NAME, "body").get_attribute("data-engine")


def open_page(driver, url):
    """Loads the page and waits until its engine is ready."""
    driver.get(url)
    WebDriverWait(driver, ENGINE_START_SECONDS).until(
        lambda d: body_state(d) in ("ready", "failed"))
    assert body_state(driver) == "ready", driver.find_element(By.ID, "engine-message").text


def last_cell(driver):
    return driver.find_elements(By.CSS_SELECTOR, "#cells .cell")[-1]


def start_cell(driver, text):
    """Types `text` into the last (empty) cell and runs it; returns the cell."""
    cell = last_cell(driver)
    box = cell.find_element(By.CSS_SELECTOR, ".input")
    box.send_keys(text)
    box.send_keys(Keys.SHIFT, Keys.ENTER)
    return cell


def wait_cell(driver, cell, seconds=60):
    WebDriverWait(driver, seconds).until(lambda d: cell.get_attribute("data-status"))
    return cell


def run_cell(driver, text, seconds=60):
    """Runs `text` in a new cell and waits for its output; returns the cell."""
    return wait_cell(driver, start_cell(driver, text), seconds)


def texts(cell, selector):
    """The text content of the cell's elements matching `selector` (shown or not)."""
    return [e.get_attribute("textContent") for e in cell.find_elements(By.CSS_SELECTOR, selector)]


def values(cell):
    """The REPL's text of each value the cell printed."""
    return texts(cell, ".output > .value > .value-text")


def streams(cell):
    """What the cell printed as the REPL's standard output and standard error would hold it."""
    out, err = "", ""
    for node in cell.find_elements(By.CSS_SELECTOR, ".output > *"):
        kind = node.get_attribute("class").split()
        if "value" in kind:
            out += node.find_element(By.CSS_SELECTOR, ":scope > .value-text").get_attribute(
                "textContent") + "\n"
        elif "out" in kind:
            out += node.get_attribute("textContent")
        elif "err" in kind:
            err += node.get_attribute("textContent")
    return out, err


def errors(cell):
    return "".join(texts(cell, ".output > pre.err"))


def fact(driver, name):
    return driver.find_element(By.ID, f"fact-{name}").find_element(
        By.CSS_SELECTOR, "td").get_attribute("textContent")


def explorer_request(driver):
    """The number of the explorer's last request (to wait for a newer one)."""
    return int(driver.find_element(By.ID, "explorer").get_attribute("data-request") or 0)


def wait_explored(driver, after=None, seconds=60):
    """Waits until the explorer shows the facts of its current position (of a request newer
    than `after`, when given)."""
    section = driver.find_element(By.ID, "explorer")
    WebDriverWait(driver, seconds).until(
        lambda d: (after is None or explorer_request(d) > after) and
        section.get_attribute("data-state") in ("ready", "error"))
    return section.get_attribute("data-state")


def explorer_value(driver):
    assert wait_explored(driver) == "ready", \
        driver.find_element(By.ID, "explorer-error").get_attribute("textContent")
    return driver.find_element(By.CSS_SELECTOR, "#fact-value .value-text").get_attribute(
        "textContent")


def explorer_page(driver, url):
    """Loads the page and opens its explorer, once it shows its first position."""
    open_page(driver, url)
    driver.find_element(By.CSS_SELECTOR, '.tab[data-view="explorer"]').click()
    wait_explored(driver)
    return driver


def choose(driver, ruleset):
    select = Select(driver.find_element(By.ID, "ruleset"))
    if select.first_selected_option.get_attribute("value") == ruleset:
        return
    before = explorer_request(driver)
    select.select_by_value(ruleset)
    wait_explored(driver, before)


def set_size(driver, label, n):
    """Types n into the size box named `label`, as a person does."""
    box = driver.find_element(By.XPATH, f'//span[@id="size-controls"]/label[starts-with('
                                        f'normalize-space(.), "{label}")]/input')
    if box.get_attribute("value") == str(n):
        return
    before = explorer_request(driver)
    box.send_keys(Keys.CONTROL, "a")
    box.send_keys(str(n))
    wait_explored(driver, before)


def click(driver, element):
    before = explorer_request(driver)
    element.click()
    wait_explored(driver, before)
