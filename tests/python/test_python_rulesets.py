"""Rulesets written in Python: evaluated by the engine, checked against the library's own C++
rulesets (a second implementation), plain mex and plain search, and the books' values."""

import functools

import pytest

import cgt
from conftest import data_rows, position_outcome


class Subtraction(cgt.Ruleset):
    impartial = True

    def __init__(self, moves):
        self.moves = moves

    def options(self, n):
        return [n - k for k in self.moves if k <= n]


def plain_grundy(moves, n):
    @functools.lru_cache(maxsize=None)
    def g(m):
        seen = {g(m - k) for k in moves if k <= m}
        return min(set(range(len(seen) + 1)) - seen)
    return g(n)


def test_impartial_ruleset_grundy_values_by_plain_mex():
    rules = Subtraction((1, 3, 4))
    for n in range(60):
        assert rules.grundy(n) == plain_grundy((1, 3, 4), n)
        assert rules.value(n) == cgt.star(plain_grundy((1, 3, 4), n))
    assert rules.table_size > 0
    assert rules.winning_moves(10) == [n for n in rules.options(10) if rules.grundy(n) == 0]


class Cutcake(cgt.Ruleset):
    """Cutcake (Winning Ways, ch. 2): Left cuts vertically, Right horizontally; the pieces are
    independent components, so a position is a tuple of (rows, columns) pieces."""

    def left_options(self, cake):
        (m, n), = cake
        return [((m, a), (m, n - a)) for a in range(1, n)]

    def right_options(self, cake):
        (m, n), = cake
        return [((a, n), (m - a, n)) for a in range(1, m)]

    def components(self, cake):
        return [(piece,) for piece in cake]


def test_cutcake_in_python_equals_the_library_ruleset():
    rules = Cutcake()
    for m in range(1, 7):
        for n in range(1, 7):
            assert rules.value(((m, n),)) == cgt.rulesets.Cutcake(m, n).value, (m, n)


@cgt.ruleset
def stalk(edges):
    """Blue-red Hackenbush stalks written from the ground up: a move cuts an own edge and
    everything above it."""
    return ([edges[:i] for i, c in enumerate(edges) if c == "L"],
            [edges[:i] for i, c in enumerate(edges) if c == "R"])


def test_decorated_partizan_ruleset_matches_the_books_stalks():
    for text, value in data_rows("hackenbush_stalks.txt"):
        if set(text) <= {"L", "R"}:
            assert stalk.value(text) == cgt.Game(value), text


def test_outcomes_of_sums_with_library_positions_by_plain_search():
    for a, b in [("LR", "RL"), ("LRR", "R"), ("RRL", "LLR")]:
        s = stalk(a) + stalk(b) + cgt.rulesets.Domineering("..|..")
        assert s.outcome == position_outcome(s) == s.value.outcome


def test_normalise_and_known_value_are_used():
    calls = []

    class Mirrored(cgt.Ruleset):
        impartial = True

        def options(self, pair):
            calls.append(pair)
            a, b = pair
            return [(a - k, b) for k in (1, 2) if k <= a] + [(a, b - k) for k in (1, 2) if k <= b]

        def normalise(self, pair):
            return tuple(sorted(pair))

        def known_value(self, pair):
            return 0 if pair == (0, 0) else None

    rules = Mirrored()
    assert rules.value((5, 3)) == rules.value((3, 5)) == cgt.star(plain_grundy((1, 2), 5) ^
                                                                  plain_grundy((1, 2), 3))
    assert (0, 0) not in calls and (5, 3) not in calls  # known, and stored as (3, 5)


def test_errors_in_python_rules_reach_the_caller():
    class Broken(cgt.Ruleset):
        impartial = True

        def options(self, n):
            if n == 3:
                raise ZeroDivisionError("rules broken at 3")
            return [n - 1] if n else []

    with pytest.raises(ZeroDivisionError, match="broken at 3"):
        Broken().value(5)
    with pytest.raises(TypeError, match="unhashable"):
        Subtraction((1,)).value([1, 2])
    assert Broken().value(2) == 0  # still usable: the chain 2 -> 1 -> 0 is 0


def test_positions_print_with_the_ruleset_name():
    p = Subtraction((1, 2))(7)
    assert str(p) == "7" and repr(p).startswith("Subtraction") and p.impartial
