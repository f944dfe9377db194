#include "games/fibonacci_nim/two_pile_table.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace cgt::games {

TwoPileTakeTable::TwoPileTakeTable(Pile max_small, Pile max_large, MoveDynamic dynamic,
                                   Progress& progress)
    : max_small_(std::min(max_small, max_large)), max_large_(max_large) {
  std::size_t entries = 0;
  row_start_.resize(static_cast<std::size_t>(max_large_) + 1);
  for (Pile y = 0; y <= max_large_; ++y) {
    row_start_[y] = entries;
    entries += std::min(y, max_small_) + 1;
    if (entries > 500'000'000) throw LimitError("two-pile table: more than 500 million positions");
  }
  take_.resize(entries);
  // Every option of (x, y) is in an earlier row, or in the same row with a smaller x.
  for (Pile y = 0; y <= max_large_; ++y) {
    for (Pile x = 0; x <= std::min(y, max_small_); ++x) {
      const std::array<Pile, 2> piles{x, y};
      take_[index(x, y)] = least_winning_take(
          piles, dynamic, [this](std::span<const Pile> c) { return take_[index(c[0], c[1])]; });
    }
    progress.update(y);
  }
}

Take TwoPileTakeTable::at(Pile a, Pile b) const {
  Pile small = std::min(a, b), large = std::max(a, b);
  if (small > max_small_ || large > max_large_)
    throw DomainError(
        fmt::format("two-pile table: ({}, {}) is outside {} x {}", a, b, max_small_, max_large_));
  return take_[index(small, large)];
}

}  // namespace cgt::games
