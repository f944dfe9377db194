"""Misère play: the player who makes the last move loses.

Impartial games in misère canonical form (Conway's simplest form), with genus and misère
Grundy values; misère quotients of take-and-break games (Plambeck and Siegel); misère outcomes
of positions of any ruleset by search; partizan games modulo the dicot universe (dicot) and
modulo the dead-ending universe (dead_ending)::

    >>> import cgt
    >>> g = cgt.misere(cgt.rulesets.DawsonsKayles(9))
    >>> cgt.misere.quotient("0.75", 12).order
    8

The module is callable: cgt.misere(x) is cgt.misere.canonical(x), the REPL's misere(x).
"""

import sys as _sys
import types as _types

from . import _cgt
from ._cgt import DeadEndingGame, DicotGame, MisereGame, Quotient

__all__ = ["DeadEndingGame", "DicotGame", "MisereGame", "Quotient", "canonical", "dead_ending",
           "dicot", "genus", "grundy", "outcome", "quotient", "solve", "winning_moves"]


def canonical(x):
    """The misère canonical form of an impartial position or sum, of a nim heap n (an int), of a
    list of options (ints are nim heaps, lists games of options) or of Conway's notation as
    text ("2#0")."""
    return _cgt.call("misere", [x])


def genus(x):
    """Conway's genus of an impartial game or position, as text ("0^120")."""
    return _cgt.call("genus", [x])


def grundy(x):
    """The misère Grundy value g- of an impartial game or position (0 for P-positions)."""
    return _cgt.call("miseregrundy", [x])


def outcome(x):
    """The misère outcome ("L", "R", "N" or "P") of a misère game, or of any position or sum
    by outcome search with the misère rule."""
    return _cgt.call("misereoutcome", [x])


def solve(position):
    """The misère outcome of a position or sum of any ruleset, by outcome search."""
    return _cgt.call("solve", [position, "misere"])


def winning_moves(position, player="L"):
    """The options of a position that win for `player` moving first in misère play."""
    return _cgt.call("winningmoves", [position, player, "misere"])


def dicot(x):
    """The canonical form modulo the dicot universe of a position or sum whose followers are all
    dicots (both players can move, or neither: Clobber), or of the notation as text
    ("{0, * | *}")."""
    return _cgt.call("dicot", [x])


def dead_ending(x):
    """The canonical form modulo the dead-ending universe of a position or sum whose followers are
    all dead-ending (a player who cannot move never can again: Domineering), or of the notation
    as text (``"{1, * | -1}"``, with the integers ``n = {n-1 |}``)."""
    return _cgt.call("deadending", [x])


def quotient(code, n):
    """The misère quotient of the take-and-break game `code` ("0.07"; "grundy" for Grundy's
    game) on its heaps up to n."""
    return _cgt.call("quotient", [code, n])


class _CallableModule(_types.ModuleType):
    def __call__(self, x):
        """cgt.misere(x) is cgt.misere.canonical(x)."""
        return canonical(x)


_sys.modules[__name__].__class__ = _CallableModule
