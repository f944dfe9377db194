"""cgt: exact combinatorial game theory.

Games are canonical forms of short partizan games, exact and interned::

    >>> import cgt
    >>> g = cgt.Game("{1||1|0}")
    >>> g - 1
    {0||0|-1}
    >>> cgt.Game("{3|-1}").temperature
    2

What the language computes about one game is a property or method of cgt.Game; positions of
the library's rulesets are made by the classes of cgt.rulesets, rulesets written in Python by
subclassing cgt.Ruleset; the papers' games, tables and verifiers are in cgt.papers, the number
theory they share in cgt.number_theory. cgt.eval evaluates the REPL's language itself. Numbers
come back as ints and exact Fractions.
"""

from . import _cgt
from ._cgt import (Game, LimitError, Position, Relation, Thermograph, TimeLimitError, limits,
                   set_limits, usage)
from ._language import call as _call, describe as _describe, documented as _documented

__version__: str = _cgt.__version__

__all__ = [
    "Game", "Position", "Thermograph", "Relation", "LimitError", "TimeLimitError", "Ruleset",
    "ruleset", "zero", "up", "down", "star", "tiny", "miny", "up_nth", "nim_sum", "nim_product",
    "load_dag", "eval", "set_limits", "limits", "usage", "stats",
]


# ---- values

zero = Game(0)
up = Game("^")
down = Game("v")


def star(n=1):
    """The nimber *n (n >= 0)."""
    if not isinstance(n, int) or isinstance(n, bool) or n < 0:
        raise ValueError("star(n): n must be a non-negative int")
    return Game(f"*{n}")


@_documented("Tiny")
def tiny(x):
    return _call("Tiny", x)


@_documented("Miny")
def miny(x):
    return _call("Miny", x)


@_documented("upnth")
def up_nth(n):
    return _call("upnth", n)


@_documented("nimsum")
def nim_sum(a, b):
    return _call("nimsum", a, b).number()


@_documented("nimproduct")
def nim_product(a, b):
    return _call("nimproduct", a, b).number()


@_documented("loaddag")
def load_dag(path):
    return _call("loaddag", path)


@_documented("stats")
def stats():
    return _call("stats")


def eval(text, **variables):
    """The value of the last statement of `text`, written in the cgt language as in the REPL.

    Keyword arguments define variables first (games, numbers, positions, lists, ...), so that
    ``cgt.eval("cool(g, 1)", g=G)`` is ``G.cool(1)``. Every function of the language works here
    under its REPL name (``cgt.eval("gnrcf(10000000)")``). Returns None when the last statement
    is an assignment; a parse error is a SyntaxError with its line and column.
    """
    return _cgt.eval(text, variables)


# ---- what the language computes about a game, as properties and methods of Game

def _number(game):
    return game.number()


def _same(value):
    return value


# Properties: attribute name -> (language function, conversion of its result).
_GAME_PROPERTIES = {
    "birthday": ("birthday", _number),
    "outcome": ("outcome", _same),
    "left_stop": ("leftstop", _number),
    "right_stop": ("rightstop", _number),
    "mean": ("mean", _number),
    "temperature": ("temperature", _number),
    "atomic_weight": ("atomicweight", _same),
    "nim_value": ("nimvalue", _number),
    "is_number": ("isnumber", _same),
    "is_nimber": ("isnimber", _same),
    "is_infinitesimal": ("isinfinitesimal", _same),
    "is_hot": ("ishot", _same),
    "is_all_small": ("isallsmall", _same),
    "is_atomic": ("isatomic", _same),
    "is_reduced": ("isreduced", _same),
    "is_even": ("iseven", _same),
    "is_odd": ("isodd", _same),
    "is_even_tempered": ("iseventempered", _same),
    "is_odd_tempered": ("isoddtempered", _same),
    "subposition_count": ("subpositions", _number),
    "stop_count": ("stopcount", _number),
    "explicit_length": ("explicitlength", _number),
}

