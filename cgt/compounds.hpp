// The conjunctive and selective compounds of two games (Winning Ways, ch. 9 "If you can't beat
// 'em, join 'em!", and ch. 14 for the impartial theory; Conway, On Numbers and Games, ch. 14).
//   conjunctive G ∧ H: a move is a move in every component, so play ends as soon as a component
//     ends: {G^L ∧ H^L | G^R ∧ H^R};
//   selective G ∨ H: a move is a move in any non-empty set of components:
//     {G^L ∨ H, G ∨ H^L, G^L ∨ H^L | G^R ∨ H, G ∨ H^R, G^R ∨ H^R}.
// Neither respects equality of games ({|} and {-1|1} are both 0 but {-1|1} ∧ * is not 0), so
// both are sums of the explicit games given by the canonical forms of their arguments (an integer
// n > 0 is {n-1|}, a dyadic {x - 2^-k | x + 2^-k}, *n is {*0,...,*(n-1) | *0,...,*(n-1)}); the
// result is the value of that compound, canonicalised. Cached in the game table.
#pragma once

#include "cgt/game.hpp"

namespace cgt {

Game conjunctive_sum(Game g, Game h);
Game selective_sum(Game g, Game h);

}  // namespace cgt
