#include "games/fibonacci_nim/complementary.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <limits>
#include <utility>

namespace cgt::games {

std::optional<std::int64_t> complementary_value(std::span<const std::int64_t> piles,
                                                std::int64_t bound, GlobalSolver& solver) {
  if (solver.dynamic() != MoveDynamic::kFibonacci)
    throw DomainError("complementary values are defined for global Fibonacci nim");
  if (bound < 0 || bound > kMaxGlobalPileSize)
    throw DomainError(
        fmt::format("complementary value: the bound must lie between 0 and 10^9, "
                    "not {}",
                    bound));
  std::vector<std::int64_t> position(piles.begin(), piles.end());
  position.push_back(0);
  for (std::int64_t b = 0; b <= bound; ++b) {
    position.back() = b;
    if (solver.least_winning_take(position) == kNoWinningTake) return b;
  }
  return std::nullopt;
}

namespace {

using Takes = std::variant<CompactThreePileTakeTable, ThreePileTakeTable>;

Takes make_takes(Pile max_pile, Pile bound, Progress& progress) {
  Pile largest = std::max(bound, max_pile);
  if (largest < std::numeric_limits<std::uint16_t>::max())
    return Takes(std::in_place_index<0>, max_pile, largest, progress);
  return Takes(std::in_place_index<1>, max_pile, largest, progress);
}

}  // namespace

ComplementaryTable::ComplementaryTable(Pile max_pile, Pile bound, Progress& progress)
    : max_pile_(max_pile), bound_(bound), takes_(make_takes(max_pile, bound, progress)) {}

Take ComplementaryTable::take(Pile a, Pile b, Pile c) const {
  return std::visit([&](const auto& t) { return t.at(a, b, c); }, takes_);
}

std::size_t ComplementaryTable::memory_bytes() const {
  return std::visit([](const auto& t) { return t.memory_bytes(); }, takes_);
}

std::optional<Pile> ComplementaryTable::value(Pile n1, Pile n2) const {
  if (n1 > max_pile_ || n2 > max_pile_)
    throw DomainError(fmt::format("complementary table: ({}, {}) is beyond {}", n1, n2, max_pile_));
  for (Pile b = 0; b <= bound_; ++b)
    if (take(n1, n2, b) == kNoWinningTake) return b;
  return std::nullopt;
}

}  // namespace cgt::games
