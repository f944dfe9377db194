// libFuzzer harness for the Python module's entry points. The module's bindings are linked into
// this program and imported by an embedded interpreter, so libFuzzer's coverage feedback and
// the sanitizers see the C++ behind every call (Atheris, the usual Python fuzzer, has no Debian
// package, and would add Python-level coverage we do not need: the parsers are C++). The first
// byte of an input picks an entry point, the rest is its argument: notation text, DAG text (as
// Game.from_dag, unpickling and load_dag read it), integers as bytes, a ruleset's board, a
// language function's name and arguments (_cgt.call), statements (_cgt.eval, whose values are
// converted to Python). The seeds are in tests/fuzz/python_seeds, one or more per entry point.
// Python exceptions are the expected answers; a crash, a sanitizer report, a SystemError or a
// message of pybind11's own (a conversion it could not make) is a bug.
#include <pybind11/embed.h>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <regex>
#include <string>

#include "cgt/game_table.hpp"

namespace py = pybind11;

extern "C" PyObject* PyInit__cgt();

namespace {

py::dict* entry_points = nullptr;  // the functions of kEntryPoints

// Entry points, each taking the input's bytes (after the selector byte).
const char* const kEntryPoints = R"(
import cgt, cgt.rulesets, os, tempfile
from cgt import _cgt
from fractions import Fraction

def text(b):
    return b.decode("utf-8", "surrogateescape")

def game(b): return cgt.Game(text(b))
def from_dag(b): return cgt.Game.from_dag(text(b))
def unpickled(b):
    g = cgt.Game.__new__(cgt.Game)
    g.__setstate__(text(b))
    return g
def loaded(b):
    fd, path = tempfile.mkstemp(suffix=".cgt")
    try:
        os.write(fd, b)
        os.close(fd)
        return cgt.load_dag(path)
    finally:
        os.remove(path)
def integer(b): return cgt.Game(int.from_bytes(b, "little", signed=True))
def fraction(b):
    return cgt.Game(Fraction(int.from_bytes(b[1:], "little", signed=True), 2 ** (b[0] if b else 0)))
def position(b):
    r = cgt.rulesets
    rulesets = [r.Domineering, r.Clobber, r.Konane, r.Amazons, r.ToadsAndFrogs, r.Hackenbush,
                r.NoGo, r.Snort, r.Col, r.TopplingDominoes]
    p = rulesets[b[0] % len(rulesets) if b else 0](text(b[1:]))
    return p.outcome
def argument(a):  # "=G" a game's notation, a short run of digits an integer, else text
    if a.startswith("="): return cgt.Game(a[1:])
    if a.lstrip("-").isdigit() and len(a) < 40: return int(a)
    return a
def call(b):  # a function of the language by name, its arguments separated by ";"
    name, _, arguments = text(b).partition(" ")
    return _cgt.call(name, [argument(a) for a in arguments.split(";")] if arguments else [])

def evaluated(b): return _cgt.eval(text(b), {"g": cgt.up})  # statements, their value converted

ENTRY_POINTS = [game, from_dag, unpickled, loaded, integer, fraction, position, call, evaluated]

def run(data):
    result = ENTRY_POINTS[data[0] % len(ENTRY_POINTS)](data[1:]) if data else None
    str(result)  # the printer too

def after_reset():  # the module's games, made again in the emptied table
    cgt.zero, cgt.up, cgt.down = cgt.Game(0), cgt.Game("^"), cgt.Game("v")

cgt.set_limits(games=200000, time=1)  # a second per call, as the language fuzzer gives
)";

// What a call may raise: anything but these is the expected answer to bad input. pybind11's
// own messages are told by their start: the input they may echo comes later, and the fuzzer
// puts such words as "pybind11" into inputs.
bool is_bug(const py::error_already_set& e) {
  if (e.matches(PyExc_SystemError) || e.matches(PyExc_MemoryError)) return true;
  static const std::regex pybind11_message(
      R"(^\w+: (Unable to |[\w.]+\(\): incompatible (function|constructor) arguments))");
  return std::regex_search(e.what(), pybind11_message);
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  new py::scoped_interpreter();  // never finalized: threads of cgt may wait
  // The linked module, registered as cgt._cgt before the package imports it (the interpreter's
  // table of built-in modules serves top-level names only).
  py::module_ sys = py::module_::import("sys");
  sys.attr("modules")["cgt._cgt"] = py::reinterpret_steal<py::object>(PyInit__cgt());
  sys.attr("path").attr("insert")(0, CGT_PYTHON_PACKAGE_DIR);
  py::dict scope;
  scope["__builtins__"] = py::module_::import("builtins");
  py::exec(kEntryPoints, scope);
  entry_points = new py::dict(scope);
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  // No Game of an earlier input is alive here but the module's own, made again after a reset.
  if (cgt::game_table().size() > 150000) {
    cgt::game_table().reset();
    (*entry_points)["after_reset"]();
  }
  try {
    (*entry_points)["run"](py::bytes(reinterpret_cast<const char*>(data), size));
  } catch (py::error_already_set& e) {
    if (is_bug(e)) {
      std::fprintf(stderr, "python fuzzer: %s\n", e.what());
      __builtin_trap();
    }
  }
  return 0;
}
