// Norton multiplication G.U (Conway, On Numbers and Games, ch. 15; Siegel, Combinatorial Game
// Theory, sec. II.5): for an integer n, n copies of U (of -U when n < 0); otherwise
//   G.U = {G^L.U + U + I | G^R.U - U - I}  for I over the incentives of U.
// It uses the form of U (here its canonical form). For U > 0 it is linear and order-preserving
// in G. Cached in the game table (Operation::kNorton).
#pragma once

#include "cgt/game.hpp"

namespace cgt {

Game norton_product(Game g, Game u);

}  // namespace cgt
