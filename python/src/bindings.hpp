// The parts of the extension module _cgt, one binding function per concept (module.cpp calls
// them in order). The pure-Python package cgt (python/cgt/) builds the documented API on them.
#pragma once

#include <pybind11/pybind11.h>

namespace cgt::python {

void bind_errors(pybind11::module_& m);         // errors.cpp
void bind_game(pybind11::module_& m);           // game.cpp
void bind_thermograph(pybind11::module_& m);    // thermograph.cpp
void bind_positions(pybind11::module_& m);      // positions.cpp
void bind_misere(pybind11::module_& m);         // misere.cpp: misère games and quotients
void bind_python_rulesets(pybind11::module_& m);  // python_ruleset.cpp
void bind_functions(pybind11::module_& m);      // functions.cpp: the language's functions
void bind_limits(pybind11::module_& m);         // limits.cpp
void bind_papers(pybind11::module_& m);         // papers.cpp: named tables and verifiers
void bind_loopy(pybind11::module_& m);          // loopy.cpp: loopy games (cgt.loopy)

}  // namespace cgt::python
