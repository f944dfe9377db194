// The companion G° of a short game: the lattice companion of Siegel, Combinatorial Game
// Theory (2013), ch. III.2, as CGSuite's CanonicalShortGame.Companion computes it. On canonical
// forms,
//   G° = { 0 (when G >= 0), (G^L)° | 0 (when G <= 0), (G^R)° },
// so 0° = {0|0} = *. On the games born by day n >= 1 it is the one lattice automorphism other
// than the identity: it preserves <= both ways and is its own inverse. It swaps 0 and *, takes
// ^ to ^*, and fixes the other numbers.
#pragma once

#include "cgt/game.hpp"

namespace cgt {

Game companion(Game g);  // memoised in the game table (Operation::kMisc)

}  // namespace cgt
