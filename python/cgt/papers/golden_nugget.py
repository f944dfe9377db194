"""GOLDENNUGGET and the complementary subtraction games (Larsson, McKay, Nowakowski and Siegel,
*Finding Golden Nuggets by Reduction*, paper 004).

Left removes from a blue heap a number of counters in Wythoff's A = {floor(n phi)}, Right any
other positive number; a red heap swaps the roles (its value is the negative). The values of
heaps come from sweeps over all heaps at once; GoldenNugget(h) is a heap as a position of a
ruleset, with its options, for sums with other positions.

    >>> from cgt.papers import golden_nugget
    >>> golden_nugget.value(4)
    {1||1|0}
    >>> golden_nugget.rcf(10**7)
    {1|1/2}
    >>> golden_nugget.outcome([3, 20], [18])
    'L'
"""

from .. import rulesets as _rulesets
from .._language import call as _call, documented as _documented

__all__ = ["value", "rcf", "heap_class", "outcome", "running_sum", "s", "q", "xi",
           "xi_inverse", "complementary_value", "odd_value", "GoldenNugget",
           "ComplementarySubtraction", "ComplementarySubtractionOdd"]


@_documented("gn", "A red heap is its negative, ``-value(h)``.")
def value(h: int):
    return _call("gn", h)


@_documented("gnrcf")
def rcf(h: int):
    return _call("gnrcf", h)


@_documented("gnclass")
def heap_class(h: int) -> str:
    return _call("gnclass", h)


@_documented("gnoutcome")
def outcome(blue, red) -> str:
    return _call("gnoutcome", blue, red)


@_documented("gnsum")
def running_sum(k: int):
    return _call("gnsum", k)


@_documented("gns")
def s(n: int):
    return _call("gns", n).number()


@_documented("gnq")
def q(n: int):
    return _call("gnq", n).number()


@_documented("xi")
def xi(d):
    return _call("xi", d).number()


@_documented("xiinv")
def xi_inverse(h: int):
    return _call("xiinv", h).number()


@_documented("cs")
def complementary_value(h: int, a: int, b: int, c: int):
    return _call("cs", h, a, b, c)


@_documented("csodd")
def odd_value(h: int):
    return _call("csodd", h)


GoldenNugget = _rulesets._position_class(
    "GoldenNugget", "goldennugget", "h", ("colour", "blue"), module=__name__)
ComplementarySubtraction = _rulesets._position_class(
    "ComplementarySubtraction", "compsub", "h", "a", "b", "c", ("colour", "blue"), module=__name__)
ComplementarySubtractionOdd = _rulesets._position_class(
    "ComplementarySubtractionOdd", "compsubodd", "h", ("colour", "blue"), module=__name__)
