#include "cgt/companion.hpp"

#include <vector>

#include "cgt/canonical.hpp"
#include "cgt/compare.hpp"
#include "cgt/game_table.hpp"
#include "cgt/interrupt.hpp"
#include "cgt/recursion_guard.hpp"

namespace cgt {
namespace {

// The companion's entries in the game table's cache of other unary facts: keyed (G, this tag).
constexpr std::uint32_t kCompanionTag = 1;

}  // namespace

Game companion(Game g) {
  GameTable& t = game_table();
  // A number other than 0 is its own companion (by induction on the definition: the added 0 is
  // dominated or reversible), and numbers can be too deep to recurse through.
  if (t.is_number(g) && g != t.zero()) return g;
  auto& cache = t.cache(Operation::kMisc);
  if (auto known = cache.find(g.id, kCompanionTag)) return Game{*known};
  RecursionGuard guard;
  poll_interrupt();
  std::vector<Game> left(t.left_options(g).begin(), t.left_options(g).end());
  std::vector<Game> right(t.right_options(g).begin(), t.right_options(g).end());
  for (Game& o : left) o = companion(o);
  for (Game& o : right) o = companion(o);
  if (leq(t.zero(), g)) left.push_back(t.zero());
  if (leq(g, t.zero())) right.push_back(t.zero());
  Game result = canonicalise(std::move(left), std::move(right));
  cache.store(g.id, kCompanionTag, result.id);
  return result;
}

}  // namespace cgt
