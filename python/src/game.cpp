// cgt.Game: a handle to a canonical form in the game table. Equality and hashing are on the
// handle (forms are interned, so equal values are the same handle); numbers also equal and hash
// like the ints and Fractions they are.
#include <pybind11/stl.h>

#include <functional>
#include <optional>

#include "cgt/canonical.hpp"
#include "cgt/compare.hpp"
#include "cgt/facts.hpp"
#include "cgt/notation/dag_notation.hpp"
#include "cgt/notation/printer.hpp"
#include "cgt/sum.hpp"
#include "lang/dag_reader.hpp"
#include "lang/session.hpp"
#include "python/src/bindings.hpp"
#include "python/src/conversions.hpp"
#include "python/src/engine_call.hpp"

namespace py = pybind11;

namespace cgt::python {
namespace {

enum class Relation { kLess, kEqual, kGreater, kConfused };

Game parse_game(const std::string& text) {
  return engine_call([&] { return lang::evaluate_game(text); });
}

// The other operand of a binary operator as a game, or nothing (the operator then returns
// NotImplemented, so Python tries the other side or raises TypeError).
std::optional<Game> operand(py::handle x) {
  if (py::isinstance<Game>(x)) return x.cast<Game>();
  if (py::isinstance<py::bool_>(x)) return std::nullopt;
  if (py::isinstance<py::int_>(x) || py::isinstance(x, py::module_::import("fractions").attr("Fraction")))
    return to_game(x, "the operand");
  return std::nullopt;
}

template <class Op>
py::object binary(Game g, py::handle other, Op op) {
  std::optional<Game> h = operand(other);
  if (!h) return py::reinterpret_borrow<py::object>(Py_NotImplemented);
  return py::cast(engine_call([&] { return op(g, *h); }));
}

Relation relation(Game g, Game h) {
  return engine_call([&] {
    if (g == h) return Relation::kEqual;
    if (leq(g, h)) return Relation::kLess;
    if (leq(h, g)) return Relation::kGreater;
    return Relation::kConfused;
  });
}

std::string text(Game g, Style style) {
  return engine_call([&] { return to_string_within_budget(g, style); });
}

std::int64_t multiplier(py::handle n) {
  try {
    return n.cast<std::int64_t>();
  } catch (const py::cast_error&) {
    throw py::value_error("n * G: n must be an integer that fits in 64 bits");
  }
}

std::vector<Game> games_of(py::iterable options, const char* what) {
  std::vector<Game> out;
  for (py::handle option : options) out.push_back(to_game(option, what));
  return out;
}

// n * G and G * n: the sum of n copies of G (n of any sign).
py::object scaled(Game g, py::handle n) {
  if (!py::isinstance<py::int_>(n) || py::isinstance<py::bool_>(n))
    return py::reinterpret_borrow<py::object>(Py_NotImplemented);
  std::int64_t k = multiplier(n);
  return py::cast(engine_call([&] { return multiple(k, g); }));
}

std::vector<Game> options(Game g, bool left) {
  return engine_call([&] {
    auto options = left ? game_table().left_options(g) : game_table().right_options(g);
    return std::vector<Game>(options.begin(), options.end());
  });
}

}  // namespace

void bind_game(py::module_& m) {
  py::enum_<Relation>(m, "Relation", "How two games compare: one of four relations.")
      .value("LESS", Relation::kLess)
      .value("EQUAL", Relation::kEqual)
      .value("GREATER", Relation::kGreater)
      .value("CONFUSED", Relation::kConfused, "incomparable (G - H is a first-player win)");

  py::class_<Game>(m, "Game", R"(A short partizan game, held as its canonical form.

Game(x) takes the cgt notation ("{1||1|0}", "^*", "3/4", "+-1", "*5", ...), an int, a dyadic
fractions.Fraction, or a Game. Games add, subtract and negate; n * G is the sum of n copies.
== compares values exactly; <, <=, >, >= are the game order and all return False for confused
(incomparable) pairs: use G.compare(H) to tell.)")
      .def(py::init([](py::object x) {
             if (py::isinstance<py::str>(x)) return parse_game(text_of(x, "Game(x): x"));
             return to_game(x, "Game(x): x");
           }),
           py::arg("x"))
      .def_static("from_options", [](py::iterable left, py::iterable right) {
            std::vector<Game> l = games_of(left, "Game.from_options: a Left option");
            std::vector<Game> r = games_of(right, "Game.from_options: a Right option");
            return engine_call([&] { return canonicalise(std::move(l), std::move(r)); });
          }, py::arg("left"), py::arg("right"),
          "The game {left | right} of these options (games, ints or Fractions), in canonical form.")
      .def_static("from_dag", [](const py::str& dag) {
            std::string text = text_of(dag, "Game.from_dag(text): text");
            return engine_call([&] { return lang::read_dag(text); });
          }, py::arg("text"), "The game written in the DAG notation of G.dag (what pickling uses).")
      .def_property_readonly("dag", [](Game g) { return engine_call([&] { return dag_text(g); }); },
                             "The game in the DAG notation: each shared subposition named once.")
      .def("__str__", [](Game g) { return text(g, Style::kPretty); })
      .def("__repr__", [](Game g) { return text(g, Style::kPretty); })
      .def_property_readonly("unicode", [](Game g) { return text(g, Style::kUnicode); },
                             "The pretty notation with Unicode symbols (↑ ⋆ ± ½).")
      .def_property_readonly("explicit", [](Game g) { return text(g, Style::kExplicit); },
                             "Every option written out with braces, numbers only at the leaves.")
      .def_property_readonly("latex", [](Game g) { return text(g, Style::kLatex); },
                             "The game in LaTeX (math mode, without the dollars).")
      .def("_repr_latex_", [](Game g) { return "$" + text(g, Style::kLatex) + "$"; })
      .def("_latex_", [](Game g) { return text(g, Style::kLatex); })
      .def(py::pickle([](Game g) { return py::str(engine_call([&] { return dag_text(g); })); },
                      [](const py::str& state) {
                        std::string dag = text_of(state, "Game.__setstate__(state): state");
                        return engine_call([&] { return lang::read_dag(dag); });
                      }))
      .def("__hash__", [](Game g) -> py::ssize_t {
        if (is_number(g)) return py::hash(number_object(game_table().number_part(g)));
        return static_cast<py::ssize_t>(g.id) * 0x9e3779b1;
      })
      .def("__eq__", [](Game g, py::handle h) { return binary(g, h, std::equal_to<Game>()); })
      .def("__ne__", [](Game g, py::handle h) { return binary(g, h, std::not_equal_to<Game>()); })
      .def("__le__", [](Game g, py::handle h) { return binary(g, h, [](Game a, Game b) { return leq(a, b); }); })
      .def("__lt__", [](Game g, py::handle h) { return binary(g, h, [](Game a, Game b) { return less(a, b); }); })
      .def("__ge__", [](Game g, py::handle h) { return binary(g, h, [](Game a, Game b) { return geq(a, b); }); })
      .def("__gt__", [](Game g, py::handle h) { return binary(g, h, [](Game a, Game b) { return greater(a, b); }); })
      .def("compare", [](Game g, py::handle h) { return relation(g, to_game(h, "compare(H): H")); },
           py::arg("H"), "LESS, EQUAL, GREATER or CONFUSED: how G compares with H.")
      .def("__add__", [](Game g, py::handle h) { return binary(g, h, [](Game a, Game b) { return a + b; }); })
      .def("__radd__", [](Game g, py::handle h) { return binary(g, h, [](Game a, Game b) { return b + a; }); })
      .def("__sub__", [](Game g, py::handle h) { return binary(g, h, [](Game a, Game b) { return a - b; }); })
      .def("__rsub__", [](Game g, py::handle h) { return binary(g, h, [](Game a, Game b) { return b - a; }); })
      .def("__neg__", [](Game g) { return engine_call([&] { return -g; }); })
      .def("__pos__", [](Game g) { return g; })
      .def("__mul__", &scaled)
      .def("__rmul__", &scaled)
      .def("number", [](Game g) {
            if (!is_number(g))
              throw py::value_error(text(g, Style::kPretty) + " is not a number");
            return number_object(game_table().number_part(g));
          }, "The number G equals, as an int or an exact Fraction (ValueError when G is not a number).")
      .def_property_readonly("left_options", [](Game g) { return options(g, true); },
                             "Left's options of the canonical form, as a list of games.")
      .def_property_readonly("right_options", [](Game g) { return options(g, false); },
                             "Right's options of the canonical form, as a list of games.");
}

}  // namespace cgt::python
