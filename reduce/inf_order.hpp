// The Inf-order (paper 004, Definitions 3.4 and 3.5, Lemma 3.13): G >=_Inf H when G - H >= -x
// for every positive number x, equivalently RightStop(G - H) >= 0. It is the order of games
// modulo infinitesimals: G =_Inf H exactly when G - H is infinitesimal. Answers are memoised
// per pair of handles in the game table (Operation::kInfLeq, Operation::kFarBelow).
#pragma once

#include "cgt/game.hpp"

namespace cgt::reduce {

// g <=_Inf h: RightStop(h - g) >= 0.
bool inf_leq(Game g, Game h);
// g >=_Inf h: RightStop(g - h) >= 0.
inline bool inf_geq(Game g, Game h) {
  return inf_leq(h, g);
}
// g =_Inf h: g - h is infinitesimal.
inline bool inf_equal(Game g, Game h) {
  return inf_leq(g, h) && inf_leq(h, g);
}

}  // namespace cgt::reduce
