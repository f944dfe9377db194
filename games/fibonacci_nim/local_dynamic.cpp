#include "games/fibonacci_nim/local_dynamic.hpp"

#include <algorithm>

namespace cgt::games {

std::uint64_t local_nim_value(std::span<const LocalPile> piles, const FibonacciNimGrundy& grundy) {
  std::uint64_t x = 0;
  for (const LocalPile& p : piles) x ^= grundy.value(p.n, p.r);
  return x;
}

std::vector<PileMove> local_winning_moves(std::span<const LocalPile> piles,
                                          const FibonacciNimGrundy& grundy) {
  const std::uint64_t total = local_nim_value(piles, grundy);
  std::vector<PileMove> moves;
  for (std::size_t i = 0; i < piles.size(); ++i) {
    const LocalPile& p = piles[i];
    // The pile must move to the value that cancels the others.
    const std::uint64_t target = total ^ grundy.value(p.n, p.r);
    for (std::int64_t s = 1; s <= std::min(p.n, p.r); ++s)
      if (grundy.value(p.n - s, std::min(2 * s, p.n - s)) == target) moves.push_back({i, s});
  }
  return moves;
}

}  // namespace cgt::games
