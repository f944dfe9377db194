// The language's functions, callable from Python: _cgt.call("temperature", [G]) is the REPL's
// temperature(G), with the same argument checks and errors. The package cgt turns them into
// methods and properties with the registry's own descriptions as docstrings.
#include <pybind11/stl.h>

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

py::object call(const std::string& name, const py::list& args) {
  std::vector<lang::Value> values;
  for (py::handle arg : args) values.push_back(to_value(arg));
  lang::Value result = engine_call([&] {
    const lang::Function& f = registry().checked(name, values.size());
    return f.call(lang::Args(f.signature, std::move(values)));
  });
  return from_value(result);
}

}  // namespace

void bind_functions(py::module_& m) {
  m.def("call", &call, py::arg("name"), py::arg("args"),
        "Calls the cgt language's function `name` with the arguments `args` (a list).");
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
