// cgt.Position: a position of a ruleset, or a sum of positions (P + Q), as the language holds
// them. What one computes about positions (value, options, outcome, winning moves) goes
// through the language's functions (functions.cpp), as in the REPL.
#include <pybind11/stl.h>

#include "cgt/sum.hpp"
#include "games/ruleset/game_value_position.hpp"
#include "games/ruleset/ruleset.hpp"
#include "lang/value.hpp"
#include "python/src/bindings.hpp"
#include "python/src/conversions.hpp"
#include "python/src/engine_call.hpp"

namespace py = pybind11;

namespace cgt::python {
namespace {

using lang::Positions;

// The parts' texts (or expressions) joined by " + ".
template <class Part>
std::string joined(const Positions& p, Part part) {
  return engine_call([&] {
    std::string out;
    for (const games::AnyPosition& q : p.parts) {
      if (!out.empty()) out += " + ";
      out += part(q);
    }
    return out.empty() ? std::string("0") : out;
  });
}

// p + q (or p - q, or q + p with `reversed`) where q is a Position (not for -) or a game (a
// Game, an int, a dyadic Fraction), which becomes one more part of the sum; NotImplemented for
// anything else, so that Python raises TypeError.
py::object added(const Positions& p, py::handle q, bool subtract, bool reversed = false) {
  Positions sum = p;
  if (py::isinstance<Positions>(q) && !subtract) {
    const Positions& other = q.cast<const Positions&>();
    sum.parts.insert(reversed ? sum.parts.begin() : sum.parts.end(), other.parts.begin(),
                     other.parts.end());
    return py::cast(sum);
  }
  if (py::isinstance<py::bool_>(q) ||
      !(py::isinstance<Game>(q) || py::isinstance<py::int_>(q) ||
        py::isinstance(q, py::module_::import("fractions").attr("Fraction"))))
    return py::reinterpret_borrow<py::object>(Py_NotImplemented);
  Game g = to_game(q, "the other operand");
  engine_call([&] {
    games::AnyPosition part = games::game_value_position(subtract ? negate(g) : g);
    sum.parts.insert(reversed ? sum.parts.begin() : sum.parts.end(), part);
  });
  return py::cast(sum);
}

}  // namespace

void bind_positions(py::module_& m) {
  py::class_<Positions>(m, "Position", R"(A position of a ruleset, or a sum of positions.

Made by the ruleset classes (cgt.Domineering("..|.."), cgt.Clobber("XO|OX"), ...) or by a
cgt.Ruleset written in Python. P + Q is their disjunctive sum, still a Position; so is P + G
for a game G (a Game, an int or a dyadic Fraction), G one more part of the sum.)")
      .def("__str__", [](const Positions& p) {
        return joined(p, [](const games::AnyPosition& q) { return q.text(); });
      })
      .def("__repr__", [](const Positions& p) {
        return joined(p, [](const games::AnyPosition& q) { return q.expression(); });
      })
      .def("__add__", [](const Positions& p, py::handle q) { return added(p, q, false); },
           py::is_operator())
      .def("__radd__", [](const Positions& p, py::handle q) { return added(p, q, false, true); },
           py::is_operator())
      .def("__sub__", [](const Positions& p, py::handle q) { return added(p, q, true); },
           py::is_operator())
      .def("__eq__", [](const Positions& p, const Positions& q) {
        return engine_call([&] { return p == q; });
      }, py::is_operator(), "The same positions of the same rules (compare values with P.value == Q.value).")
      .def("__hash__", [](const Positions& p) {
        return engine_call([&] {
          std::uint64_t h = p.parts.size();
          for (const games::AnyPosition& q : p.parts) h = games::mix_hash(h ^ q.hash());
          return static_cast<py::ssize_t>(h);
        });
      })
      .def_property_readonly("parts", [](const Positions& p) {
            py::list out;
            for (const games::AnyPosition& q : p.parts) out.append(Positions{{q}});
            return out;
          }, "The positions this sum adds (one for a single position).")
      .def_property_readonly("rulesets", [](const Positions& p) {
            return engine_call([&] {
              std::vector<std::string> names;
              for (const games::AnyPosition& q : p.parts) names.push_back(q.ruleset_name());
              return names;
            });
          }, "The name of each part's ruleset, with its parameters.")
      .def_property_readonly("impartial", [](const Positions& p) {
            return engine_call([&] {
              for (const games::AnyPosition& q : p.parts)
                if (!q.impartial()) return false;
              return true;
            });
          }, "Whether every part is of an impartial ruleset.");
}

}  // namespace cgt::python
