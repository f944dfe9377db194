// Canonicalisation: the one way from arbitrary option lists to a canonical game. Rulesets,
// sums and the parser all reach canonical forms only through canonicalise().
#pragma once

#include <span>
#include <vector>

#include "cgt/game.hpp"

namespace cgt {

// The canonical form of {left | right}, where each option is already a canonical game (a
// handle). Order: duplicates and dominated options are removed first, then reversible options
// are bypassed (checked against the pruned lists), repeating until none is left; numbers are
// recognised by the simplicity theorem before any of that.
Game canonicalise(std::span<const Game> left, std::span<const Game> right);
// The same for lists written in place ({x}, {negate(x)}); copies them.
Game canonicalise(std::vector<Game> left, std::vector<Game> right);

// The same, told that the first `left_group` Left options are pairwise incomparable and so are
// the others (and likewise for Right), so that dominance is only checked across the groups.
// This is the shape of a sum's options: G^L1 + H and G^L2 + H compare as G^L1 and G^L2 do,
// which in a canonical G are incomparable.
Game canonicalise_grouped(std::span<const Game> left, std::size_t left_group,
                          std::span<const Game> right, std::size_t right_group);

}  // namespace cgt