# Methods: method name -> language function; the game is the first argument.
_GAME_METHODS = {
    "rcf": "rcf",
    "freeze": "freeze",
    "cool": "cool",
    "heat": "heat",
    "overheat": "overheat",
    "thermograph": "thermograph",
    "incentives": "incentives",
    "left_incentives": "leftincentives",
    "right_incentives": "rightincentives",
    "followers": "followers",
    "far_star": "farstar",
    "companion": "companion",
    "uptimal_expansion": "uptimalexpansion",
    "norton": "norton",
    "ordinal_sum": "ordinalsum",
    "conway_product": "conwayproduct",
    "conjunctive_sum": "conjunctive",
    "selective_sum": "selective",
    "inf_le": "infle",
    "inf_eq": "infeq",
    "save_dag": "savedag",
    "tree": "tree",
}


def _game_property(function, convert):
    def get(self):
        return convert(_call(function, self))
    return property(get, doc=_describe(function))


def _game_method(name, function):
    def method(self, *args):
        return _call(function, self, *args)
    method.__doc__ = _describe(function)
    method.__name__ = method.__qualname__ = name
    return method


for _name, (_function, _convert) in _GAME_PROPERTIES.items():
    setattr(Game, _name, _game_property(_function, _convert))
for _name, _function in _GAME_METHODS.items():
    setattr(Game, _name, _game_method(_name, _function))

Game.options = property(lambda self: [self.left_options, self.right_options],
                        doc="[Left's options, Right's options] of the canonical form.")


def _save_thermograph(self, file="thermograph.svg"):
    return _call("plot", self, file)


_save_thermograph.__doc__ = _describe("plot")
Thermograph.save = _save_thermograph


# ---- positions of rulesets

def _position_property(function, doc=None):
    def get(self):
        return _call(function, self)
    return property(get, doc=doc or _describe(function))


Position.value = _position_property("value")
Position.outcome = _position_property(
    "solve", "The outcome class (L, R, N or P) by outcome search, without canonical forms.")
Position.left_options = _position_property("leftoptions")
Position.right_options = _position_property("rightoptions")
Position.options = _position_property("options")
Position.components = _position_property("components")
Position.grundy = property(lambda self: _call("grundy", self).number(),
                           doc=_describe("grundy"))
Position.impartial_variant = _position_property("impartial")


def _winning_moves(self, player="L"):
    """The options of P that win for `player` ("L" or "R") moving first."""
    return _call("winningmoves", self, player)


Position.winning_moves = _winning_moves


# ---- rulesets written in Python

