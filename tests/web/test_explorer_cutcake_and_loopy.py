"""The explorer's Cutcake (a cake drawn by its size, options as pieces) and its loopy rulesets,
Fox and Geese and Backsliding Toads and Frogs (values that are stoppers or sides, outcomes
with draws, no temperature or thermograph), in a real browser.

Every value the page shows is checked against the native tool (CGT_TOOL) on the position's REPL
text: an independent path through the same engine, compiled for this machine rather than
WebAssembly, and through the REPL's printer rather than the page's. Besides:
  - Cutcake by hand from the rules (Winning Ways, ch. 2): a 1x4 strip gives Left 3 cuts and
    Right none, so it is 3; in 2x2, Left's cut leaves two 2x1 pieces (-2: Right's two cuts),
    Right's two 1x2 pieces (2), so it is {-2|2} = 0.
  - Fox and Geese from CGSuite's test suite (GameGridTest.scala, the open board; also in
    tests/data/fox_and_geese_values.txt): geese on the top row's dark squares of a board 8
    wide and 3 high, the fox on the second row's second square, is 2over; on its fourth, 2.
  - Backsliding Toads and Frogs: against the native tool only (the value on of "XX..O" is also
    the one docs/loopy.md shows, from the same engine); no table of the literature we have
    covers these strips."""

import os
import subprocess

import pytest
from selenium.webdriver.common.by import By

from page_driver import choose, click, explorer_page, explorer_value, fact, set_size


@pytest.fixture(scope="module")
def page(browser, isolated_url):
    return explorer_page(browser, isolated_url)


def native(expression):
    """What the native tool prints for `expression`."""
    tool = subprocess.run([os.environ["CGT_TOOL"], "-e", expression], capture_output=True,
                          text=True, timeout=120)
    assert tool.returncode == 0, tool.stderr
    return tool.stdout.strip()


def native_value(text):
    """The value the native tool gives a position: the loopy rulesets' functions give values,
    Cutcake's gives a position, whose value is value(...)."""
    return native(text if text.startswith(("foxandgeese", "backslide")) else f"value({text})")


def expression(driver):
    return driver.find_element(By.ID, "expression").text


def options(driver, side):
    """[(REPL text, value shown, marked winning)] of one side's options."""
    out = []
    for item in driver.find_elements(By.CSS_SELECTOR, f"#{side}-options .option"):
        out.append((item.get_attribute("data-expression"),
                    item.find_element(By.CSS_SELECTOR, ".value-text").get_attribute("textContent"),
                    "wins" in item.get_attribute("class")))
    return out


def check_against_the_tool(driver):
    """The value, outcome and every option's value and winning mark, as the native tool has
    them."""
    shown = expression(driver)
    assert explorer_value(driver) == native_value(shown)
    assert fact(driver, "outcome").split()[0] == native(f"outcome({shown})")
    for side, mover, wins_if in (("left", "Left", ("L", "P", "PHat")),
                                 ("right", "Right", ("R", "P", "PCheck"))):
        for text, value, wins in options(driver, side):
            assert value == native_value(text), (mover, text)
            assert wins == (native(f"outcome({text})") in wins_if), (mover, text)


def drawn_pieces(driver, where):
    return [(int(svg.get_attribute("data-rows")), int(svg.get_attribute("data-columns")))
            for svg in driver.find_elements(By.CSS_SELECTOR, f"{where} svg.cake-piece")]


def test_cutcake(page, screenshot):
    choose(page, "cutcake")
    set_size(page, "rows", 1)
    set_size(page, "columns", 4)
    assert expression(page) == "cutcake(1, 4)"
    assert explorer_value(page) == "3"
    assert drawn_pieces(page, "#board") == [(1, 4)]
    set_size(page, "rows", 2)
    set_size(page, "columns", 2)
    assert explorer_value(page) == "0"
    set_size(page, "rows", 3)
    set_size(page, "columns", 5)
    assert drawn_pieces(page, "#board") == [(3, 5)]
    check_against_the_tool(page)
    # Each option is drawn as the pieces its text names; Left's cuts leave 3-row pieces.
    for item in page.find_elements(By.CSS_SELECTOR, "#left-options .option"):
        pieces = drawn_pieces(item, "")
        assert pieces and all(rows == 3 for rows, _ in pieces)
        assert sum(columns for _, columns in pieces) == 5
    screenshot("explorer-cutcake")
    # Down to a position of two pieces, a sum, and on down once more.
    click(page, page.find_element(By.CSS_SELECTOR, "#left-options .option"))
    assert len(drawn_pieces(page, "#board")) == 2
    check_against_the_tool(page)
    click(page, page.find_element(By.CSS_SELECTOR, "#right-options .option"))
    check_against_the_tool(page)
    assert len(page.find_elements(By.CSS_SELECTOR, "#breadcrumbs .crumb")) == 3


def test_fox_and_geese(page, screenshot):
    choose(page, "foxandgeese")
    assert expression(page) == 'foxandgeese("X.X.X.X.|.O......|........", 1)'
    assert explorer_value(page) == "2over"
    # A loopy value: no temperature, mean, stops or thermograph, and the page says why.
    assert "loopy" in fact(page, "loopy")
    assert not page.find_elements(By.ID, "fact-temperature")
    assert not page.find_element(By.ID, "thermograph").is_displayed()
    check_against_the_tool(page)
    screenshot("explorer-foxandgeese")
    # The fox moved two squares right: from CGSuite's table, 2.
    click(page, page.find_element(By.CSS_SELECTOR, '#board [data-row="1"][data-column="1"]'))
    for _ in range(2):
        click(page, page.find_element(By.CSS_SELECTOR, '#board [data-row="1"][data-column="3"]'))
    assert expression(page) == 'foxandgeese("X.X.X.X.|...O....|........", 1)'
    assert explorer_value(page) == "2"
    assert page.find_element(By.ID, "fact-temperature")  # a short value has them again
    check_against_the_tool(page)
    # Down to an option of the fox's, whose value the tool gives for its text.
    click(page, page.find_element(By.CSS_SELECTOR, "#right-options .option"))
    check_against_the_tool(page)


def test_backsliding_toads_and_frogs(page, screenshot):
    choose(page, "backslide")
    assert expression(page) == 'backslide("XX..O")'
    assert explorer_value(page) == "on"
    assert fact(page, "outcome").startswith("L")
    check_against_the_tool(page)
    set_size(page, "length", 4)
    check_against_the_tool(page)
    screenshot("explorer-backslide")
