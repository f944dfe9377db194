"""cgt.Game: values from the books, the group laws and the order against a plain game-tree
search that knows no values, exact numbers, printing, pickling and parse errors."""

import pickle
from fractions import Fraction

import pytest
from hypothesis import given, settings, strategies as st

import cgt
from conftest import outcome_of_trees, tree_of

# Small games: numbers and nimbers at the leaves, then {L | R} of up to two options each.
leaves = st.sampled_from([cgt.Game(x) for x in ("0", "1", "-1", "*", "1/2", "^", "2")])
games = st.recursive(
    leaves,
    lambda children: st.builds(cgt.Game.from_options, st.lists(children, max_size=2),
                               st.lists(children, max_size=2)),
    max_leaves=6)
quick = settings(max_examples=150, deadline=None)


@pytest.mark.parametrize("text, expected", [
    # Winning Ways, vol. 1, ch. 1-2; Lessons in Play, ch. 4-5.
    ("{|}", 0), ("{0|}", 1), ("{|0}", -1), ("{0|1}", Fraction(1, 2)), ("{1/2|1}", Fraction(3, 4)),
    ("{0|0}", "*"), ("{0|*}", "^"), ("{*|0}", "v"), ("{0,*|0,*}", "*2"), ("{1|-1}", "+-1"),
    ("{0|0} + {0|0}", 0), ("^ + ^", "^^"), ("{0|^}", "^^*"), ("{1|0} + {1|0}", "{1|0} + {1|0}"),
])
def test_textbook_values(text, expected):
    assert cgt.Game(text) == cgt.Game(expected)


def test_numbers_are_exact():
    assert cgt.Game(Fraction(3, 4)) == cgt.Game("3/4")
    assert cgt.Game(3).number() == 3 and isinstance(cgt.Game(3).number(), int)
    assert cgt.Game("-5/8").number() == Fraction(-5, 8)
    big = 2 ** 200 + 1
    assert cgt.Game(big).number() == big
    assert cgt.Game(Fraction(1, 2 ** 40)).number() == Fraction(1, 2 ** 40)
    assert cgt.Game("{3|-1}").mean == 1 and cgt.Game("{3|-1}").temperature == 2
    with pytest.raises(ValueError, match="dyadic"):
        cgt.Game(Fraction(1, 3))
    with pytest.raises(TypeError, match="floats"):
        cgt.Game(0.5)
    with pytest.raises(ValueError, match="not a number"):
        cgt.star().number()


def test_numbers_equal_and_hash_like_python_numbers():
    assert cgt.Game(Fraction(1, 2)) == Fraction(1, 2) and cgt.Game(2) == 2
    assert hash(cgt.Game(Fraction(1, 2))) == hash(Fraction(1, 2))
    assert {cgt.Game(1): "one"}[1] == "one"
    assert cgt.up != 0 and cgt.Game("*") != "*"


@quick
@given(games, games, games)
def test_group_laws(g, h, k):
    assert g + h == h + g
    assert (g + h) + k == g + (h + k)
    assert g + (-g) == 0 and g - h == g + (-h)
    assert 3 * g == g + g + g == g * 3 and -2 * g == -(g + g)


def relation_by_search(g, h):
    """How g compares with h, from the outcome of g - h found by plain game-tree search."""
    outcome = outcome_of_trees([tree_of(g), tree_of(-h)])
    return {"P": cgt.Relation.EQUAL, "L": cgt.Relation.GREATER, "R": cgt.Relation.LESS, "N": cgt.Relation.CONFUSED}[outcome]


@quick
@given(games, games)
def test_order_agrees_with_game_tree_search(g, h):
    relation = relation_by_search(g, h)
    assert g.compare(h) == relation
    assert (g <= h) == (relation in (cgt.Relation.LESS, cgt.Relation.EQUAL))
    assert (g < h) == (relation == cgt.Relation.LESS)
    assert (g >= h) == (relation in (cgt.Relation.GREATER, cgt.Relation.EQUAL))
    assert (g > h) == (relation == cgt.Relation.GREATER)


@quick
@given(games)
def test_outcome_agrees_with_game_tree_search(g):
    assert g.outcome == outcome_of_trees([tree_of(g)])


