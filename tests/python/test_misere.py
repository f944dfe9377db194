"""Misère play from Python (cgt.misere): canonical forms against CGSuite's examples, outcomes
of positions against a plain search of their options with the misère rule (a player with no
move wins), and quotients against the published ones and against that search."""

import itertools

import pytest

import cgt
from cgt.rulesets import Clobber, DawsonsKayles, Domineering, Kayles, OctalGame
from conftest import data_rows, position_outcome


def misere_outcome(position):
    return position_outcome(position, misere=True)


@pytest.mark.parametrize("row", data_rows("misere_cgsuite_examples.txt"))
def test_canonical_forms_read_back_and_have_cgsuites_genus(row):
    g = cgt.misere(row[1][2:-1])  # Conway's notation inside *[ ]
    assert cgt.misere(str(g)) == g
    assert g.genus == row[2]
    assert g.misere_grundy == int(row[4])
    assert g.outcome == row[5]


def test_callable_module_and_its_functions():
    assert cgt.misere(2) == cgt.misere([0, 1])
    assert cgt.misere([[2], 0]) == cgt.misere("2#0")
    assert str(cgt.misere(2) + cgt.misere(2)) == str(cgt.misere.canonical("2[2]"))
    assert cgt.misere.genus(cgt.misere(0)) == "0^120"
    assert cgt.misere.grundy(cgt.misere(1)) == 0


@pytest.mark.parametrize("position", [
    Domineering("...|..#"), Domineering("..|..") + Domineering("..."),
    Clobber("XOX|O.O"), Clobber("XO") + Domineering(".|."), Kayles(5),
    DawsonsKayles(7) + Kayles(3)])
def test_misere_outcomes_agree_with_a_plain_search(position):
    assert cgt.misere.solve(position) == misere_outcome(position)
    assert cgt.misere.outcome(position) == misere_outcome(position)


def test_misere_canonical_forms_of_positions_predict_outcomes():
    for a, b in itertools.combinations_with_replacement(range(1, 8), 2):
        p = Kayles(a) + Kayles(b)
        assert cgt.misere(p).outcome == misere_outcome(p)


# Clobber positions are dicots; Domineering positions (and Clobber with a hole) dead-ending.
@pytest.mark.parametrize("form, position", [
    (cgt.misere.dicot, Clobber("XOXO")), (cgt.misere.dicot, Clobber("XOX|OXO")),
    (cgt.misere.dicot, Clobber("XXO") + Clobber("OXO.X")),
    (cgt.misere.dead_ending, Domineering("..|..")),
    (cgt.misere.dead_ending, Domineering("...|..#")),
    (cgt.misere.dead_ending, Domineering(".|.") + Domineering("...")),
    (cgt.misere.dead_ending, Clobber("XOX|O.O"))])
def test_universe_forms_of_positions_have_their_misere_outcomes(form, position):
    g = form(position)
    assert g.outcome == misere_outcome(position)
    assert form(str(g)) == g
    assert g.conjugate.conjugate == g


def test_dicot_arithmetic_and_order_modulo_d():
    zero, star = cgt.misere.dicot("0"), cgt.misere.dicot("*")
    assert star + star == zero  # as for impartial games in misère play
    assert cgt.misere.dicot("{*|*}") == zero
    g = cgt.misere.dicot("{0|*}")
    assert g.left_options == [zero] and g.right_options == [star]
    assert g.fuzzy(zero) == (not g >= zero and not g <= zero)
    assert (g > zero) == (g >= zero and g != zero)
    with pytest.raises((SyntaxError, ValueError)):
        cgt.misere.dicot("{0|}")


def test_dead_ending_arithmetic_and_order_modulo_e():
    zero, star = cgt.misere.dead_ending("0"), cgt.misere.dead_ending("*")
    one, minus_one = cgt.misere.dead_ending("1"), cgt.misere.dead_ending("{|0}")
    assert one + minus_one == zero  # Milley and Renault: integers have inverses modulo E
    assert minus_one == one.conjugate and str(minus_one) == "-1"
    assert star + star != zero  # unlike modulo D: -1 tells them apart
    assert one.left_options == [zero] and one.right_options == []
    assert (one > zero) == (one >= zero and one != zero)
    with pytest.raises((SyntaxError, ValueError)):
        cgt.misere.dead_ending("{|1}")  # Left can move after Right's move to 1
    with pytest.raises(ValueError):
        cgt.misere.dead_ending(cgt.rulesets.ToadsAndFrogs("XO."))


def test_quotients_as_published_and_against_the_search():
    q = cgt.misere.quotient("0.75", 20)
    assert q.order == 8
    assert sorted(q.p_portion) == ["a", "b^2"]
    assert len(q.pretending) == 21
    game = lambda n: OctalGame("0.75", n)
    for heaps in itertools.combinations_with_replacement(range(1, 9), 2):
        position = game(heaps[0]) + game(heaps[1])
        assert q.outcome(list(heaps)) == misere_outcome(position)
    with pytest.raises(ValueError):
        q.outcome([21])
