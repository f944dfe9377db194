#include "cgt/ordinal_sum.hpp"

#include <vector>

#include "cgt/canonical.hpp"
#include "cgt/game_table.hpp"
#include "cgt/interrupt.hpp"
#include "cgt/recursion_guard.hpp"

namespace cgt {

Game ordinal_sum(Game g, Game h) {
  GameTable& t = game_table();
  if (h == t.zero()) return g;
  auto& cache = t.cache(Operation::kOrdinalSum);
  if (auto known = cache.find(g.id, h.id)) return Game{*known};
  RecursionGuard guard;
  poll_interrupt();
  std::vector<Game> left(t.left_options(g).begin(), t.left_options(g).end());
  std::vector<Game> right(t.right_options(g).begin(), t.right_options(g).end());
  std::vector<Game> h_left(t.left_options(h).begin(), t.left_options(h).end());
  std::vector<Game> h_right(t.right_options(h).begin(), t.right_options(h).end());
  for (Game hl : h_left) left.push_back(ordinal_sum(g, hl));
  for (Game hr : h_right) right.push_back(ordinal_sum(g, hr));
  Game result = canonicalise(std::move(left), std::move(right));
  cache.store(g.id, h.id, result.id);
  return result;
}

}  // namespace cgt
