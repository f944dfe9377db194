// cgt.Thermograph: the thermograph of a game, with its walls as exact corner lists and an SVG
// drawing that notebooks show (_repr_svg_).
#include <fmt/format.h>
#include <pybind11/stl.h>

#include "cgt/notation/printer.hpp"
#include "cgt/notation/thermograph_plot.hpp"
#include "cgt/thermograph.hpp"
#include "lang/value.hpp"
#include "python/src/bindings.hpp"
#include "python/src/conversions.hpp"
#include "python/src/engine_call.hpp"

namespace py = pybind11;

namespace cgt::python {
namespace {

Thermograph walls(const lang::ThermographOf& t) {
  return engine_call([&] { return thermograph(t.game); });
}

// The corners (temperature, value) of a wall, from t = -1 up to where the mast begins.
py::list corners(const Trajectory& wall) {
  py::list out;
  for (const Trajectory::Piece& piece : wall.pieces())
    out.append(py::make_tuple(number_object(piece.start), number_object(piece.value)));
  return out;
}

std::string svg(const lang::ThermographOf& t) {
  return engine_call([&] {
    return ThermographPlot(thermograph(t.game), fmt::format("thermograph of {}", to_string(t.game)))
        .svg();
  });
}

}  // namespace

void bind_thermograph(py::module_& m) {
  py::class_<lang::ThermographOf>(m, "Thermograph",
                                  "The thermograph of a game: G.thermograph(). Notebooks draw it.")
      .def(py::init([](Game g) { return lang::ThermographOf{g}; }), py::arg("G"))
      .def_property_readonly("game", [](const lang::ThermographOf& t) { return t.game; },
                             "The game whose thermograph this is.")
      .def_property_readonly("mean", [](const lang::ThermographOf& t) {
            return number_object(walls(t).mean); }, "Where the mast stands (exact).")
      .def_property_readonly("temperature", [](const lang::ThermographOf& t) {
            return number_object(walls(t).temperature); }, "Where the mast begins (exact).")
      .def_property_readonly("left_wall", [](const lang::ThermographOf& t) {
            return corners(walls(t).left_wall); },
          "The left wall by its corners (temperature, value) from t = -1; linear between them.")
      .def_property_readonly("right_wall", [](const lang::ThermographOf& t) {
            return corners(walls(t).right_wall); },
          "The right wall by its corners (temperature, value) from t = -1; linear between them.")
      .def("svg", &svg, "The thermograph drawn as an SVG picture (text).")
      .def("_repr_svg_", &svg)
      .def("__str__", [](const lang::ThermographOf& t) {
        return engine_call([&] { return to_string(thermograph(t.game)); });
      })
      .def("__repr__", [](const lang::ThermographOf& t) {
        return engine_call([&] { return "thermograph(" + to_string(t.game) + ")"; });
      })
      .def("__eq__", [](const lang::ThermographOf& a, const lang::ThermographOf& b) {
        return a == b;
      }, py::is_operator());
}

}  // namespace cgt::python
