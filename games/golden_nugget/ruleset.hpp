// GOLDENNUGGET as a ruleset (paper 004, U. Larsson, N. A. McKay, R. J. Nowakowski,
// A. A. Siegel, "Finding Golden Nuggets by Reduction", Definition 1.1): a heap of counters;
// Left removes any number in Wythoff's A sequence {floor(n phi)} = 1, 3, 4, 6, 8, ..., Right any
// number in B = {floor(n phi^2)} = 2, 5, 7, 10, ... (the complement of A). The complementary
// subtraction ruleset with S = A: blue heaps as defined, red heaps with the roles swapped.
#pragma once

#include "games/complementary_subtraction/ruleset.hpp"

namespace cgt::games {

inline ComplementarySubtraction golden_nugget_rules() {
  return ComplementarySubtraction(SubtractionSet::golden_nugget());
}

}  // namespace cgt::games
