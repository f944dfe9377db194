"""The number theory the papers' games share, in exact integer arithmetic.

Fibonacci numbers are indexed F_0 = 0, F_1 = F_2 = 1, as in the papers.

    >>> from cgt import number_theory
    >>> number_theory.zeckendorf(12)
    [1, 3, 8]
    >>> number_theory.wythoff_a(10**18)
    1618033988749894848
"""

from ._language import call as _call, documented as _documented

__all__ = ["fibonacci", "zeckendorf", "wythoff_a", "wythoff_b", "wythoff_composition",
           "even_representation", "even_code", "least_odd_representation"]


def _numbers(games):
    return [g.number() for g in games]


@_documented("fibonacci")
def fibonacci(n: int) -> int:
    return _call("fibonacci", n).number()


@_documented("zeckendorf")
def zeckendorf(n: int) -> list[int]:
    return _numbers(_call("zeckendorf", n))


@_documented("wythoff_a")
def wythoff_a(n: int) -> int:
    return _call("wythoff_a", n).number()


@_documented("wythoff_b")
def wythoff_b(n: int) -> int:
    return _call("wythoff_b", n).number()


@_documented("wythoffcomp")
def wythoff_composition(word: str, n: int) -> int:
    return _call("wythoffcomp", word, n).number()


@_documented("evenrep")
def even_representation(n: int) -> list[int]:
    return _numbers(_call("evenrep", n))


@_documented("evencode")
def even_code(n: int) -> str:
    return _call("evencode", n)


@_documented("leastodd")
def least_odd_representation(n: int) -> list[int]:
    return _numbers(_call("leastodd", n))
