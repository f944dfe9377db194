// The engine's limits from Python: games in the table, bytes of all tables (the memory budget:
// the transposition tables drop entries to stay within it), and the time one call may take. A computation that would pass one stops with cgt.LimitError
// (cgt.TimeLimitError for the time) and leaves the engine usable.
#include <pybind11/stl.h>

#include <cmath>
#include <optional>

#include "cgt/game_table.hpp"
#include "cgt/memory_budget.hpp"
#include "python/src/bindings.hpp"
#include "python/src/conversions.hpp"
#include "python/src/engine_call.hpp"

namespace py = pybind11;

namespace cgt::python {
namespace {

std::size_t positive_count(py::handle n, const char* name) {
  std::int64_t value = int64_of(n, (std::string("set_limits: ") + name).c_str());
  if (value < 1)
    throw py::value_error(std::string("set_limits: ") + name + " must be at least 1 (or None "
                          "to keep the current limit)");
  return static_cast<std::size_t>(value);
}

void set_limits(py::handle games, py::handle memory, py::handle time) {
  std::optional<std::size_t> max_games, max_bytes;
  std::optional<std::chrono::milliseconds> max_time;
  if (!games.is_none()) max_games = positive_count(games, "games");
  if (!memory.is_none()) max_bytes = positive_count(memory, "memory");
  if (!time.is_none()) {
    if (!py::isinstance<py::int_>(time) && !py::isinstance<py::float_>(time))
      throw py::type_error("set_limits: time must be a number of seconds");
    double seconds = time.cast<double>();
    if (!(seconds >= 0) || seconds > 1e9)
      throw py::value_error("set_limits: time must be between 0 (no limit) and 10^9 seconds");
    max_time = std::chrono::milliseconds(std::llround(seconds * 1000));
  }
  engine_call([&] {  // under the engine's lock: limits never change under a running call
    if (max_games) game_table().limits().max_games = *max_games;
    if (max_bytes) memory_limits().max_bytes = *max_bytes;
    if (max_time) time_limit() = *max_time;
  });
}

py::dict limits() {
  return py::dict(py::arg("games") = game_table().limits().max_games,
                  py::arg("memory") = memory_limits().max_bytes,
                  py::arg("time") = static_cast<double>(time_limit().count()) / 1000);
}

py::dict usage() {
  std::size_t games = 0, positions = 0, bytes = 0;
  engine_call([&] {
    games = game_table().size();
    for (const TableUsage& u : table_usage()) positions += u.entries;
    bytes = tables_bytes();
  });
  return py::dict(py::arg("games") = games, py::arg("positions") = positions,
                  py::arg("bytes") = bytes);
}

}  // namespace

void bind_limits(py::module_& m) {
  m.def("set_limits", &set_limits, py::arg("games") = py::none(),
        py::arg("memory") = py::none(), py::arg("time") = py::none(),
        "Sets the limits: games in the game table, bytes of all tables together (the game "
        "table and the transposition tables, which drop entries to stay within it), seconds "
        "one call may take (0: none). None keeps a limit as it is.");
  m.def("limits", &limits, "The limits now: {'games': ..., 'memory': ..., 'time': ...}.");
  m.def("usage", &usage,
        "What the engine holds now: games in the table, positions in the transposition tables, "
        "and an estimate of the bytes of all tables.");
}

}  // namespace cgt::python
