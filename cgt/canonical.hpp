// Canonicalisation: the one way from arbitrary option lists to a canonical game. Rulesets,
// sums and the parser all reach canonical forms only through canonicalise().
#pragma once

#include <vector>

#include "cgt/game.hpp"

namespace cgt {

// The canonical form of {left | right}, where each option is already a canonical game (a
// handle). Order: duplicates and dominated options are removed first, then reversible options
// are bypassed (checked against the pruned lists), repeating until none is left; numbers are
// recognised by the simplicity theorem before any of that.
Game canonicalise(std::vector<Game> left, std::vector<Game> right);

}  // namespace cgt
