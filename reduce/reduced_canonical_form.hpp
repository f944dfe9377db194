// Reduced canonical forms (paper 004, Definitions 3.10 and 3.12, Theorem 3.11): rcf(G) is the
// unique game infinitesimally close to G every subposition of which is either a number or hot
// with no Inf-dominated and no Inf-reversible option. It keeps what G is worth up to
// infinitesimals and forgets the rest: rcf({1||1|0}) = 1, rcf(^) = 0, rcf({3||2*|1*}) = {3||2|1}.
//
// A reduced canonical form is also a canonical form (an option that is dominated or reversible
// is Inf-dominated or Inf-reversible), so rcf() returns an ordinary handle of the game table,
// memoised per game (Operation::kRcf).
#pragma once

#include "cgt/game.hpp"

namespace cgt::reduce {

// The reduced canonical form of g.
Game rcf(Game g);

// Whether g is in reduced canonical form (Definition 3.10), checked at every subposition.
bool is_reduced(Game g);

}  // namespace cgt::reduce
