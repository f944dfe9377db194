#include "games/ruleset/grid.hpp"

#include <fmt/format.h>

#include "cgt/error.hpp"

namespace cgt::games {

Grid parse_grid(std::string_view text, std::string_view allowed, std::string_view function,
                std::size_t max_cells) {
  Grid grid;
  std::size_t row_length = 0;
  auto end_row = [&](std::size_t column) {
    if (grid.rows == 0)
      grid.cols = row_length;
    else if (row_length != grid.cols)
      throw DomainError(fmt::format("{}: row {} has {} cells, row 1 has {} (at column {})",
                                    function, grid.rows + 1, row_length, grid.cols, column));
    ++grid.rows;
    row_length = 0;
  };
  for (std::size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == '|') {
      end_row(i + 1);
      continue;
    }
    if (c == 'x') c = 'X';
    if (c == 'o') c = 'O';
    if (allowed.find(c) == std::string_view::npos || c == '|')
      throw DomainError(
          fmt::format("{}: unexpected '{}' at column {} (a cell is one of '{}', "
                      "rows are joined by '|')",
                      function, text[i], i + 1, allowed));
    if (grid.cells.size() >= max_cells)
      throw DomainError(
          fmt::format("{}: the board has more than {} cells, the most this ruleset "
                      "takes",
                      function, max_cells));
    grid.cells.push_back(c);
    ++row_length;
  }
  end_row(text.size() + 1);
  if (grid.cols == 0) grid.rows = 0;
  return grid;
}

std::string grid_text(const Grid& grid) {
  std::string out;
  for (std::size_t r = 0; r < grid.rows; ++r) {
    if (r) out += '|';
    out.append(grid.cells.begin() + static_cast<std::ptrdiff_t>(r * grid.cols),
               grid.cells.begin() + static_cast<std::ptrdiff_t>((r + 1) * grid.cols));
  }
  return out;
}

}  // namespace cgt::games
