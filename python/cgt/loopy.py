"""cgt.loopy: loopy games, whose positions may repeat (Winning Ways ch. 11; Siegel, Combinatorial
Game Theory ch. VI).

A loopy game that is not short is a LoopyGame: a stopper (on, over, a{0|a}, ...) in its simplest
form, or a game with its onside and offside (dud = on & off). The notation is CGSuite's::

    >>> from cgt import loopy
    >>> loopy.game("on") + loopy.game("off")
    dud
    >>> loopy.game("a{0|a}")
    over
    >>> loopy.game("{pass|3/2}").outcome
    'L'

game(text) returns a cgt.Game when the value is short. Rulesets whose positions repeat:
FoxAndGeese, BackslidingToadsAndFrogs and Digraph (an impartial token on a directed graph, with
generalised Sprague-Grundy values).
"""

from . import _cgt
from ._cgt import LoopyGame, downsum, upsum

__all__ = ["LoopyGame", "game", "upsum", "downsum", "FoxAndGeese", "BackslidingToadsAndFrogs",
           "Digraph"]


game = _cgt.loopy_game


class FoxAndGeese:
    """A Fox and Geese position: rows of '.', 'x' (geese, Left's, moving down the board) and 'o'
    (the fox, Right's) separated by '|'. With open=True the board goes on without end above its
    first row (as CGSuite's board does)."""

    def __init__(self, board, open=False):
        self.board = board
        self.open = bool(open)

    @property
    def value(self):
        """The position's value: a cgt.Game or a LoopyGame."""
        return _cgt.call("foxandgeese", [self.board, 1 if self.open else 0])

    @property
    def outcome(self):
        return _cgt.call("outcome", [self.value])

    def __repr__(self):
        return f"FoxAndGeese({self.board!r}{', open=True' if self.open else ''})"


class BackslidingToadsAndFrogs:
    """A Backsliding Toads and Frogs position: a strip of '.', 'X' (toads, Left's), 'O' (frogs,
    Right's) and '#'; creatures move forward, step back, or jump an opponent."""

    def __init__(self, strip):
        self.strip = strip

    @property
    def value(self):
        return _cgt.call("backslide", [self.strip])

    @property
    def outcome(self):
        return _cgt.call("outcome", [self.value])

    def __repr__(self):
        return f"BackslidingToadsAndFrogs({self.strip!r})"


class Digraph:
    """A directed graph for the digraph game, written "a > b c; b > a": a token on a vertex moves
    along an arc; either player may move it (an impartial loopy game)."""

    def __init__(self, text):
        self.text = text

    def value(self, vertex):
        """The value of a token on `vertex` as a partizan loopy game."""
        return _cgt.call("digraph", [self.text, vertex])

    def nimber(self, vertex):
        """The generalised Sprague-Grundy value of a token on `vertex`: "*n" or "inf(K)"."""
        return _cgt.call("loopygrundy", [self.text, vertex])

    def outcome(self, vertices):
        """N, P or D for a sum of tokens, one on each vertex listed."""
        return _cgt.call("digraphoutcome", [self.text, list(vertices)])

    def __repr__(self):
        return f"Digraph({self.text!r})"