class Ruleset:
    """A ruleset written in Python, evaluated by the engine with its transposition table.

    Subclass it and define left_options(p) and right_options(p), each returning an iterable of
    positions (hashable Python objects: ints, tuples, strings, frozensets, ...); for an impartial
    game set impartial = True and define options(p) instead. Optional: components(p) (the
    independent parts whose disjunctive sum p is), normalise(p) (one representative of p under
    the game's symmetries) and known_value(p) (a Game, int or Fraction known in closed form, or
    None). Then rules(p) is a cgt.Position, and rules.value(p), rules.outcome(p),
    rules.winning_moves(p, "L") and, when impartial, rules.grundy(p) compute::

        class Subtract123(cgt.Ruleset):
            impartial = True
            def options(self, n):
                return [n - k for k in (1, 2, 3) if k <= n]

        Subtract123().value(10)   # *2
    """

    impartial = False
    _names = set()

    def _engine(self):
        engine = self.__dict__.get("_rules")
        if engine is None:
            if self.impartial:
                left = right = self.options
            else:
                left, right = self.left_options, self.right_options
            engine = _cgt.PythonRules(self._unique_name(), bool(self.impartial), left, right,
                                      getattr(self, "components", None),
                                      getattr(self, "normalise", None),
                                      getattr(self, "known_value", None))
            self.__dict__["_rules"] = engine
        return engine

    def _unique_name(self):
        base = getattr(self, "name", None) or type(self).__name__
        name, k = base, 1
        while name in Ruleset._names:
            k += 1
            name = f"{base}#{k}"
        Ruleset._names.add(name)
        return name

    def options(self, p):
        """Both players' options of p (define it in an impartial ruleset)."""
        raise NotImplementedError("an impartial Ruleset defines options(p)")

    def left_options(self, p):
        """Left's options of p (define it in a partizan ruleset)."""
        raise NotImplementedError("a partizan Ruleset defines left_options(p)")

    def right_options(self, p):
        """Right's options of p (define it in a partizan ruleset)."""
        raise NotImplementedError("a partizan Ruleset defines right_options(p)")

    def __call__(self, p):
        """The position p of these rules, as a cgt.Position."""
        return self._engine().position(p)

    def value(self, p):
        """The canonical form of p."""
        return self(p).value

    def outcome(self, p):
        """The outcome class of p (L, R, N or P), by outcome search."""
        return self(p).outcome

    def grundy(self, p):
        """The Grundy value of p (impartial rulesets), by mex."""
        return self(p).grundy

    def winning_moves(self, p, player="L"):
        """The options of p (your own position objects) that win for `player` moving first."""
        engine = self._engine()
        return [engine.object_of(q) for q in self(p).winning_moves(player)]

    def clear(self):
        """Forgets the values the engine has stored for these rules."""
        self._engine().clear()

    @property
    def table_size(self):
        """How many positions of these rules the engine has stored."""
        return self._engine().table_size


def ruleset(function=None, *, impartial=False, name=None):
    """A ruleset from one function of a position, as a decorator.

    The function returns (left_options, right_options), or, with impartial=True, the options::

        @cgt.ruleset(impartial=True)
        def subtract_1_or_4(n):
            return [n - k for k in (1, 4) if k <= n]

        subtract_1_or_4.grundy(10)   # 0: n = 10 is a P-position
    """
    def make(f):
        attributes = {"impartial": impartial, "name": name or f.__name__, "__doc__": f.__doc__}
        if impartial:
            attributes["options"] = lambda self, p: f(p)
        else:
            attributes["left_options"] = lambda self, p: f(p)[0]
            attributes["right_options"] = lambda self, p: f(p)[1]
        return type(name or f.__name__, (Ruleset,), attributes)()
    return make(function) if function is not None else make


# ---- the families: every public submodule (cgt.rulesets, cgt.papers, cgt.number_theory, ...)
# comes with the package, so a new family is one new file and its stub. They come last: they
# use the names above.

import importlib as _importlib  # noqa: E402
import re as _re  # noqa: E402
import pkgutil as _pkgutil  # noqa: E402

for _module in _pkgutil.iter_modules(__path__):
    if not _module.name.startswith("_"):
        _importlib.import_module(f"{__name__}.{_module.name}")
        __all__.append(_module.name)

# Game(text) of a loopy game gives a cgt.loopy.LoopyGame ("a:{a|*}", "on + off"). Only texts
# that may be loopy (a label before a brace, pass, a named loopy value, &) are looked at twice.
_LOOPY_TEXT = _re.compile(r"pass|&|\b(on|off|over|under|upon|dud|tis|tisn)\b|\d(over|under)\b"
                          r"|[A-Za-z_]\w*\s*:?\s*\{")
_game_new = Game.__new__


def _new_game(cls, *args, **kwargs):
    if cls is Game and len(args) == 1 and not kwargs and isinstance(args[0], str) and \
            _LOOPY_TEXT.search(args[0]):
        value = loopy.game(args[0])  # noqa: F821 (imported with the families above)
        if isinstance(value, loopy.LoopyGame):  # noqa: F821
            return value
    return _game_new(cls)


Game.__new__ = _new_game

del _name, _function, _convert, _module
