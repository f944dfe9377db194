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
    assert cgt.Domineering(grid).value == value_of(value)


@pytest.mark.parametrize("stalk, value", data_rows("hackenbush_stalks.txt"))
def test_hackenbush_stalks_from_the_books(stalk, value):
    assert cgt.Hackenbush(stalk).value == value_of(value)


def test_kayles_grundy_values_from_winning_ways():
    for row in data_rows("winning_ways_kayles_grundy.txt"):
        first = int(row[0])
        for k, g in enumerate(row[1:]):
            assert cgt.Kayles(first + k).grundy == int(g)
            assert cgt.Kayles(first + k).value == cgt.star(int(g))


def random_position(ruleset, rng, rows, cols, stones):
    """A random legal position (NoGo refuses blocks without liberties: draw again)."""
    while True:
        grid = "|".join("".join(rng.choice(stones) for _ in range(cols)) for _ in range(rows))
        try:
            return ruleset(grid)
        except ValueError:
            continue


@pytest.mark.parametrize("ruleset, stones", [
    (cgt.Domineering, ".#"), (cgt.Clobber, "XO."), (cgt.Konane, "XO.."), (cgt.NoGo, "X.O.."),
    (cgt.Snort, "..#"), (cgt.Col, "..#"), (cgt.Fission, "X..."), (cgt.Amazons, "..#X.O"),
    (cgt.Cram, "..#")])
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
    p = cgt.Domineering("..|..")
    assert p.value == cgt.Game("+-1")
    assert (p + p).value == 0 and (p + p).outcome == "P"
    assert (p + cgt.Clobber("XO")).value == cgt.Game("+-1") + cgt.Game("*")
    assert str(p) == "..|.." and repr(p) == 'domineering("..|..")'
    assert p.rulesets == ["domineering"] and len((p + p).parts) == 2
    # Left wins moving first on a 2x2 board by any vertical domino (each leaves a move of her own).
    assert p.winning_moves("L") == p.left_options and len(p.left_options) == 2
    assert all(q.value == 1 for q in p.winning_moves("L"))
    assert p.options == [p.left_options, p.right_options]
    assert cgt.ToadsAndFrogs("XX.OO").components == [cgt.ToadsAndFrogs("XX.OO")]


def test_impartial_variants_and_grundy():
    assert cgt.Cram("..|..").grundy == 0 and cgt.Nim(5).grundy == 5
    assert cgt.Domineering("...").impartial_variant.grundy == 1
    with pytest.raises(ValueError, match="partizan"):
        cgt.Domineering("...").grundy


def test_bad_positions_are_clear_errors():
    with pytest.raises(ValueError, match="domineering"):
        cgt.Domineering("..|...")
    with pytest.raises(TypeError):
        cgt.Domineering(3)
