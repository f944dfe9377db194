// cgt.loopy.LoopyGame: a loopy game that is not short (a stopper such as on or a{0|a}, or a pair
// of sides such as dud = on & off). Operations whose value is a short game return a cgt.Game.
#include <pybind11/stl.h>

#include <functional>

#include "lang/loopy_literal.hpp"
#include "lang/parser.hpp"
#include "lang/session.hpp"
#include "loopy/outcome.hpp"
#include "loopy/stops.hpp"
#include "loopy/varieties.hpp"
#include "python/src/bindings.hpp"
#include "python/src/conversions.hpp"
#include "python/src/engine_call.hpp"

namespace py = pybind11;

namespace cgt::python {
namespace {

using LoopyValue = loopy::Value;

// The other operand as a loopy value (named apart from game.cpp's operand, which a unity build
// puts in the same file), or nothing (the operator then returns NotImplemented).
std::optional<LoopyValue> loopy_operand(py::handle x) {
  if (py::isinstance<lang::Loopy>(x)) return x.cast<lang::Loopy>().value;
  if (py::isinstance<py::bool_>(x)) return std::nullopt;
  if (py::isinstance<Game>(x) || py::isinstance<py::int_>(x) ||
      py::isinstance(x, py::module_::import("fractions").attr("Fraction")))
    return LoopyValue(loopy::Stopper::of(to_game(x, "the operand")));
  return std::nullopt;
}

LoopyValue required(py::handle x, const char* what) {
  if (auto v = loopy_operand(x)) return *v;
  throw py::type_error(py::str("{} must be a LoopyGame, a Game, an int or a Fraction, not {}")
                           .format(what, py::type::of(x).attr("__name__")));
}

// A loopy value as Python sees it: a cgt.Game when short.
py::object result(LoopyValue v) { return from_value(lang::from_loopy(std::move(v))); }

py::object to_python(bool b) { return py::bool_(b); }
py::object to_python(LoopyValue v) { return result(std::move(v)); }

// Runs op in the engine (without the interpreter lock), then converts its result.
template <class Op>
py::object call(Op op) {
  return to_python(engine_call(op));
}

template <class Op>
py::object binary(const lang::Loopy& g, py::handle other, Op op) {
  std::optional<LoopyValue> h = loopy_operand(other);
  if (!h) return py::reinterpret_borrow<py::object>(Py_NotImplemented);
  return call([&] { return op(g.value, *h); });
}

// The value of an expression of the language that must be a game, loopy or short.
LoopyValue evaluate(const std::string& text, const char* what) {
  return engine_call([&] {
    static lang::Session session;
    return lang::to_loopy(session.evaluate(*lang::parse_expression(text)), what);
  });
}

std::string text(const LoopyValue& v, Style style) {
  return engine_call([&] { return loopy::to_string(v, style); });
}

loopy::Stopper stopper(const LoopyValue& v, const char* what) {
  if (!v.is_stopper()) throw py::value_error(std::string(what) + ": the game is not a stopper");
  return v.stopper();
}

}  // namespace

void bind_loopy(py::module_& m) {
  py::class_<lang::Loopy>(m, "LoopyGame", R"(A loopy game: a stopper, or a game with its sides.

LoopyGame(text) takes the cgt notation with CGSuite's loopy spellings: "on", "off", "over",
"dud", "upon", "tis", "a{0|a}" (a label names a position inside its braces; a:{0|a} too),
"{pass|*}", "over & under" (onside & offside). Loopy games add, subtract, negate and compare
(<=, >=, ==; < and > are strict); a result that is a short game comes back as a cgt.Game.)")
      .def(py::init([](py::object x) {
             if (py::isinstance<py::str>(x))
               return lang::Loopy{evaluate(x.cast<std::string>(), "LoopyGame(text): the value")};
             return lang::Loopy{required(x, "LoopyGame(x): x")};
           }),
           py::arg("x"))
      .def("__str__", [](const lang::Loopy& g) { return text(g.value, Style::kPretty); })
      .def("__repr__", [](const lang::Loopy& g) { return text(g.value, Style::kPretty); })
      .def_property_readonly("unicode", [](const lang::Loopy& g) { return text(g.value, Style::kUnicode); })
      .def_property_readonly("explicit", [](const lang::Loopy& g) { return text(g.value, Style::kExplicit); },
                             "Braces, numbers and pass only, positions named by labels.")
      .def_property_readonly("latex", [](const lang::Loopy& g) { return text(g.value, Style::kLatex); })
      .def("_repr_latex_", [](const lang::Loopy& g) { return "$" + text(g.value, Style::kLatex) + "$"; })
      .def("__eq__", [](const lang::Loopy& g, py::handle h) {
        return binary(g, h, [](const LoopyValue& a, const LoopyValue& b) { return loopy::equal(a, b); });
      })
      .def("__ne__", [](const lang::Loopy& g, py::handle h) {
        return binary(g, h, [](const LoopyValue& a, const LoopyValue& b) { return !loopy::equal(a, b); });
      })
      .def("__le__", [](const lang::Loopy& g, py::handle h) {
        return binary(g, h, [](const LoopyValue& a, const LoopyValue& b) { return loopy::leq(a, b); });
      })
      .def("__ge__", [](const lang::Loopy& g, py::handle h) {
        return binary(g, h, [](const LoopyValue& a, const LoopyValue& b) { return loopy::leq(b, a); });
      })
      .def("__lt__", [](const lang::Loopy& g, py::handle h) {
        return binary(g, h, [](const LoopyValue& a, const LoopyValue& b) {
          return loopy::leq(a, b) && !loopy::leq(b, a);
        });
      })
      .def("__gt__", [](const lang::Loopy& g, py::handle h) {
        return binary(g, h, [](const LoopyValue& a, const LoopyValue& b) {
          return loopy::leq(b, a) && !loopy::leq(a, b);
        });
      })
      .def("__hash__", [](const lang::Loopy& g) -> py::ssize_t {
        // Equal values have equal sides; a stopper's handle is its value.
        const loopy::Side& s = g.value.onside();
        return s.is_stopper() ? static_cast<py::ssize_t>(s.stopper().bits()) * 0x9e3779b1 : 17;
      })
      .def("__add__", [](const lang::Loopy& g, py::handle h) {
        return binary(g, h, [](const LoopyValue& a, const LoopyValue& b) { return loopy::sum(a, b); });
      })
      .def("__radd__", [](const lang::Loopy& g, py::handle h) {
        return binary(g, h, [](const LoopyValue& a, const LoopyValue& b) { return loopy::sum(b, a); });
      })
      .def("__sub__", [](const lang::Loopy& g, py::handle h) {
        return binary(g, h, [](const LoopyValue& a, const LoopyValue& b) { return loopy::difference(a, b); });
      })
      .def("__rsub__", [](const lang::Loopy& g, py::handle h) {
        return binary(g, h, [](const LoopyValue& a, const LoopyValue& b) { return loopy::difference(b, a); });
      })
      .def("__and__", [](const lang::Loopy& g, py::handle h) {
        return binary(g, h, [](const LoopyValue& a, const LoopyValue& b) { return loopy::sided(a, b); });
      })
      .def("__neg__", [](const lang::Loopy& g) { return call([&] { return loopy::negate(g.value); }); })
      .def_property_readonly("onside", [](const lang::Loopy& g) {
            return call([&] { return LoopyValue(g.value.onside(), g.value.onside()); });
          }, "The onside: the game with infinite play a win for Left.")
      .def_property_readonly("offside", [](const lang::Loopy& g) {
            return call([&] { return LoopyValue(g.value.offside(), g.value.offside()); });
          }, "The offside: the game with infinite play a win for Right.")
      .def_property_readonly("is_stopper", [](const lang::Loopy& g) { return g.value.is_stopper(); })
      .def_property_readonly("is_stopper_sided", [](const lang::Loopy& g) { return g.value.is_stopper_sided(); })
      .def_property_readonly("outcome", [](const lang::Loopy& g) {
            return engine_call([&] { return std::string(loopy::outcome_name(loopy::outcome(g.value))); });
          }, "L, R, N, P, D (a draw whoever starts), NHat, NCheck, PHat or PCheck (CGSuite's names).")
      .def_property_readonly("left_stop", [](const lang::Loopy& g) {
            return call([&] { return loopy::stopper_of(loopy::left_stop(stopper(g.value, "left_stop"))); });
          })
      .def_property_readonly("right_stop", [](const lang::Loopy& g) {
            return call([&] { return loopy::stopper_of(loopy::right_stop(stopper(g.value, "right_stop"))); });
          })
      .def_property_readonly("degree", [](const lang::Loopy& g) {
            return call([&] { return loopy::degree(stopper(g.value, "degree")); });
          }, "G upsum -G for a stopper G.")
      .def_property_readonly("variety", [](const lang::Loopy& g) {
            return call([&] { return loopy::variety(stopper(g.value, "variety")); });
          })
      .def_property_readonly("is_stable", [](const lang::Loopy& g) {
            return engine_call([&] { return loopy::is_stable(stopper(g.value, "is_stable")); });
          })
      .def_property_readonly("is_idempotent", [](const lang::Loopy& g) {
            return engine_call([&] { return loopy::is_idempotent(g.value); });
          })
      .def_property_readonly("is_pseudonumber", [](const lang::Loopy& g) {
            return engine_call([&] {
              return g.value.is_stopper() && loopy::as_pseudonumber(g.value.stopper()).has_value();
            });
          })
      .def_property_readonly("is_loopfree", [](const lang::Loopy& g) { return g.value.is_short(); },
                             "Whether the game equals a short game (no position repeats).")
      .def_property_readonly("is_plumtree", [](const lang::Loopy& g) {
            return engine_call([&] { return loopy::is_plumtree(stopper(g.value, "is_plumtree")); });
          }, "Whether the stopper's simplest form has no cycle but passes.");
  m.def("loopy_game", [](const py::str& text) {
          return result(evaluate(text_of(text, "game(text): text"), "game(text): the value"));
        }, py::arg("text"), "The game written in cgt's notation: a Game when short, else a LoopyGame.");
  m.def("upsum", [](py::handle a, py::handle b) {
          LoopyValue x = required(a, "upsum(G, H): G"), y = required(b, "upsum(G, H): H");
          return call([&] { return loopy::upsum(x, y); });
        }, py::arg("G"), py::arg("H"), "The onside of G + H.");
  m.def("downsum", [](py::handle a, py::handle b) {
          LoopyValue x = required(a, "downsum(G, H): G"), y = required(b, "downsum(G, H): H");
          return call([&] { return loopy::downsum(x, y); });
        }, py::arg("G"), py::arg("H"), "The offside of G + H.");
}

}  // namespace cgt::python
