#include "games/col/col.hpp"

namespace cgt::games {

GridBoard col_position(std::string_view grid) {
  return parse_grid_board(grid, ".#XO", "col(grid)");
}

}  // namespace cgt::games
