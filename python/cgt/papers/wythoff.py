"""Wythoff's game: two piles; a move takes any number from one pile, or the same number from
both (Das, *Impartial Games*, paper 002, Table 2).

    >>> from cgt.papers import wythoff
    >>> wythoff.value(10, 10)
    *14
    >>> wythoff.is_p_position(1618033988, 2618033988)
    True
"""

from .. import rulesets as _rulesets
from .._language import call as _call, documented as _documented

__all__ = ["value", "is_p_position", "WythoffGame"]


@_documented("wythoff")
def value(a: int, b: int):
    return _call("wythoff", a, b)


@_documented("wythoffp")
def is_p_position(a: int, b: int) -> bool:
    return _call("wythoffp", a, b)


WythoffGame = _rulesets._position_class("WythoffGame", "wythoffgame", "a", "b", module=__name__)
