// cgt.Position: a position of a ruleset, or a sum of positions (P + Q), as the language holds
// them. What one computes about positions (value, options, outcome, winning moves) goes
// through the language's functions (functions.cpp), as in the REPL.
#include <pybind11/stl.h>

#include "games/ruleset/ruleset.hpp"
#include "lang/value.hpp"
#include "python/src/bindings.hpp"
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

}  // namespace

void bind_positions(py::module_& m) {
  py::class_<Positions>(m, "Position", R"(A position of a ruleset, or a sum of positions.

Made by the ruleset classes (cgt.Domineering("..|.."), cgt.Clobber("XO|OX"), ...) or by a
cgt.Ruleset written in Python. P + Q is their disjunctive sum, still a Position.)")
      .def("__str__", [](const Positions& p) {
        return joined(p, [](const games::AnyPosition& q) { return q.text(); });
      })
      .def("__repr__", [](const Positions& p) {
        return joined(p, [](const games::AnyPosition& q) { return q.expression(); });
      })
      .def("__add__", [](const Positions& p, const Positions& q) {
        Positions sum = p;
        sum.parts.insert(sum.parts.end(), q.parts.begin(), q.parts.end());
        return sum;
      }, py::is_operator())
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
