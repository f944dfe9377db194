#include "tests/games/fibonacci_nim/naive_search.hpp"

#include <algorithm>

namespace cgt::test {

bool NaiveTakeAway::first_player_wins(std::vector<int> piles, int r) {
  std::sort(piles.begin(), piles.end());
  const int largest = piles.empty() ? 0 : piles.back();
  r = std::min(r, largest);  // a limit above every pile allows nothing more
  auto key = std::make_pair(piles, r);
  if (auto it = memo_.find(key); it != memo_.end()) return it->second;
  bool wins = false;
  for (std::size_t i = 0; i < piles.size() && !wins; ++i)
    for (int s = 1; s <= std::min(r, piles[i]) && !wins; ++s) {
      std::vector<int> next = piles;
      next[i] -= s;
      wins = !first_player_wins(next, factor_ * s);
    }
  memo_[key] = wins;
  return wins;
}

}  // namespace cgt::test