@quick
@given(games)
def test_printed_forms_and_pickles_read_back(g):
    assert cgt.Game(str(g)) == g
    assert cgt.Game(g.unicode) == g and cgt.Game(g.explicit) == g
    assert pickle.loads(pickle.dumps(g)) == g
    assert cgt.Game.from_dag(g.dag) == g


@quick
@given(games)
def test_reduced_canonical_form_is_idempotent_and_infinitesimally_close(g):
    r = g.rcf()
    assert r.rcf() == r and r.is_reduced
    assert g.inf_eq(r) and (g - r).is_infinitesimal


@pytest.mark.parametrize("a, b", [(3, -1), (2, -5), (10, 4), (-1, -3)])
def test_switch_thermographs(a, b):
    # A switch {a|b} of integers a > b has mean (a + b)/2 and temperature (a - b)/2 (Lessons in
    # Play, ch. 6).
    g = cgt.Game.from_options([a], [b])
    th = g.thermograph()
    assert th.mean == g.mean == Fraction(a + b) / 2
    assert th.temperature == g.temperature == Fraction(a - b) / 2
    # Below the temperature t the walls are a - t and b + t (each move taxed by t).
    assert th.left_wall == [(-1, a + 1), (th.temperature, th.mean)]
    assert th.right_wall == [(-1, b - 1), (th.temperature, th.mean)]
    assert "<svg" in th._repr_svg_()


def test_options_and_stops():
    g = cgt.Game("{2|1||0}")
    assert g.left_options == [cgt.Game("{2|1}")] and g.right_options == [0]
    assert g.options == [g.left_options, g.right_options]
    assert (g.left_stop, g.right_stop, g.birthday) == (1, 0, 4)
    assert cgt.up.atomic_weight == 1 and cgt.star(3).is_nimber


def test_latex_for_notebooks():
    assert cgt.up._repr_latex_() == "$" + cgt.up.latex + "$"
    assert "uparrow" in cgt.up.latex and cgt.Game("{1|0}")._latex_() == cgt.Game("{1|0}").latex


def test_parse_errors_are_syntax_errors_with_line_and_column():
    with pytest.raises(SyntaxError) as error:
        cgt.Game("{1 | 0} + {0 | ]")
    assert (error.value.lineno, error.value.offset) == (1, 16)  # the ']'
    with pytest.raises(SyntaxError) as error:
        cgt.Game.from_dag("a = {1|0}\nresult = {a | ]")
    assert (error.value.lineno, error.value.offset) == (2, 15)

    with pytest.raises(SyntaxError):
        cgt.Game("{1|")


def test_the_language_itself_through_eval():
    # Paper 004, Table 2: val(1) = 1, val(3) = 1/2; heating * by 1 gives +-1 (Winning Ways).
    assert cgt.eval("gn(1)") == 1 and cgt.eval("gn(h)", h=3) == Fraction(1, 2)
    assert cgt.eval("heat(g, 1)", g=cgt.star()) == cgt.Game("+-1") == cgt.star().heat(1)
    assert cgt.eval("value(p)", p=cgt.rulesets.Domineering("..|..")) == cgt.Game("+-1")
    assert cgt.eval("x = {2|1}; x + x") == 3 and cgt.eval("x = 1") is None
    assert sum([cgt.up, cgt.up, cgt.star()]) == cgt.Game("^^*")
    with pytest.raises(NameError, match="did you mean"):
        cgt.eval("temprature(1)")
    with pytest.raises(TypeError, match="takes 1 argument"):
        cgt.eval("mean(1, 2)")
    with pytest.raises(SyntaxError) as error:
        cgt.eval("1\n{1|")
    assert error.value.lineno == 2


def test_the_repl_spellings_are_not_module_names():
    # Each concept once: the REPL's names live in cgt.eval, the module has PEP 8 names.
    for name in ("gn", "leftstop", "fibwin", "gnq", "csodd", "atomicweight", "call", "number"):
        assert not hasattr(cgt, name), name
    assert cgt.Game("{4|2||-1}").left_stop == 2 and cgt.Game("{0|^}").atomic_weight == 2
    assert cgt.papers.golden_nugget.value(4) == cgt.Game("{1||1|0}")
    assert cgt.papers.golden_nugget.q(3) == Fraction(43, 64)
    assert cgt.papers.fibonacci_nim.winning_takes(12, 11) == [1]
    assert cgt.number_theory.zeckendorf(12) == [1, 3, 8]
