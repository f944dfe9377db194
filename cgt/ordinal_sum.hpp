// The ordinal sum G:H (Winning Ways, ch. 2 for Hackenbush stalks; Siegel, Combinatorial Game
// Theory, sec. II.4): play in H until someone moves in G, which ends H for good:
//   G:H = {G^L, G:H^L | G^R, G:H^R}.
// It depends on the form of G (here its canonical form) and, by the colon principle, only on the
// value of H. Cached in the game table (Operation::kOrdinalSum).
#pragma once

#include "cgt/game.hpp"

namespace cgt {

Game ordinal_sum(Game g, Game h);

}  // namespace cgt
