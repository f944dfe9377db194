"""The type stubs declare everything the package offers, so editors see all of it."""

import ast
import importlib
import pathlib
import pkgutil
import sys

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


def families():
    """The package and its public submodules, nested ones included (cgt.papers.wythoff)."""
    found = [cgt]
    for info in pkgutil.walk_packages(cgt.__path__, "cgt."):
        if not any(part.startswith("_") for part in info.name.split(".")):
            found.append(importlib.import_module(info.name))
    return found


def test_every_public_name_has_a_stub():
    # a pure-Python submodule without a stub is its own (type checkers read it); a stub, once
    # there, declares everything
    stubbed = [m for m in families() if pathlib.Path(m.__file__).with_suffix(".pyi").exists()]
    assert {cgt, cgt.rulesets} <= set(stubbed)
    for module in stubbed:
        stub = pathlib.Path(module.__file__).with_suffix(".pyi").relative_to(PACKAGE)
        public = {n for n in dir(module) if not n.startswith("_") and n != "inspect"}
        assert public - set(declared(str(stub))) == set(), stub
        assert set(module.__all__) <= set(declared(str(stub))), stub


def test_every_attribute_of_the_classes_has_a_stub():
    for cls in (cgt.Game, cgt.Position, cgt.Thermograph, cgt.Ruleset):
        stub = declared()[cls.__name__]
        stubbed = {n.name for n in stub.body if isinstance(n, ast.FunctionDef)}
        stubbed |= {n.target.id for n in stub.body if isinstance(n, ast.AnnAssign)}
        public = {n for n in dir(cls) if not n.startswith("_")}
        assert public - stubbed == set(), cls.__name__


def test_everything_has_a_docstring():
    modules = families()
    assert {cgt.rulesets, cgt.papers.golden_nugget, cgt.number_theory} <= set(modules)
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


def test_the_families_come_with_the_package():
    # `import cgt` alone gives cgt.rulesets, cgt.papers.wythoff, ...: no family needs its own import
    for module in families()[1:]:
        family = module.__name__.split(".")[1]
        assert family in cgt.__all__ and getattr(cgt, family) is sys.modules[f"cgt.{family}"]
