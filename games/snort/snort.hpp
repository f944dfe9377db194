// Snort on the grid graph (Winning Ways, chapter 2): Left colours an empty cell X, Right one O,
// never a cell orthogonally next to a cell of the opponent's colour. Rules, components and
// symmetries: games/snort/colouring_game.hpp.
#pragma once

#include <string_view>

#include "games/snort/colouring_game.hpp"

namespace cgt::games {

using Snort = ColouringGame<ColouringRule::kSnort>;
using WideSnort = ColouringGame<ColouringRule::kSnort, WideGridBoard>;

// The position written `grid` ('.', '#', 'X', 'O'; at most Board::kMaxCells cells); errors
// start with "snort(grid)".
template <class Board = GridBoard>
Board snort_position(std::string_view grid);

}  // namespace cgt::games
