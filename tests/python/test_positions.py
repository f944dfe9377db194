"""Positions of the library's rulesets from Python: values from the books' tables, and outcomes
against a plain search of the positions' options that knows no values."""

import random

import pytest

import cgt
from conftest import data_rows, position_outcome


def value_of(text):
    return cgt.Game(text)


@pytest.mark.parametrize("grid, value", data_rows("domineering_values.txt"))
def test_domineering_values_from_the_books(grid, value):
    assert cgt.rulesets.Domineering(grid).value == value_of(value)


@pytest.mark.parametrize("stalk, value", data_rows("hackenbush_stalks.txt"))
def test_hackenbush_stalks_from_the_books(stalk, value):
    assert cgt.rulesets.Hackenbush(stalk).value == value_of(value)


def test_kayles_grundy_values_from_winning_ways():
    for row in data_rows("winning_ways_kayles_grundy.txt"):
        first = int(row[0])
        for k, g in enumerate(row[1:]):
            assert cgt.rulesets.Kayles(first + k).grundy == int(g)
            assert cgt.rulesets.Kayles(first + k).value == cgt.star(int(g))


def test_domineering_table_saved_loaded_and_damage_refused(tmp_path):
    # Values with the table equal the books' (tests/data/domineering_values.txt).
    path = str(tmp_path / "regions6.txt")
    saved = cgt.rulesets.save_domineering_table(6, path)
    assert saved == f"wrote {path}: 55 regions of up to 6 cells"
    assert cgt.rulesets.load_domineering_table(path).startswith(f"{path}: 55 Domineering regions")
    for grid, value in data_rows("domineering_values.txt"):
        assert cgt.rulesets.Domineering(grid).value == value_of(value), grid
    damaged = tmp_path / "damaged.txt"
    text = (tmp_path / "regions6.txt").read_text()
    damaged.write_text(text.replace("cksum ", "cksum 1"))
    with pytest.raises(ValueError, match="line .*: the checksum line does not match"):
        cgt.rulesets.load_domineering_table(str(damaged))


def test_octal_periods_from_the_literature():
    for code, preperiod, period, *source in data_rows("octal_game_periods.txt"):
        assert cgt.rulesets.octal_period(code) == [int(preperiod), int(period)], code
    # Officers (0.6) has no known period (Winning Ways ch. 4; Grossman, "Searching for
    # periodicity in Officers"): none is proven within a bound, and the error names the bound
    with pytest.raises(cgt.LimitError, match="within the first 3000 heaps"):
        cgt.rulesets.octal_period("0.6", 3000)


def random_position(ruleset, rng, rows, cols, stones):
    """A random legal position (NoGo refuses blocks without liberties: draw again)."""
    while True:
        grid = "|".join("".join(rng.choice(stones) for _ in range(cols)) for _ in range(rows))
        try:
            return ruleset(grid)
        except ValueError:
            continue


@pytest.mark.parametrize("ruleset, stones", [
    (cgt.rulesets.Domineering, ".#"), (cgt.rulesets.Clobber, "XO."), (cgt.rulesets.Konane, "XO.."), (cgt.rulesets.NoGo, "X.O.."),
    (cgt.rulesets.Snort, "..#"), (cgt.rulesets.Col, "..#"), (cgt.rulesets.Fission, "X..."), (cgt.rulesets.Amazons, "..#X.O"),
    (cgt.rulesets.Cram, "..#")])
def test_outcomes_agree_with_plain_search(ruleset, stones):
    rng = random.Random(2026)
    for _ in range(12):
        p = random_position(ruleset, rng, 2, 3, stones)
        q = random_position(ruleset, rng, 2, 2, stones)
        for position in (p, q, p + q):
            expected = position_outcome(position)
            assert position.outcome == expected, position
            assert position.value.outcome == expected, position


def test_sums_options_and_winning_moves():
    p = cgt.rulesets.Domineering("..|..")
    assert p.value == cgt.Game("+-1")
    assert (p + p).value == 0 and (p + p).outcome == "P"
    assert (p + cgt.rulesets.Clobber("XO")).value == cgt.Game("+-1") + cgt.Game("*")
    assert str(p) == "..|.." and repr(p) == 'domineering("..|..")'
    assert p.rulesets == ["domineering"] and len((p + p).parts) == 2
    # Left wins moving first on a 2x2 board by any vertical domino (each leaves a move of her own).
    assert p.winning_moves("L") == p.left_options and len(p.left_options) == 2
    assert all(q.value == 1 for q in p.winning_moves("L"))
    assert p.options == [p.left_options, p.right_options]
    assert cgt.rulesets.ToadsAndFrogs("XX.OO").components == [cgt.rulesets.ToadsAndFrogs("XX.OO")]


def test_impartial_variants_and_grundy():
    assert cgt.rulesets.Cram("..|..").grundy == 0 and cgt.rulesets.Nim(5).grundy == 5
    assert cgt.rulesets.Domineering("...").impartial_variant.grundy == 1
    with pytest.raises(ValueError, match="partizan"):
        cgt.rulesets.Domineering("...").grundy


def test_bad_positions_are_clear_errors():
    with pytest.raises(ValueError, match="domineering"):
        cgt.rulesets.Domineering("..|...")
    with pytest.raises(TypeError):
        cgt.rulesets.Domineering(3)
