#include "games/fibonacci_nim/complementary.hpp"

#include <fmt/format.h>

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

ComplementaryTable::ComplementaryTable(Pile max_pile, Pile bound, Progress& progress)
    : max_pile_(max_pile), bound_(bound), takes_(max_pile, std::max(bound, max_pile), progress) {}

std::optional<Pile> ComplementaryTable::value(Pile n1, Pile n2) const {
  if (n1 > max_pile_ || n2 > max_pile_)
    throw DomainError(fmt::format("complementary table: ({}, {}) is beyond {}", n1, n2, max_pile_));
  for (Pile b = 0; b <= bound_; ++b)
    if (takes_.at(n1, n2, b) == kNoWinningTake) return b;
  return std::nullopt;
}

}  // namespace cgt::games
