// The language's functions, callable from Python: _cgt.call("temperature", [G]) is the REPL's
// temperature(G), with the same argument checks and errors. The package cgt turns them into
// methods and properties with the registry's own descriptions as docstrings; cgt.eval runs
// statements of the language itself.
#include <pybind11/stl.h>

#include "cgt/error.hpp"
#include "lang/parser.hpp"
#include "lang/session.hpp"
#include "python/src/bindings.hpp"
#include "python/src/conversions.hpp"
#include "python/src/engine_call.hpp"

namespace py = pybind11;

namespace cgt::python {
namespace {

const lang::FunctionRegistry& registry() {
  static const lang::Session session;  // the language's functions, registered once
  return session.functions();
}

// Text arrives as py::str and goes through text_of: pybind11's own conversion to std::string
// refuses a str with a lone surrogate with an internal message.
py::object call(const py::str& function, const py::list& args) {
  std::string name = text_of(function, "call(name, args): name");
  std::vector<lang::Value> values;
  for (py::handle arg : args) values.push_back(to_value(arg));
  lang::Value result = engine_call([&] {
    const lang::Function& f = registry().checked(name, values.size());
    return f.call(lang::Args(f.signature, std::move(values)));
  });
  return from_value(result);
}

// The value of the last statement of `text`, with `variables` defined first; None when that
// statement is an assignment.
py::object eval(const py::str& statements, const py::dict& variables) {
  std::string text = text_of(statements, "eval(text, variables): text");
  std::vector<std::pair<std::string, lang::Value>> defined;
  for (auto [name, value] : variables) defined.emplace_back(py::str(name), to_value(value));
  std::optional<lang::Value> last = engine_call([&] {
    lang::Session session;
    for (auto& [name, value] : defined) session.set_variable(name, std::move(value));
    std::optional<lang::Value> result;
    for (auto& parsed : lang::parse_program(text)) {
      if (auto* error = std::get_if<ParseError>(&parsed)) throw *error;
      result = session.run(std::get<lang::Statement>(parsed));
    }
    return result;
  });
  return last ? from_value(*last) : py::none();
}

}  // namespace

void bind_functions(py::module_& m) {
  m.def("call", &call, py::arg("name"), py::arg("args"),
        "Calls the cgt language's function `name` with the arguments `args` (a list).");
  m.def("eval", &eval, py::arg("text"), py::arg("variables"),
        "The value of the last statement of `text` in the cgt language, with `variables` (a "
        "dict) defined first; None for an assignment.");
  m.def("functions", [] {
        py::list out;
        for (const auto& [name, f] : registry().all())
          out.append(py::dict(py::arg("name") = name, py::arg("signature") = f.signature,
                              py::arg("summary") = f.summary, py::arg("example") = f.example,
                              py::arg("group") = f.group));
        return out;
      },
      "Every function of the cgt language: name, signature, summary, example and group.");
}

}  // namespace cgt::python
