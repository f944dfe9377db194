// T(x, y, w), the least winning take-away (least_winning_take.hpp) of every three-pile position
// x <= y <= w of global Fibonacci nim with the middle pile y <= max_middle and the largest pile
// w <= max_large, in one dense array. Adding a third pile b to two piles n1, n2 <= max_middle
// keeps the middle pile <= max_middle, so this is the table behind complementary values
// (paper 000, Theorem 17 and Table 1), Theorem 19 and Question 21.
//
// Cell is the stored type: T <= w, so 16-bit cells serve max_large < 65535 in half the memory
// (the complementary-value tables), 32-bit cells any size; the largest Cell stands for
// kNoWinningTake.
#pragma once

#include <cstdint>
#include <limits>
#include <vector>

#include "cgt/progress.hpp"
#include "games/fibonacci_nim/least_winning_take.hpp"

namespace cgt::games {

template <class Cell>
class BasicThreePileTakeTable {
 public:
  // Computes the table; DomainError when max_large does not fit a Cell, LimitError beyond 1.5
  // billion entries.
  BasicThreePileTakeTable(Pile max_middle, Pile max_large, Progress& progress);

  // T of the position {a, b, c}, in any order; DomainError outside the table.
  Take at(Pile a, Pile b, Pile c) const;

  Pile max_middle() const { return max_middle_; }
  Pile max_large() const { return max_large_; }
  std::size_t memory_bytes() const { return cells_.size() * sizeof(Cell); }

 private:
  static constexpr Cell kNone = std::numeric_limits<Cell>::max();

  std::size_t index(Pile x, Pile y, Pile w) const {
    return layer_start_[w] + static_cast<std::size_t>(y) * (y + 1) / 2 + x;
  }
  Take take(std::size_t i) const { return cells_[i] == kNone ? kNoWinningTake : cells_[i]; }

  Pile max_middle_, max_large_;
  std::vector<std::size_t> layer_start_;  // layer w holds x <= y <= min(w, max_middle)
  std::vector<Cell> cells_;
};

using ThreePileTakeTable = BasicThreePileTakeTable<std::uint32_t>;
using CompactThreePileTakeTable = BasicThreePileTakeTable<std::uint16_t>;

}  // namespace cgt::games
