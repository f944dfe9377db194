#include "games/fibonacci_nim/global_solver.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "cgt/recursion_guard.hpp"

namespace cgt::games {

std::vector<Pile> sorted_piles(std::span<const std::int64_t> piles) {
  if (piles.size() > kMaxGlobalPiles)
    throw DomainError(
        fmt::format("global nim: at most {} piles, not {}", kMaxGlobalPiles, piles.size()));
  std::vector<Pile> out;
  for (std::int64_t n : piles) {
    if (n < 0 || n > kMaxGlobalPileSize)
      throw DomainError(
          fmt::format("global nim: a pile must hold between 0 and 10^9 stones, not {}", n));
    out.push_back(static_cast<Pile>(n));
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::size_t GlobalSolver::KeyHash::operator()(const std::vector<Pile>& key) const {
  std::size_t h = key.size();
  for (Pile p : key) h = (h ^ p) * 0x9E3779B97F4A7C15ull;
  return h;
}

Take GlobalSolver::solve(std::span<const Pile> sorted) {
  // Empty piles change nothing: the key is the multiset of non-empty piles.
  while (!sorted.empty() && sorted.front() == 0) sorted = sorted.subspan(1);
  std::vector<Pile> key(sorted.begin(), sorted.end());
  if (auto it = memo_.find(key); it != memo_.end()) return it->second;
  RecursionGuard guard;
  Take t = games::least_winning_take(sorted, dynamic_,
                                     [this](std::span<const Pile> child) { return solve(child); });
  if (memo_.size() >= max_states_)
    throw LimitError(fmt::format("global nim: more than {} positions to store", max_states_));
  memo_.emplace(std::move(key), t);
  return t;
}

Take GlobalSolver::least_winning_take(std::span<const std::int64_t> piles) {
  std::vector<Pile> sorted = sorted_piles(piles);
  return solve(sorted);
}

bool GlobalSolver::is_p(std::span<const std::int64_t> piles, std::optional<std::int64_t> limit) {
  if (limit && *limit < 0) throw DomainError("global nim: the limit r must be >= 0");
  Take t = least_winning_take(piles);
  return limit ? t > static_cast<std::uint64_t>(*limit) : t == kNoWinningTake;
}

std::vector<PileMove> GlobalSolver::winning_moves(std::span<const std::int64_t> piles,
                                                  std::optional<std::int64_t> limit) {
  if (limit && *limit < 0) throw DomainError("global nim: the limit r must be >= 0");
  sorted_piles(piles);  // validates
  std::vector<PileMove> moves;
  std::vector<std::int64_t> option(piles.begin(), piles.end());
  for (std::size_t i = 0; i < piles.size(); ++i) {
    std::int64_t most = limit ? std::min(*limit, piles[i]) : piles[i];
    for (std::int64_t s = 1; s <= most; ++s) {
      option[i] = piles[i] - s;
      if (least_winning_take(option) > next_limit(dynamic_, static_cast<std::uint64_t>(s)))
        moves.push_back({i, s});
    }
    option[i] = piles[i];
  }
  return moves;
}

}  // namespace cgt::games
