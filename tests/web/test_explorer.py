"""The board explorer in a real browser: boards drawn by clicking, their values and facts, the
options with their values and winning moves, going down and back, Hackenbush drawn by
dragging, the position copied as REPL text. The page also works opened from file://.

Expected values are worked out by hand from the rules:
  - 2x2 Domineering is +-1 (Winning Ways, ch. 2; Lessons in Play, 2.3): Left's vertical domino
    leaves a 2x1 column, where only Left can move once more (1); Right's leaves -1 likewise.
    Both players' options win for their mover: 1 >= 0 and -1 <= 0.
  - Blocking the top right cell leaves an L of three cells: Left's only move and Right's only
    move each leave one cell, 0, so the value is {0|0} = *.
  - Elephants "X..": the elephant steps right twice and Right has no move: {1|} = 2.
  - Hackenbush: a stalk blue then red is 1/2 and a green edge *, so the starting drawing is
    1/2* (Winning Ways, ch. 2 and 7); one more blue edge on the ground adds 1.
  - Temperature and stops of +-1: Left stop 1, Right stop -1, mean 0, temperature 1."""

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By

from page_driver import (choose, click, explorer_page, explorer_request, explorer_value, fact,
                         open_page, run_cell, set_size, values, wait_explored)



@pytest.fixture(scope="module")
def page(browser, isolated_url):
    return explorer_page(browser, isolated_url)


def option_values(driver, side):
    return [e.get_attribute("textContent") for e in driver.find_elements(
        By.CSS_SELECTOR, f"#{side}-options .option .value-text")]


def test_a_2x2_domineering_board_and_its_options(page, screenshot):
    choose(page, "domineering")
    set_size(page, "rows", 2)
    set_size(page, "columns", 2)
    assert page.find_element(By.ID, "expression").text == 'domineering("..|..")'
    assert explorer_value(page) == "+-1"
    assert (fact(page, "left-stop"), fact(page, "right-stop"), fact(page, "mean"),
            fact(page, "temperature")) == ("1", "-1", "0", "1")
    assert fact(page, "outcome").startswith("N")
    assert option_values(page, "left") == ["1", "1"]
    assert option_values(page, "right") == ["-1", "-1"]
    assert all("wins" in e.get_attribute("class")
               for e in page.find_elements(By.CSS_SELECTOR, ".option"))
    assert page.find_element(By.ID, "thermograph").get_attribute("src").startswith(
        "data:image/svg+xml")
    screenshot("explorer-domineering")
    # Down to Left's first option, and back by the breadcrumbs.
    click(page, page.find_element(By.CSS_SELECTOR, "#left-options .option"))
    assert explorer_value(page) == "1"
    crumbs = page.find_elements(By.CSS_SELECTOR, "#breadcrumbs .crumb")
    assert [c.text for c in crumbs] == ["start", "Left: 1"]
    assert option_values(page, "left") == ["0"] and option_values(page, "right") == []
    click(page, crumbs[0])
    assert explorer_value(page) == "+-1"


def test_clicking_a_cell_blocks_it(page):
    choose(page, "domineering")
    set_size(page, "rows", 2)
    set_size(page, "columns", 2)
    click(page, page.find_element(By.CSS_SELECTOR, '#board [data-row="0"][data-column="1"]'))
    assert page.find_element(By.ID, "expression").text == 'domineering(".#|..")'
    assert explorer_value(page) == "*"


def test_a_strip(page):
    choose(page, "elephants")
    set_size(page, "length", 3)
    assert page.find_element(By.ID, "expression").text == 'elephants("X..")'
    assert explorer_value(page) == "2"


def test_hackenbush_drawn_by_dragging(page, screenshot):
    choose(page, "hackenbush")
    assert explorer_value(page) == "1/2*"
    assert option_values(page, "left") == ["*", "1/2"]  # cut the blue edge, or the green one
    board = page.find_element(By.CSS_SELECTOR, "#board svg")
    # Drag from the ground up one grid step, right of the drawing, in blue.
    size = board.size
    scale = size["width"] / 330
    start = (int((300 - 165) * scale), int((210 - 120) * scale))
    before = explorer_request(page)
    ActionChains(page).move_to_element_with_offset(board, *start).click_and_hold() \
        .move_by_offset(0, int(-60 * scale)).release().perform()
    wait_explored(page, before)
    assert explorer_value(page) == "3/2*"
    screenshot("explorer-hackenbush")


def test_the_position_goes_to_the_worksheet_as_repl_text(page):
    choose(page, "domineering")
    expression = page.find_element(By.ID, "expression").text
    value = explorer_value(page)
    page.find_element(By.ID, "to-worksheet").click()
    box = page.find_elements(By.CSS_SELECTOR, "#cells .input")[-1]
    assert box.get_attribute("value") == expression
    box.clear()
    assert values(run_cell(page, f"value({expression})")) == [value]


def test_the_page_works_opened_from_a_file(browser):
    from conftest import SITE as site
    open_page(browser, (site / "index.html").as_uri())
    assert values(run_cell(browser, "{1||1|0} - 1")) == ["Tiny(1)"]
