// cgt.misere.MisereGame, cgt.misere.Quotient, cgt.misere.DicotGame and
// cgt.misere.DeadEndingGame: a misère canonical form of an impartial game, a misère quotient, a
// dicot modulo D and a dead-ending game modulo E, as the language holds them (lang::MisereForm,
// lang::QuotientOf, lang::UniverseForm). Their
// properties are the language's functions (genus, miseregrundy, presentation, ...), so Python
// and the REPL agree.
#include <pybind11/stl.h>

#include <span>
#include <tuple>

#include "cgt/values.hpp"
#include "lang/session.hpp"
#include "lang/value.hpp"
#include "misere/universe_notation.hpp"
#include "misere/impartial_notation.hpp"
#include "python/src/bindings.hpp"
#include "python/src/conversions.hpp"
#include "python/src/engine_call.hpp"

namespace py = pybind11;

namespace cgt::python {
namespace {

// The language's function `name` on these values.
py::object call_function(const std::string& name, std::vector<lang::Value> args) {
  static const lang::Session session;
  lang::Value result = engine_call([&] {
    const lang::Function& f = session.functions().checked(name, args.size());
    return f.call(lang::Args(f.signature, std::move(args)));
  });
  return from_value(result);
}

template <class T>
py::object property_of(const std::string& name, const T& x) {
  return call_function(name, {lang::Value(x)});
}

template <misere::Universe U>
std::vector<lang::UniverseForm<U>> universe_forms(std::span<const misere::UniverseGame<U>> games) {
  std::vector<lang::UniverseForm<U>> out;
  for (misere::UniverseGame<U> g : games) out.push_back(lang::UniverseForm<U>{g});
  return out;
}

// The class of games modulo U: `name` in Python, made by cgt.misere.`maker`(x).
template <misere::Universe U>
void bind_universe_form(py::module_& m, const char* name, const std::string& maker,
                        const char* doc) {
  using Form = lang::UniverseForm<U>;
  auto table = []() -> misere::UniverseTable<U>& { return misere::universe_table<U>(); };
  py::class_<Form> form(m, name, doc);
  form.def("__str__", [](const Form& g) {
        return engine_call([&] { return misere::universe_text(g.game); });
      })
      .def("__repr__", [maker](const Form& g) {
        return engine_call(
            [&] { return "cgt.misere." + maker + "(\"" + misere::universe_text(g.game) + "\")"; });
      })
      .def("__add__", [table](const Form& a, const Form& b) {
        return engine_call([&] { return Form{table().sum(a.game, b.game)}; });
      }, py::is_operator())
      .def("__eq__", [](const Form& a, const Form& b) { return a == b; }, py::is_operator())
      .def("__ge__", [table](const Form& a, const Form& b) {
        return engine_call([&] { return table().geq(a.game, b.game); });
      }, py::is_operator())
      .def("__le__", [table](const Form& a, const Form& b) {
        return engine_call([&] { return table().geq(b.game, a.game); });
      }, py::is_operator())
      .def("__gt__", [table](const Form& a, const Form& b) {
        return engine_call(
            [&] { return table().geq(a.game, b.game) && !table().geq(b.game, a.game); });
      }, py::is_operator())
      .def("__lt__", [table](const Form& a, const Form& b) {
        return engine_call(
            [&] { return table().geq(b.game, a.game) && !table().geq(a.game, b.game); });
      }, py::is_operator())
      .def("fuzzy", [table](const Form& a, const Form& b) {
        return engine_call(
            [&] { return !table().geq(a.game, b.game) && !table().geq(b.game, a.game); });
      }, py::arg("other"), "Whether G || H (neither G >= H nor G <= H).")
      .def("__hash__", [](const Form& g) { return static_cast<py::ssize_t>(g.game.id); })
      .def_property_readonly("left_options", [table](const Form& g) {
            return universe_forms<U>(table().left(g.game));
          }, "Left's options, in canonical form.")
      .def_property_readonly("right_options", [table](const Form& g) {
            return universe_forms<U>(table().right(g.game));
          }, "Right's options, in canonical form.")
      .def_property_readonly("birthday", [table](const Form& g) { return table().birthday(g.game); },
                             "The birthday of the canonical form.")
      .def_property_readonly("conjugate", [table](const Form& g) {
            return engine_call([&] { return Form{table().conjugate(g.game)}; });
          }, "The conjugate (Left and Right exchanged).")
      .def_property_readonly("outcome", [](const Form& g) {
            return property_of("misereoutcome", g);
          }, "The misère outcome of G alone: \"L\", \"R\", \"N\" or \"P\".");
}

void bind_universe_forms(py::module_& m) {
  bind_universe_form<misere::Universe::kDicot>(m, "DicotGame", "dicot",
                                               R"(A dicot in its canonical form modulo the dicot universe D.

Made by cgt.misere.dicot(x) from a position or sum whose followers are all dicots, or from the
notation ("{0, * | *}"). G + H is the sum; ==, <=, <, >=, > compare modulo D (G >= H when
o(G + X) >= o(H + X) in misère play for every dicot X); G.fuzzy(H) is G || H.)");
  bind_universe_form<misere::Universe::kDeadEnding>(m, "DeadEndingGame", "dead_ending",
                                                    R"(A dead-ending game in its canonical form modulo the dead-ending universe E.

Made by cgt.misere.dead_ending(x) from a position or sum whose followers are all dead-ending (a
player who cannot move never can again: Domineering), or from the notation (``"{1, * | -1}"``,
integers ``n = {n-1 |}``). G + H is the sum; ==, <=, <, >=, > compare modulo E (G >= H when
o(G + X) >= o(H + X) in misère play for every dead-ending X); G.fuzzy(H) is ``G || H``.)");
}

}  // namespace

void bind_misere(py::module_& m) {
  py::class_<lang::MisereForm> game(m, "MisereGame", R"(An impartial game in misère play, in its misère canonical form.

Made by cgt.misere(x) from an impartial position, a nim heap n, a list of options or Conway's
notation ("2#0"); G + H is the misère sum. Equal objects are equal misère values.)");
  game.def("__str__", [](const lang::MisereForm& g) {
        return engine_call([&] { return misere::misere_text(g.game); });
      })
      .def("__repr__", [](const lang::MisereForm& g) {
        return engine_call([&] { return "cgt.misere(\"" + misere::misere_text(g.game) + "\")"; });
      })
      .def("__add__", [](const lang::MisereForm& a, const lang::MisereForm& b) {
        return engine_call(
            [&] { return lang::MisereForm{misere::misere_table().sum(a.game, b.game)}; });
      }, py::is_operator())
      .def("__eq__", [](const lang::MisereForm& a, const lang::MisereForm& b) { return a == b; },
           py::is_operator())
      .def("__hash__", [](const lang::MisereForm& g) { return static_cast<py::ssize_t>(g.game.id); })
      .def_property_readonly("options", [](const lang::MisereForm& g) {
            return engine_call([&] {
              std::vector<lang::MisereForm> out;
              for (misere::MisereGame o : misere::misere_table().options(g.game))
                out.push_back(lang::MisereForm{o});
              return out;
            });
          }, "The options, in misère canonical form.")
      .def_property_readonly("birthday", [](const lang::MisereForm& g) {
            return misere::misere_table().birthday(g.game);
          }, "The birthday of the canonical form.")
      .def_property_readonly("grundy", [](const lang::MisereForm& g) {
            return misere::misere_table().nim_value(g.game);
          }, "The normal-play Grundy value g+.");
  // Properties that are the language's functions.
  for (auto [property, function, doc] :
       {std::tuple{"misere_grundy", "miseregrundy",
                   "The misère Grundy value g-: 0 exactly for misère P-positions."},
        std::tuple{"genus", "genus", "Conway's genus, as text: \"0^120\"."},
        std::tuple{"outcome", "misereoutcome", "The misère outcome, \"P\" or \"N\"."}})
    game.def_property_readonly(
        // A copy of the binding: clang does not capture structured bindings.
        property, [name = function](const lang::MisereForm& g) { return property_of(name, g); },
        doc);

  py::class_<lang::QuotientOf> quotient(m, "Quotient", R"(The misère quotient of a take-and-break game's heaps up to n.

Made by cgt.misere.quotient(code, n). A commutative monoid with a P-portion and a pretending
function: a sum of heaps is a misère P-position iff the product of its heaps' images is in P.)");
  quotient.def("__str__", [](const lang::QuotientOf& q) {
        return engine_call([&] { return lang::quotient_summary(q); });
      })
      .def("__repr__", [](const lang::QuotientOf& q) {
        return "cgt.misere.quotient(\"" + q.game + "\", " +
               std::to_string(q.quotient->max_heap()) + ")";
      })
      .def_property_readonly("game", [](const lang::QuotientOf& q) { return q.game; },
                             "The game's code.")
      .def_property_readonly("max_heap", [](const lang::QuotientOf& q) {
            return q.quotient->max_heap();
          }, "The largest heap the quotient covers.")
      .def("outcome", [](const lang::QuotientOf& q, const std::vector<std::int64_t>& heaps) {
            lang::List list;
            for (std::int64_t h : heaps) list.push_back(lang::Value(integer(h)));
            return call_function("quotientoutcome", {lang::Value(q), lang::Value(list)});
          }, py::arg("heaps"), "The misère outcome (\"P\" or \"N\") of a sum of heaps.");
  for (auto [property, function, doc] :
       {std::tuple{"order", "order", "The number of elements."},
        std::tuple{"presentation", "presentation", "Generators and relations, as text."},
        std::tuple{"p_portion", "pportion", "The elements of the P-portion, as normal forms."},
        std::tuple{"pretending", "pretending", "The image of each heap 0 .. max_heap."},
        std::tuple{"elements", "elements",
                   "Every element: its normal form, whether it is in P, the first heap it is "
                   "the image of."}})
    quotient.def_property_readonly(
        property, [name = function](const lang::QuotientOf& q) { return property_of(name, q); },
        doc);
  bind_universe_forms(m);
}

}  // namespace cgt::python
