// Rulesets written in Python: a ruleset of the C++ API (games/ruleset/ruleset.hpp) whose
// positions are hashable Python objects and whose options, components, normalisation and known
// values are Python callables. Its positions are AnyPositions like any ruleset's, so the
// evaluator, the outcome search, sums with other rulesets and every language function apply;
// each Python ruleset has its own transposition table, kept while the ruleset lives.
#include <pybind11/stl.h>

#include <memory>

#include "games/ruleset/typed_position.hpp"
#include "lang/value.hpp"
#include "python/src/bindings.hpp"
#include "python/src/conversions.hpp"
#include "python/src/engine_call.hpp"
#include "python/src/python_object.hpp"

namespace py = pybind11;

namespace cgt::python {
namespace {

// What the Python side gives: callables (an empty object where it gives none) and a name.
struct Callbacks {
  std::string name;
  PythonObject left, right;  // p -> iterable of positions (the same callable when impartial)
  PythonObject components;   // p -> iterable of positions, optional
  PythonObject normalise;    // p -> position, optional
  PythonObject known_value;  // p -> Game, int, Fraction or None, optional
};

// A str as UTF-8 for display, a lone surrogate written as \udc80 rather than refused.
std::string printable_text(const py::str& s) {
  PyObject* bytes = PyUnicode_AsEncodedString(s.ptr(), "utf-8", "backslashreplace");
  if (!bytes) throw py::error_already_set();
  return std::string(py::reinterpret_steal<py::bytes>(bytes));
}

// Calls f(p) from engine code: takes the interpreter lock (the interpreter handles signals in
// that code as in any).
py::object call(const PythonObject& f, const PythonObject& p) {
  py::gil_scoped_acquire lock;
  return py::reinterpret_borrow<py::object>(f.handle())(p.handle());
}

void append_all(const PythonObject& f, const PythonObject& p, std::vector<PythonObject>& out) {
  py::gil_scoped_acquire lock;
  py::object options = call(f, p);
  for (py::handle option : py::iter(options)) out.emplace_back(option);
}

template <bool kImpartialRules>
class PythonRules {
 public:
  using Position = PythonObject;
  static constexpr bool kImpartial = kImpartialRules;

  explicit PythonRules(std::shared_ptr<const Callbacks> callbacks)
      : callbacks_(std::move(callbacks)) {}

  static std::uint64_t hash(const Position& p) { return games::mix_hash(p.hash()); }
  void options(const Position& p, games::Player who, std::vector<Position>& out) const {
    append_all(who == games::Player::kLeft ? callbacks_->left : callbacks_->right, p, out);
  }
  void components(const Position& p, std::vector<Position>& out) const {
    if (callbacks_->components.empty())
      out.push_back(p);
    else
      append_all(callbacks_->components, p, out);
  }
  Position normalise(const Position& p) const {
    if (callbacks_->normalise.empty()) return p;
    py::gil_scoped_acquire lock;
    return PythonObject(call(callbacks_->normalise, p));
  }
  std::optional<Game> known_value(const Position& p) const {
    if (callbacks_->known_value.empty()) return std::nullopt;
    py::gil_scoped_acquire lock;
    py::object value = call(callbacks_->known_value, p);
    if (value.is_none()) return std::nullopt;
    return to_game(value, "known_value(p)");
  }
  std::string text(const Position& p) const {
    py::gil_scoped_acquire lock;
    return printable_text(py::str(p.handle()));
  }
  std::string expression(const Position& p) const {
    py::gil_scoped_acquire lock;
    return callbacks_->name + "(" + printable_text(py::repr(p.handle())) + ")";
  }
  std::string name() const { return callbacks_->name; }

 private:
  std::shared_ptr<const Callbacks> callbacks_;
};

// The engine side of one Python ruleset: its rules and their shared tables.
class PythonRuleset {
 public:
  explicit PythonRuleset(Callbacks callbacks, bool impartial) : name_(callbacks.name) {
    auto shared = std::make_shared<const Callbacks>(std::move(callbacks));
    if (impartial)
      impartial_ = std::make_shared<games::RulesetContext<PythonRules<true>>>(
          PythonRules<true>(shared));
    else
      partizan_ = std::make_shared<games::RulesetContext<PythonRules<false>>>(
          PythonRules<false>(shared));
  }

  lang::Positions position(py::handle p) const {
    PythonObject key(p);
    return lang::Positions{{impartial_ ? wrap(impartial_, std::move(key))
                                       : wrap(partizan_, std::move(key))}};
  }

  // The Python object of a position of these rules (TypeError for other positions).
  py::object object_of(const lang::Positions& p) const {
    if (p.parts.size() == 1) {
      if (auto q = unwrap(impartial_, p.parts[0])) return *q;
      if (auto q = unwrap(partizan_, p.parts[0])) return *q;
    }
    throw py::type_error("not a single position of " + name_);
  }

  // Forgets the transposition table (the values are recomputed when asked for again).
  void clear() {
    engine_call([&] {
      if (impartial_) impartial_->evaluator.clear();
      if (partizan_) partizan_->evaluator.clear();
    });
  }

  std::size_t size() const {
    return impartial_ ? impartial_->evaluator.size() : partizan_->evaluator.size();
  }

 private:
  template <class R>
  static std::optional<py::object> unwrap(const std::shared_ptr<games::RulesetContext<R>>& context,
                                          const games::AnyPosition& p) {
    auto typed = dynamic_cast<const games::TypedPosition<R>*>(&p.model());
    if (!context || !typed || typed->rules().name() != context->evaluator.rules().name())
      return std::nullopt;
    return py::reinterpret_borrow<py::object>(typed->position().handle());
  }

  template <class R>
  static games::AnyPosition wrap(const std::shared_ptr<games::RulesetContext<R>>& context,
                                 PythonObject p) {
    return games::AnyPosition(std::make_shared<games::TypedPosition<R>>(context, std::move(p)));
  }

  std::string name_;
  std::shared_ptr<games::RulesetContext<PythonRules<true>>> impartial_;
  std::shared_ptr<games::RulesetContext<PythonRules<false>>> partizan_;
};

PythonObject optional_callable(py::handle f) { return f.is_none() ? PythonObject() : PythonObject(f); }

}  // namespace

void bind_python_rulesets(py::module_& m) {
  py::class_<PythonRuleset>(m, "PythonRules",
                            "The engine side of a cgt.Ruleset written in Python (internal).")
      .def(py::init([](std::string name, bool impartial, py::handle left, py::handle right,
                       py::handle components, py::handle normalise, py::handle known_value) {
             return PythonRuleset(Callbacks{std::move(name), PythonObject(left), PythonObject(right),
                                            optional_callable(components),
                                            optional_callable(normalise),
                                            optional_callable(known_value)},
                                  impartial);
           }),
           py::arg("name"), py::arg("impartial"), py::arg("left"), py::arg("right"),
           py::arg("components"), py::arg("normalise"), py::arg("known_value"))
      .def("position", &PythonRuleset::position, py::arg("p"),
           "The position p of these rules (p must be hashable).")
      .def("object_of", &PythonRuleset::object_of, py::arg("position"),
           "The Python object of a position of these rules.")
      .def("clear", &PythonRuleset::clear, "Empties the transposition table.")
      .def_property_readonly("table_size", &PythonRuleset::size,
                             "How many positions the transposition table holds.");
}

}  // namespace cgt::python
