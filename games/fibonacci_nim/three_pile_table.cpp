#include "games/fibonacci_nim/three_pile_table.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace cgt::games {

template <class Cell>
BasicThreePileTakeTable<Cell>::BasicThreePileTakeTable(Pile max_middle, Pile max_large,
                                                       Progress& progress)
    : max_middle_(std::min(max_middle, max_large)), max_large_(max_large) {
  if (max_large >= kNone)
    throw DomainError(fmt::format("three-pile table: the largest pile must be below {}", kNone));
  std::size_t entries = 0;
  layer_start_.resize(static_cast<std::size_t>(max_large_) + 1);
  for (Pile w = 0; w <= max_large_; ++w) {
    layer_start_[w] = entries;
    std::size_t c = std::min(w, max_middle_);
    entries += (c + 1) * (c + 2) / 2;
    if (entries > 1'500'000'000)
      throw LimitError("three-pile table: more than 1.5 billion positions");
  }
  cells_.resize(entries);
  // After sorting, an option's (w, y, x) is lexicographically smaller: every order statistic
  // is at most the original one and the sum drops. So layers by w, then y, then x.
  auto lookup = [this](std::span<const Pile> c) { return take(index(c[0], c[1], c[2])); };
  for (Pile w = 0; w <= max_large_; ++w) {
    for (Pile y = 0; y <= std::min(w, max_middle_); ++y)
      for (Pile x = 0; x <= y; ++x) {
        const std::array<Pile, 3> piles{x, y, w};
        const Take t = least_winning_take(piles, MoveDynamic::kFibonacci, lookup);
        cells_[index(x, y, w)] = t == kNoWinningTake ? kNone : static_cast<Cell>(t);
      }
    progress.update(w);
  }
}

template <class Cell>
Take BasicThreePileTakeTable<Cell>::at(Pile a, Pile b, Pile c) const {
  std::array<Pile, 3> s{a, b, c};
  std::sort(s.begin(), s.end());
  if (s[1] > max_middle_ || s[2] > max_large_)
    throw DomainError(fmt::format("three-pile table: ({}, {}, {}) is outside the table", a, b, c));
  return take(index(s[0], s[1], s[2]));
}

template class BasicThreePileTakeTable<std::uint16_t>;
template class BasicThreePileTakeTable<std::uint32_t>;

}  // namespace cgt::games
