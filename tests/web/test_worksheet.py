"""The worksheet in a real browser: cells give the REPL's values, tables, thermographs and
errors with their caret; variables live from cell to cell; Stop ends a computation within a
second, on a cross-origin isolated server (a shared stop flag) and on a plain one (a new
engine, the definitions run again); the progress bar and the memory budget show.

Expected values come from the definitions, not from cgt: {1||1|0} - 1 = {0||0|-1} by
translation by an integer, and that is tiny-one, Tiny(1), by definition; the outcomes of 1,
-1, * and 0 are L, R, N and P by the definition of the outcome classes. What the page prints
must also be what the tool prints for the same text (CGT_TOOL, the native build)."""

import os
import re
import subprocess
import time

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from page_driver import (errors, last_cell, open_page, run_cell, start_cell, streams, texts,
                         values)

# An empty 8x8 Domineering board: minutes of work for the engine, polling as it goes.
LONG = 'value(domineering("........|........|........|........|........|........|........|' \
       '........"))'


@pytest.fixture(scope="module")
def page(browser, isolated_url):
    open_page(browser, isolated_url)
    return browser


def test_a_game_value_in_the_repl_notation(page):
    assert values(run_cell(page, "{1||1|0} - 1")) == ["Tiny(1)"]


def test_variables_live_from_cell_to_cell(page):
    run_cell(page, "g = {1||1|0}")
    assert values(run_cell(page, "g - 1")) == ["Tiny(1)"]


def test_a_bad_expression_shows_the_message_and_a_caret(page):
    cell = run_cell(page, "1 + (2 *")
    assert cell.get_attribute("data-status") == "errors"
    message = errors(cell)
    assert message.startswith("error: "), message
    lines = message.splitlines()
    # The caret stands under the end of the text, column 9, where the expression is cut off.
    assert lines[1] == "  1 + (2 *"
    assert lines[2] == "  " + " " * 8 + "^"


def test_a_table_is_a_table(page):
    cell = run_cell(page, "table outcome(x) for x in [1, -1, *, 0]")
    rows = cell.find_elements(By.CSS_SELECTOR, ".result-table tr")
    cells = [[c.get_attribute("textContent") for c in r.find_elements(By.TAG_NAME, "td")]
             for r in rows[1:]]
    assert [row[-1] for row in cells] == ["L", "R", "N", "P"]


def test_values_are_typeset_and_thermographs_drawn(page):
    cell = run_cell(page, "^* + 1/2")
    assert cell.find_elements(By.CSS_SELECTOR, ".value-tex .katex")
    cell = run_cell(page, "thermograph({4|2||-1})")
    image = cell.find_element(By.CSS_SELECTOR, "img.thermograph")
    assert image.get_attribute("src").startswith("data:image/svg+xml")
    assert page.execute_script("return arguments[0].naturalWidth", image) > 0


def printed_by_page_and_tool(browser, url, script):
    """What a new page session and the tool (reading `script` on its standard input) print:
    (page's output, page's errors, tool's output, tool's errors with "error: " for the tool's
    "<stdin>:line:column: ", as the REPL and the page write it)."""
    open_page(browser, url)  # a new session, with no variables yet, as the tool's
    tool = subprocess.run([os.environ["CGT_TOOL"]], input=script, capture_output=True, text=True,
                          timeout=60)
    out, err = streams(run_cell(browser, script))
    return out, err, tool.stdout, re.sub(r"^<stdin>:\d+:\d+: ", "error: ", tool.stderr, flags=re.M)


def test_the_page_prints_what_the_tool_prints(browser, isolated_url):
    script = "b = 3/4\nb + ^\n{2|1} + *\n:vars\nfoo(1)\nleftstop({3|-1})\n:format latex\n" \
             "table [x, -x] for x in [^, 1/2]\n:format pretty\nhelp nim"
    out, err, tool_out, tool_err = printed_by_page_and_tool(browser, isolated_url, script)
    assert out == tool_out
    assert err == tool_err
    assert "unknown function 'foo'" in err


