#include "games/col/col.hpp"

namespace cgt::games {

CellBoard col_position(std::string_view grid) {
  return parse_cell_board(grid, ".#XO", "col(grid)");
}

}  // namespace cgt::games
