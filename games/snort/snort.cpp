#include "games/snort/snort.hpp"

namespace cgt::games {

GridBoard snort_position(std::string_view grid) {
  return parse_grid_board(grid, ".#XO", "snort(grid)");
}

}  // namespace cgt::games
