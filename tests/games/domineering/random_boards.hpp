// Random small Domineering and Cram boards for the tests, and rulesets that offer nothing but
// the moves (no components, symmetries or closed forms): the second algorithm the tests
// compare the fast rulesets with.
#pragma once

#include <random>

#include "games/domineering/cram.hpp"
#include "games/domineering/domineering.hpp"
#include "tests/support/ruleset_checks.hpp"

namespace cgt::test {

// A board of at most max_cells cells (1 to 6 rows), each cell blocked with chance 1/4.
inline games::DominoBoard random_board(std::mt19937& rng, int max_cells) {
  int rows = 1 + static_cast<int>(rng() % 6);
  int max_cols = std::max(1, max_cells / rows);
  int cols = 1 + static_cast<int>(rng() % static_cast<unsigned>(max_cols));
  games::DominoBoard b{0, static_cast<std::uint8_t>(rows), static_cast<std::uint8_t>(cols)};
  for (int i = 0; i < rows * cols; ++i)
    if (rng() % 4 != 0) b.empty |= 1ull << i;
  return b;
}

// Domineering (or Cram) by its moves alone.
using PlainDomineering = WithoutShortcuts<games::Domineering>;
using PlainCram = WithoutShortcuts<games::Cram>;

}  // namespace cgt::test
