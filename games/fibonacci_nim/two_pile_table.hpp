// T(x, y), the least winning take-away (least_winning_take.hpp) of every two-pile position of
// global Fibonacci nim (or power-of-two nim) with the smaller pile x <= max_small and the larger
// pile y <= max_large, in one dense array: what the two-pile verifications (paper 000 Theorems
// 10 and 14) and the P-position plot need for millions of positions.
#pragma once

#include <cstdint>
#include <vector>

#include "cgt/progress.hpp"
#include "games/fibonacci_nim/least_winning_take.hpp"

namespace cgt::games {

class TwoPileTakeTable {
 public:
  // Computes the table; LimitError when it would exceed 500 million entries.
  TwoPileTakeTable(Pile max_small, Pile max_large, MoveDynamic dynamic, Progress& progress);

  // T of the position {a, b}, in any order; DomainError outside the table.
  Take at(Pile a, Pile b) const;

  Pile max_small() const { return max_small_; }
  Pile max_large() const { return max_large_; }
  std::size_t memory_bytes() const { return take_.size() * sizeof(Take); }

 private:
  std::size_t index(Pile small, Pile large) const { return row_start_[large] + small; }

  Pile max_small_, max_large_;
  std::vector<std::size_t> row_start_;  // row y holds x = 0 .. min(y, max_small)
  std::vector<Take> take_;
};

}  // namespace cgt::games
