"""The library's rulesets: each class makes positions (cgt.Position) from their notation.

    >>> from cgt.rulesets import Domineering, Clobber
    >>> p = Domineering("..|..") + Clobber("XO")
    >>> p.value
    {1*|-1*}
    >>> Domineering("...|...").winning_moves("L")
    [domineering(".#.|.#.")]

Boards are rows joined by "|", top first: "." empty, "#" blocked, "X" Left's piece and "O"
Right's; the REPL's functions of the same names (in lower case) take the same arguments. The
papers' games are in cgt.papers; rulesets of your own are subclasses of cgt.Ruleset.
"""

import inspect

from ._language import call as _call, describe as _describe


def _position_class(name, function, *parameters, module=__name__):
    """A class whose instances are positions of the language's ruleset function `function`.

    `parameters` are names, or (name, default) pairs for optional trailing ones."""
    signature = inspect.Signature([
        inspect.Parameter(p, inspect.Parameter.POSITIONAL_OR_KEYWORD) if isinstance(p, str) else
        inspect.Parameter(p[0], inspect.Parameter.POSITIONAL_OR_KEYWORD, default=p[1])
        for p in parameters])

    def __new__(cls, *args, **kwargs):
        bound = signature.bind(*args, **kwargs)
        bound.apply_defaults()
        args = list(bound.args)
        while args and args[-1] is None:  # an optional argument not given
            args.pop()
        return _call(function, *args)

    cls = type(name, (), {"__new__": __new__, "__doc__": _describe(function),
                          "__module__": module, "__signature__": signature})
    return cls


Amazons = _position_class("Amazons", "amazons", "grid")
CannibalClobber = _position_class("CannibalClobber", "cannibalclobber", "grid")
Clobber = _position_class("Clobber", "clobber", "grid")
Col = _position_class("Col", "col", "grid")
Cram = _position_class("Cram", "cram", "grid")
Cutcake = _position_class("Cutcake", "cutcake", "m", "n")
DawsonsKayles = _position_class("DawsonsKayles", "dawson", "n")
Domineering = _position_class("Domineering", "domineering", "grid")
ElephantsAndRhinos = _position_class("ElephantsAndRhinos", "elephants", "strip")
Fission = _position_class("Fission", "fission", "grid")
GeneralisedToadsAndFrogs = _position_class(
    "GeneralisedToadsAndFrogs", "gentoads", "strip", "min_slide", "max_slide", "max_jump",
    ("friendly", 0))
GrundysGame = _position_class("GrundysGame", "grundygame", "n")
Hackenbush = _position_class("Hackenbush", "hackenbush", "text")
Kayles = _position_class("Kayles", "kayles", "n")
Konane = _position_class("Konane", "konane", "grid")
Nim = _position_class("Nim", "nim", "n")
NoGo = _position_class("NoGo", "nogo", "grid")
OctalGame = _position_class("OctalGame", "octal", "code", "n")
Snort = _position_class("Snort", "snort", "grid")
Subtraction = _position_class("Subtraction", "subtraction", "left_set", "right_set", "n")
ToadsAndFrogs = _position_class("ToadsAndFrogs", "toads", "strip")
TopplingDominoes = _position_class("TopplingDominoes", "toppling", "row")


def octal_period(code: str, heaps: int | None = None) -> list:
    args = (code,) if heaps is None else (code, heaps)
    return [g.number() for g in _call("period", *args)]


octal_period.__doc__ = _describe("period")


def save_domineering_table(n: int, file: str) -> str:
    return _call("savedomineeringtable", n, file)


def load_domineering_table(file: str) -> str:
    return _call("loaddomineeringtable", file)


save_domineering_table.__doc__ = _describe("savedomineeringtable")
load_domineering_table.__doc__ = _describe("loaddomineeringtable")

__all__ = ["Amazons", "CannibalClobber", "Clobber", "Col", "Cram", "Cutcake", "DawsonsKayles",
           "Domineering", "ElephantsAndRhinos", "Fission", "GeneralisedToadsAndFrogs",
           "GrundysGame", "Hackenbush", "Kayles", "Konane", "Nim", "NoGo", "OctalGame", "Snort",
           "Subtraction", "ToadsAndFrogs", "TopplingDominoes", "load_domineering_table",
           "octal_period", "save_domineering_table"]
