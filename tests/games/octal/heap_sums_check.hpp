// The required outcome check for a take-and-break ruleset: random sums of one to three heaps,
// by the shared check (plain game-tree search against the canonical form of the sum and the
// outcome search, unfolded and folded); only the heap sizes are this ruleset's own.
#pragma once

#include <random>

#include "games/octal/take_break_game.hpp"
#include "tests/support/ruleset_checks.hpp"

namespace cgt::test {

// `cases` random sums of 1 to 3 heaps of at most max_heap tokens (fixed seed).
inline void check_random_heap_sums(const games::TakeBreakGame& rules, std::uint32_t max_heap,
                                   int cases) {
  std::uniform_int_distribution<std::uint32_t> heap(0, max_heap);
  check_sum_outcomes<games::TakeBreakGame>(
      rules, [&heap](std::mt19937& rng) { return games::TakeBreakGame::heap(heap(rng)); }, cases,
      20261123, games::TakeBreakGame::kFoldSize);
}

}  // namespace cgt::test
