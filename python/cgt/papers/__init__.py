"""The papers' games, their named tables and the verifiers of their results.

    >>> from cgt import papers
    >>> papers.verify("gn-partition-corrected", 1000)["passed"]
    True

One submodule per game: golden_nugget (paper 004), fibonacci_nim (papers 000, 001, 002) and
wythoff (paper 002). The tables and verifiers are the tool's `cgt table` and `cgt verify`.
"""

from .._cgt import table, tables, verifiers, verify
from . import fibonacci_nim, golden_nugget, wythoff

__all__ = ["table", "tables", "verify", "verifiers", "golden_nugget", "fibonacci_nim", "wythoff"]
