// Random small boards for the stone games' tests (Clobber, Konane, NoGo): grids of the given
// shape whose cells are drawn uniformly from `cells` (repeat a character to weight it).
#pragma once

#include <random>
#include <string>

namespace cgt::test {

inline std::string random_grid(std::mt19937& rng, int rows, int cols, const std::string& cells) {
  std::string text;
  for (int r = 0; r < rows; ++r) {
    if (r) text += '|';
    for (int c = 0; c < cols; ++c) text += cells[rng() % cells.size()];
  }
  return text;
}

// A grid of 1..max_rows rows and 1..max_cols columns.
inline std::string random_grid_up_to(std::mt19937& rng, int max_rows, int max_cols,
                                     const std::string& cells) {
  int rows = 1 + static_cast<int>(rng() % max_rows), cols = 1 + static_cast<int>(rng() % max_cols);
  return random_grid(rng, rows, cols, cells);
}

}  // namespace cgt::test
