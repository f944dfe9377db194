#include "games/snort/snort.hpp"

namespace cgt::games {

template <class Board>
Board snort_position(std::string_view grid) {
  return parse_grid_board<Board>(grid, ".#XO", "snort(grid)");
}

template GridBoard snort_position<GridBoard>(std::string_view);
template WideGridBoard snort_position<WideGridBoard>(std::string_view);

}  // namespace cgt::games
