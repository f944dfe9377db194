"""Fibonacci nim in its forms: one pile, several piles with the local or the global dynamic,
and power-of-two nim (Larsson and Rubinstein-Salzedo, *Global Fibonacci Nim*, paper 000;
Karighattam, paper 001; Das, *Impartial Games*, paper 002).

A pile (n; r) of n stones with limit r: a move takes 1 <= s <= min(r, n) and leaves the limit
2s. With the local dynamic each pile keeps its own limit (a disjunctive sum, so positions have
values); with the global dynamic one limit serves all piles (outcomes only; r None is
infinity). A pile is n (for (n; n)) or [n, r].

    >>> from cgt.papers import fibonacci_nim
    >>> fibonacci_nim.value(15, 7)
    *2
    >>> fibonacci_nim.winning_takes(12, 11)
    [1]
    >>> fibonacci_nim.global_outcome([5, 7], 2)
    'N'
"""

from .. import rulesets as _rulesets
from .._language import call as _call, documented as _documented

__all__ = ["value", "local_value", "winning_takes", "local_winning_moves", "global_outcome",
           "global_winning_moves", "complementary_value", "power_of_two_outcome",
           "plot_p_positions", "FibonacciNim", "GlobalFibonacciNim", "PowerOfTwoNim"]


def _numbers(games):
    return [g.number() if hasattr(g, "number") else _numbers(g) for g in games]


def _limited(function, piles, r):
    return _call(function, piles) if r is None else _call(function, piles, r)


@_documented("fibnim", "One pile (n; r); local_value(piles) is the sum of several.")
def value(n: int, r: int):
    return _call("fibnim", n, r)


@_documented("fibnim", "Several piles with the local dynamic, each n or [n, r].")
def local_value(piles: list):
    return _call("fibnim", piles)


@_documented("fibwin", "One pile (n; r): the winning takes.")
def winning_takes(n: int, r: int) -> list[int]:
    return _numbers(_call("fibwin", n, r))


@_documented("fibwin", "Several piles with the local dynamic: the winning moves [pile, take].")
def local_winning_moves(piles: list) -> list[list[int]]:
    return _numbers(_call("fibwin", piles))


@_documented("gfib", "r None is infinity: the first move may take any number from one pile.")
def global_outcome(piles: list, r: int = None) -> str:
    return _limited("gfib", piles, r)


@_documented("gfibwin")
def global_winning_moves(piles: list, r: int = None) -> list[list[int]]:
    return _numbers(_limited("gfibwin", piles, r))


@_documented("complementary")
def complementary_value(piles: list, bound: int = None):
    result = _limited("complementary", piles, bound)
    return result.number() if hasattr(result, "number") else result


@_documented("p2nim")
def power_of_two_outcome(piles: list, r: int = None) -> str:
    return _limited("p2nim", piles, r)


@_documented("gfibplot")
def plot_p_positions(size: int, file: str, r: int = None) -> str:
    return _call("gfibplot", size, file) if r is None else _call("gfibplot", r, size, file)


FibonacciNim = _rulesets._position_class("FibonacciNim", "fibnimgame", "piles", ("r", None),
                                         module=__name__)
GlobalFibonacciNim = _rulesets._position_class("GlobalFibonacciNim", "gfibgame", "piles",
                                               ("r", None), module=__name__)
PowerOfTwoNim = _rulesets._position_class("PowerOfTwoNim", "p2nimgame", "piles", ("r", None),
                                          module=__name__)
