#include "reduce/heat_by_star.hpp"

#include <unordered_map>
#include <vector>

#include "cgt/canonical.hpp"
#include "cgt/facts.hpp"
#include "cgt/game_table.hpp"
#include "cgt/recursion_guard.hpp"
#include "cgt/sum.hpp"
#include "cgt/values.hpp"

namespace cgt::reduce {
namespace {

// x* becomes x, bottom up: options first, then the rebuilt canonical form itself.
Game replace_number_stars(Game g, std::unordered_map<std::uint32_t, Game>& memo) {
  GameTable& t = game_table();
  if (t.is_number(g)) return g;
  if (auto known = memo.find(g.id); known != memo.end()) return known->second;
  RecursionGuard guard;
  std::vector<Game> left, right;
  for (Game l : t.left_options(g)) left.push_back(replace_number_stars(l, memo));
  for (Game r : t.right_options(g)) right.push_back(replace_number_stars(r, memo));
  Game result = canonicalise(std::move(left), std::move(right));
  if (t.is_up_star(result) && t.ups(result) == 0 && t.nim(result) == 1)
    result = t.number(t.number_part(result));
  memo.emplace(g.id, result);
  return result;
}

}  // namespace

Game heat_by_star(Game g) {
  GameTable& t = game_table();
  if (t.is_number(g)) return g;
  auto& cache = t.cache(Operation::kHeatStar);
  if (auto known = cache.find(g.id, 0)) return Game{*known};
  RecursionGuard guard;
  std::vector<Game> left, right;
  for (Game l : t.left_options(g)) left.push_back(sum(heat_by_star(l), star()));
  for (Game r : t.right_options(g)) right.push_back(sum(heat_by_star(r), star()));
  Game result = canonicalise(std::move(left), std::move(right));
  cache.store(g.id, 0, result.id);
  return result;
}

Game rcf_by_heating(Game g) {
  std::unordered_map<std::uint32_t, Game> memo;
  return replace_number_stars(heat_by_star(g), memo);
}

}  // namespace cgt::reduce
