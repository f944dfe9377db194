#include "cgt/norton.hpp"

#include <vector>

#include "cgt/canonical.hpp"
#include "cgt/game_table.hpp"
#include "cgt/incentives.hpp"
#include "cgt/interrupt.hpp"
#include "cgt/recursion_guard.hpp"
#include "cgt/sum.hpp"

namespace cgt {
namespace {

// `raised` holds U + I for the incentives I of U.
Game norton(Game g, Game u, const std::vector<Game>& raised) {
  GameTable& t = game_table();
  if (t.is_number(g) && t.number_part(g).is_integer())
    return multiple(t.number_part(g).to_int64("the integer factor"), u);
  auto& cache = t.cache(Operation::kNorton);
  if (auto known = cache.find(g.id, u.id)) return Game{*known};
  RecursionGuard guard;
  poll_interrupt();
  std::vector<Game> left, right;
  for (Game gl : std::vector<Game>(t.left_options(g).begin(), t.left_options(g).end())) {
    Game product = norton(gl, u, raised);
    for (Game r : raised) left.push_back(sum(product, r));
  }
  for (Game gr : std::vector<Game>(t.right_options(g).begin(), t.right_options(g).end())) {
    Game product = norton(gr, u, raised);
    for (Game r : raised) right.push_back(difference(product, r));
  }
  Game result = canonicalise(std::move(left), std::move(right));
  cache.store(g.id, u.id, result.id);
  return result;
}

}  // namespace

Game norton_product(Game g, Game u) {
  std::vector<Game> raised;
  for (Game i : incentives(u)) raised.push_back(sum(u, i));
  return norton(g, u, raised);
}

}  // namespace cgt
