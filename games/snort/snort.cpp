#include "games/snort/snort.hpp"

namespace cgt::games {

CellBoard snort_position(std::string_view grid) {
  return parse_cell_board(grid, ".#XO", "snort(grid)");
}

}  // namespace cgt::games
