// Col on the grid graph (Winning Ways, chapter 2): Left colours an empty cell X, Right one O,
// never a cell orthogonally next to a cell of the mover's own colour. Every Col position is a
// number or a number plus * (Winning Ways). Rules, components and symmetries:
// games/snort/colouring_game.hpp.
#pragma once

#include <string_view>

#include "games/snort/colouring_game.hpp"

namespace cgt::games {

using Col = ColouringGame<ColouringRule::kCol>;
using WideCol = ColouringGame<ColouringRule::kCol, WideGridBoard>;

// The position written `grid` ('.', '#', 'X', 'O'; at most Board::kMaxCells cells); errors
// start with "col(grid)".
template <class Board = GridBoard>
Board col_position(std::string_view grid);

}  // namespace cgt::games
