"""The type stubs declare everything the package offers, so editors see all of it."""

import ast
import pathlib

import cgt

PACKAGE = pathlib.Path(cgt.__file__).parent


def declared(stub="__init__.pyi"):
    tree = ast.parse((PACKAGE / stub).read_text(encoding="utf-8"))
    names = {}
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            names[node.name] = node
        elif isinstance(node, ast.AnnAssign):
            names[node.target.id] = node
        elif isinstance(node, ast.ImportFrom):
            names.update((alias.asname or alias.name, node) for alias in node.names)
    return names


def test_every_public_name_has_a_stub():
    for module, stub in ((cgt, "__init__.pyi"), (cgt.rulesets, "rulesets.pyi")):
        public = {n for n in dir(module) if not n.startswith("_") and n != "inspect"}
        assert public - set(declared(stub)) == set(), stub
        assert set(module.__all__) <= set(declared(stub)), stub


def test_every_attribute_of_the_classes_has_a_stub():
    for cls in (cgt.Game, cgt.Position, cgt.Thermograph, cgt.Ruleset):
        stub = declared()[cls.__name__]
        stubbed = {n.name for n in stub.body if isinstance(n, ast.FunctionDef)}
        stubbed |= {n.target.id for n in stub.body if isinstance(n, ast.AnnAssign)}
        public = {n for n in dir(cls) if not n.startswith("_")}
        assert public - stubbed == set(), cls.__name__


def test_everything_has_a_docstring():
    modules = (cgt, cgt.rulesets, cgt.papers, cgt.papers.golden_nugget, cgt.papers.fibonacci_nim,
               cgt.papers.wythoff, cgt.number_theory)
    for module in modules:
        assert module.__doc__, module.__name__
        for name in module.__all__:
            if callable(getattr(module, name)):
                assert getattr(module, name).__doc__, f"{module.__name__}.{name}"
    for cls in (cgt.Game, cgt.Position, cgt.Thermograph, cgt.Ruleset):
        for name in dir(cls):
            attribute = getattr(cls, name)
            if not name.startswith("_") and (callable(attribute) or isinstance(attribute, property)):
                assert attribute.__doc__, f"{cls.__name__}.{name}"