def test_the_readmes_first_session_in_the_page(browser, isolated_url):
    """The README's first session, typed into one cell, prints in the page what it prints in
    the tool, and the values the README shows (each follows from the definitions: {0|1} = 1/2,
    ^ + ^ + * = ^^*, {1||1|0} - 1 is tiny-one, the temperature of {4|2||-1} is 2, ...)."""
    script = "\n".join([
        "{0|1}", "^ + ^ + *", "g = {1||1|0} - 1", "g; g > 0; g < ^; outcome(g)",
        "temperature({4|2||-1}); cool({3|-1}, 1)", "rcf({3||2*|1*})",
        'value(domineering("...|..."))', 'solve(domineering(".....|.....|.....|....."))',
        "table n * ^, birthday(n * ^) for n in 1..3", "outcom(^)"])
    out, err, tool_out, tool_err = printed_by_page_and_tool(browser, isolated_url, script)
    assert out == tool_out
    assert out.splitlines() == [
        "1/2", "^^*", "Tiny(1)", "true", "true", "L", "2", "{2|0}", "{3||2|1}", "{2|-1/2}", "L",
        "n  n * ^  birthday(n * ^)", "1  ^      2", "2  ^^     3", "3  ^3     4"]
    assert err == tool_err
    assert err.splitlines() == [
        "error: unknown function 'outcom'; did you mean outcome?", "  outcom(^)", "  ^"]


def test_the_time_limit_stops_a_statement(page):
    run_cell(page, ":limit time 0.5")
    cell = run_cell(page, LONG)
    run_cell(page, ":limit time none")
    assert errors(cell) == "error: stopped: the time limit of 0.5 s was reached (':limit time' " \
                           "changes it)\n"


def test_files_a_cell_writes_can_be_saved(page):
    cell = run_cell(page, 'plot(thermograph({4|2||-1}), "switch.svg")')
    assert values(cell) == ["wrote switch.svg"]
    link = cell.find_element(By.CSS_SELECTOR, ".files a")
    assert link.text == "switch.svg" and link.get_attribute("download") == "switch.svg"
    svg = page.execute_async_script(
        "fetch(arguments[0]).then((r) => r.text()).then(arguments[1])", link.get_attribute("href"))
    assert svg.startswith("<svg") and "thermograph of {4|2||-1}" in svg


def test_history_comes_back_with_the_up_key(page):
    run_cell(page, "1 + 1")
    box = last_cell(page).find_element(By.CSS_SELECTOR, ".input")
    box.send_keys(Keys.ARROW_UP)
    assert box.get_attribute("value") == "1 + 1"


def test_the_memory_budget_is_shown(page):
    memory = page.find_element(By.ID, "memory").text
    assert " MiB of " in memory and " games" in memory and "tables " in memory


def stop_and_time(driver, cell):
    """Presses Stop and returns the milliseconds until the cell shows its result."""
    return driver.execute_async_script("""
        const [cell, done] = arguments;
        const start = performance.now();
        new MutationObserver((changes, observer) => {
          if (cell.dataset.status) { observer.disconnect(); done(performance.now() - start); }
        }).observe(cell, {attributes: true});
        document.getElementById("stop").click();""", cell)


@pytest.mark.parametrize("server", ["isolated", "plain"])
def test_stop_ends_a_long_computation_within_a_second(browser, request, server, screenshot):
    url = request.getfixturevalue(f"{server}_url")
    open_page(browser, url)
    assert browser.execute_script("return crossOriginIsolated") == (server == "isolated")
    run_cell(browser, "a = 5")
    cell = start_cell(browser, LONG)
    # The progress bar shows after a moment, with what the engine reports.
    WebDriverWait(browser, 10).until(
        lambda d: d.find_element(By.ID, "progress").is_displayed())
    time.sleep(1.5)
    assert "evaluating" in browser.find_element(By.ID, "progress-text").text
    if server == "isolated":
        screenshot("worksheet-progress")
    elapsed = stop_and_time(browser, cell)
    assert elapsed < 1000, f"stopped after {elapsed:.0f} ms"
    assert cell.get_attribute("data-status") == "interrupted"
    assert "stopped" in errors(cell) or "interrupted" in errors(cell)
    # The session goes on: a new computation, and the variable defined before.
    assert values(run_cell(browser, "a + 1")) == ["6"]
    assert browser.find_element(By.ID, "progress").is_displayed() is False


def test_screenshot_of_a_worksheet(browser, isolated_url, screenshot):
    open_page(browser, isolated_url)
    run_cell(browser, "G = {1||1|0}")
    run_cell(browser, "G - 1\nleftstop(G); temperature(G)")
    run_cell(browser, "table [x, outcome(x)] for x in [^, *, ^*, {1|-1}]")
    run_cell(browser, "thermograph({4|2||-1})")
    bad = run_cell(browser, "3 + * +")
    assert errors(bad).splitlines()[2] == "  " + " " * 7 + "^"
    assert texts(last_cell(browser), ".input") == [""]
    browser.set_window_size(1280, 1500)  # every cell in the picture
    browser.execute_script("window.scrollTo(0, 0)")
    screenshot("worksheet")
    browser.set_window_size(1280, 1000)
