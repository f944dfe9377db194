"""cgt.loopy: loopy games from Python. Expected values: Winning Ways ch. 11 (on + off = dud,
over + over = over), CGSuite's test suite (SidedValueTestCase: tis = 1 & 0 is PHat;
CanonicalStopperTestCase: {pass|3/2} = 3/2under; GameGridTest: Fox and Geese values), and
generalised Sprague-Grundy values worked out by hand from Smith's definition."""

import pytest

import cgt
from cgt import loopy


def test_notation_and_named_values():
    assert str(loopy.game("a{0|a}")) == "over"
    assert str(loopy.game("a:{a|*}")) == "{pass|*}"
    assert loopy.game("on") + loopy.game("off") == loopy.game("dud")
    assert loopy.game("over") + loopy.game("over") == loopy.game("over")
    assert str(loopy.game("{pass|3/2}")) == "3/2under"
    assert isinstance(loopy.game("{1|0}"), cgt.Game)  # short values come back as games


def test_sides_outcomes_and_order():
    tis = loopy.LoopyGame("tis")
    assert tis.outcome == "PHat"
    assert tis.onside == 1 and tis.offside == 0
    assert not tis.is_stopper and tis.is_stopper_sided
    over = loopy.LoopyGame("over")
    assert 0 < over < cgt.Game("1/1024")
    assert str(over - over) == "over & under"
    assert loopy.upsum(over, -over) == over
    assert loopy.LoopyGame("{pass|3/2}").degree == over
    assert not loopy.LoopyGame("a{0|{0||||0,*2|||a|0||0}||0}").is_stable


def test_loopfree_and_plumtree():
    # Siegel, Combinatorial Game Theory, Figure VI.3.2: a simplest form with an irreducible
    # 4-cycle; upon = {pass|*} and over = {0|pass} have no cycle but passes (Winning Ways ch. 11).
    siegel = loopy.LoopyGame("a{0||||0|||a|*||*}")
    assert siegel.is_stopper and not siegel.is_plumtree and not siegel.is_loopfree
    assert loopy.LoopyGame("upon").is_plumtree and loopy.LoopyGame("over").is_plumtree
    assert not loopy.LoopyGame("over").is_loopfree
    with pytest.raises(ValueError, match="not a stopper"):
        loopy.LoopyGame("dud").is_plumtree


def test_errors():
    with pytest.raises(ValueError, match="not a stopper"):
        loopy.LoopyGame("dud").degree
    with pytest.raises(TypeError):
        loopy.LoopyGame("on") + "x"


def test_rulesets():
    assert str(loopy.FoxAndGeese("x.x.x.x.|........|....o...", open=True).value) == "{4|3||2}"
    assert loopy.FoxAndGeese("x.x.x.x.|.o......|........", open=True).value == cgt.Game("2") + \
        loopy.game("over")
    assert loopy.BackslidingToadsAndFrogs("X..O").outcome == "N"  # as the plain labelling finds (C++ test)
    graph = loopy.Digraph("a > a z; s > z; b > c; c > b")
    assert graph.nimber("a") == "inf(0)"
    assert graph.nimber("s") == "*"
    assert graph.outcome(["a", "s"]) == "D"
    assert graph.outcome(["a", "z"]) == "N"
    assert graph.outcome(["b"]) == "D"


def test_game_reads_loopy_text():
    g = cgt.Game("a:{a|*}")
    assert isinstance(g, loopy.LoopyGame) and str(g) == "{pass|*}"
    assert str(cgt.Game("on + off")) == "dud"
    assert isinstance(cgt.Game("a{0|{0|0}}"), cgt.Game)  # a label without a loop: short
    with pytest.raises(SyntaxError):
        cgt.Game("{pass|")
