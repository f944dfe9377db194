// Incentives (Winning Ways, ch. 2 and 6; Siegel, Combinatorial Game Theory, sec. II.4): what a
// move is worth to the player making it. Left's incentives are G^L - G, Right's are G - G^R; a
// player prefers the larger, so those dominated by (less than or equal to) another of the same
// list are removed.
#pragma once

#include <vector>

#include "cgt/game.hpp"

namespace cgt {

std::vector<Game> left_incentives(Game g);
std::vector<Game> right_incentives(Game g);
// Left's and Right's together, dominated ones removed from the union.
std::vector<Game> incentives(Game g);

}  // namespace cgt
