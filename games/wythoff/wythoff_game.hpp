// Wythoff's game (paper 002, section 3): two piles; a move removes any positive number of
// stones from one pile, or the same number from both. The P-positions are the pairs
// {A(n), B(n)} of Wythoff's sequences (paper 002, Theorem 3.4; number_theory/
// wythoff_sequences.hpp), decided in O(log) for piles up to 3 * 10^18; Grundy values come from
// a table built by the mex rule.
#pragma once

#include <cstdint>
#include <vector>

#include "cgt/progress.hpp"

namespace cgt::games {

// Whether (a, b) is a P-position of Wythoff's game; a, b >= 0.
bool wythoff_is_p(std::int64_t a, std::int64_t b);

// Grundy values G(a, b) for 0 <= a, b <= max_pile (at most 4000), each the mex of the values
// in its row, column and diagonal below it, kept as one bitset per line.
class WythoffGrundyTable {
 public:
  WythoffGrundyTable(std::int64_t max_pile, Progress& progress);

  std::uint32_t value(std::int64_t a, std::int64_t b) const;
  std::int64_t max_pile() const { return side_ - 1; }

 private:
  std::size_t side_;
  std::vector<std::uint32_t> values_;  // row a, column b
};

}  // namespace cgt::games
