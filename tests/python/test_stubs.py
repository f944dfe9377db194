"""The type stubs declare everything the package offers, so editors see all of it."""

import ast
import pathlib

import cgt

STUB = pathlib.Path(cgt.__file__).with_name("__init__.pyi")


def declared():
    tree = ast.parse(STUB.read_text(encoding="utf-8"))
    names = {}
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            names[node.name] = node
        elif isinstance(node, ast.AnnAssign):
            names[node.target.id] = node
    return names


def test_every_public_name_has_a_stub():
    names = declared()
    public = {n for n in dir(cgt) if not n.startswith("_") and n not in ("annotations",)}
    assert public - set(names) == set()


def test_every_attribute_of_the_classes_has_a_stub():
    for cls in (cgt.Game, cgt.Position, cgt.Thermograph, cgt.Ruleset):
        stub = declared()[cls.__name__]
        stubbed = {n.name for n in stub.body if isinstance(n, ast.FunctionDef)}
        stubbed |= {n.target.id for n in stub.body if isinstance(n, ast.AnnAssign)}
        public = {n for n in dir(cls) if not n.startswith("_")}
        assert public - stubbed == set(), cls.__name__


def test_everything_has_a_docstring():
    for name in dir(cgt):
        if not name.startswith("_") and callable(getattr(cgt, name)):
            assert getattr(cgt, name).__doc__, name
    for cls in (cgt.Game, cgt.Position, cgt.Thermograph, cgt.Ruleset):
        for name in dir(cls):
            attribute = getattr(cls, name)
            if not name.startswith("_") and (callable(attribute) or isinstance(attribute, property)):
                assert attribute.__doc__, f"{cls.__name__}.{name}"
