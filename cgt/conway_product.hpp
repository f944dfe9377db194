// Conway's product of games (On Numbers and Games, ch. 1 and 6), on the canonical forms:
//   G.H = {G^L.H + G.H^L - G^L.H^L, G^R.H + G.H^R - G^R.H^R |
//          G^L.H + G.H^R - G^L.H^R, G^R.H + G.H^L - G^R.H^L}.
// On numbers it is their product; on nimbers *a.*b = *(a nim-times b). For other games it
// depends on the forms, not only on the values (CGSuite's ConwayProduct takes canonical forms
// too). Memoised per call; interruptible.
#pragma once

#include "cgt/game.hpp"

namespace cgt {

Game conway_product(Game g, Game h);

}  // namespace cgt
