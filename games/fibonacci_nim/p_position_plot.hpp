// A picture of the P-positions (x, y; r) of two-pile global Fibonacci nim for one limit r,
// 0 <= x, y <= size, as SVG text: one dark cell per P-position, x to the right and y upwards
// (as paper 002's Figure 4 draws Wythoff's P-positions), ticks at the Fibonacci numbers.
// People see the structure of Theorems 10 and 14 there faster than in numbers.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "cgt/progress.hpp"

namespace cgt::games {

struct PPositionPlot {
  std::string svg;
  std::uint64_t p_positions = 0;
};

// The plot for (x, y; limit), no limit meaning r = infinity; 1 <= size <= 2000.
PPositionPlot two_pile_p_position_plot(std::optional<std::int64_t> limit, std::int64_t size,
                                       Progress& progress);

}  // namespace cgt::games
