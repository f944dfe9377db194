"""The cgt language's functions as the package calls them: one place that names them.

Every Python name of the package is a PEP 8 name of its own; the REPL's spellings (gn, fibwin,
leftstop, ...) stay inside this module, in cgt.eval and in the REPL. The docstrings come from
the language's function registry, the one source of what each function computes.
"""

from . import _cgt

_FUNCTIONS = {f["name"]: f for f in _cgt.functions()}


def call(function, *args):
    """The language's `function` applied to `args`, as the REPL would compute it."""
    return _cgt.call(function, list(args))


def describe(function, extra=""):
    """A docstring from the registry: the function's meaning, and its REPL spelling."""
    f = _FUNCTIONS[function]
    summary = f["summary"][0].upper() + f["summary"][1:]
    text = f"{summary}.\n\n{extra}" if extra else f"{summary}.\n\n"
    return text + f"In the REPL: ``{f['signature']}``, e.g. ``{f['example']}``."


def documented(function, extra=""):
    """Decorator: the docstring of the language's `function` for a Python function."""
    def decorate(f):
        f.__doc__ = describe(function, extra)
        return f
    return decorate
