// A second construction of reduced canonical forms, independent of the Inf-order, kept to
// cross-check rcf(): heat G by * and then replace every subposition x* by the number x.
// heat_by_star.cpp explains why the result is rcf(G).
#pragma once

#include "cgt/game.hpp"

namespace cgt::reduce {

// G heated by *: numbers are fixed, and {G^L | G^R} becomes {H(G^L) + * | H(G^R) + *},
// applied to the canonical form. Memoised per game (Operation::kHeatStar).
Game heat_by_star(Game g);

// The reduced canonical form computed as described above.
Game rcf_by_heating(Game g);

}  // namespace cgt::reduce
