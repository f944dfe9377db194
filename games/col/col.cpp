#include "games/col/col.hpp"

namespace cgt::games {

template <class Board>
Board col_position(std::string_view grid) {
  return parse_grid_board<Board>(grid, ".#XO", "col(grid)");
}

template GridBoard col_position<GridBoard>(std::string_view);
template WideGridBoard col_position<WideGridBoard>(std::string_view);

}  // namespace cgt::games
