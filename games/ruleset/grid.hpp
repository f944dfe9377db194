// Grids as the tool writes them: rows top first joined by '|'; '.' empty, '#' blocked (occupied,
// burnt), 'X' or 'x' Left's piece, 'O' or 'o' Right's. A strip is a one-row grid. Rulesets parse
// their boards with parse_grid (which names the function and the offending cell in its errors)
// and keep whatever representation suits them.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace cgt::games {

// The most cells of any board: a strip of 65,535 cells, a 255 x 255 board (rows and columns are
// counted in 16 bits).
inline constexpr std::size_t kMaxGridCells = 65'535;

struct Grid {
  std::size_t rows = 0, cols = 0;
  std::vector<char> cells;  // row-major: '.', '#', 'X', 'O' (and whatever else was allowed)
  char at(std::size_t r, std::size_t c) const { return cells[r * cols + c]; }
  char& at(std::size_t r, std::size_t c) { return cells[r * cols + c]; }
};

// Parses `text`; `allowed` lists the cell characters the ruleset accepts (after 'x' and 'o'
// are read as 'X' and 'O'). Rows must have equal lengths; at most max_cells cells. Throws
// DomainError starting with `function` ("domineering(grid): row 2 has 3 cells, row 1 has 4").
Grid parse_grid(std::string_view text, std::string_view allowed, std::string_view function,
                std::size_t max_cells = 64);

// The grid in the same notation ("" for a grid without cells).
std::string grid_text(const Grid& grid);

}  // namespace cgt::games
