// The extension module _cgt: the engine's types and calls, for the package cgt around it.
#include "python/src/bindings.hpp"
#include "cgt/version.hpp"
#include "python/src/engine_call.hpp"

PYBIND11_MODULE(_cgt, m) {
  m.doc() = "The engine of cgt (use the package cgt, which documents it).";
  m.attr("__version__") = CGT_VERSION;
  cgt::python::note_main_thread();
  cgt::python::bind_errors(m);
  cgt::python::bind_game(m);
  cgt::python::bind_thermograph(m);
  cgt::python::bind_positions(m);
  cgt::python::bind_misere(m);
  cgt::python::bind_python_rulesets(m);
  cgt::python::bind_functions(m);
  cgt::python::bind_limits(m);
  cgt::python::bind_papers(m);
  cgt::python::bind_loopy(m);
}
