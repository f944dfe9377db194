#include "cgt/compounds.hpp"

#include <algorithm>
#include <vector>

#include "cgt/canonical.hpp"
#include "cgt/game_table.hpp"
#include "cgt/interrupt.hpp"
#include "cgt/recursion_guard.hpp"

namespace cgt {
namespace {

std::vector<Game> copy(std::span<const Game> side) {
  return {side.begin(), side.end()};
}

// Both compounds are commutative: one cache entry per unordered pair.
template <class Body>
Game memoised(Operation op, Game g, Game h, Body body) {
  GameTable& t = game_table();
  std::uint32_t lo = std::min(g.id, h.id), hi = std::max(g.id, h.id);
  if (auto known = t.cache(op).find(lo, hi)) return Game{*known};
  RecursionGuard guard;
  poll_interrupt();
  Game result = body();
  t.cache(op).store(lo, hi, result.id);
  return result;
}

}  // namespace

Game conjunctive_sum(Game g, Game h) {
  return memoised(Operation::kConjunctiveSum, g, h, [&] {
    GameTable& t = game_table();
    std::vector<Game> gl = copy(t.left_options(g)), gr = copy(t.right_options(g));
    std::vector<Game> hl = copy(t.left_options(h)), hr = copy(t.right_options(h));
    std::vector<Game> left, right;
    for (Game a : gl)
      for (Game b : hl) left.push_back(conjunctive_sum(a, b));
    for (Game a : gr)
      for (Game b : hr) right.push_back(conjunctive_sum(a, b));
    return canonicalise(std::move(left), std::move(right));
  });
}

Game selective_sum(Game g, Game h) {
  return memoised(Operation::kSelectiveSum, g, h, [&] {
    GameTable& t = game_table();
    std::vector<Game> gl = copy(t.left_options(g)), gr = copy(t.right_options(g));
    std::vector<Game> hl = copy(t.left_options(h)), hr = copy(t.right_options(h));
    auto side = [&](const std::vector<Game>& g_moves, const std::vector<Game>& h_moves) {
      std::vector<Game> out;
      for (Game a : g_moves) out.push_back(selective_sum(a, h));
      for (Game b : h_moves) out.push_back(selective_sum(g, b));
      for (Game a : g_moves)
        for (Game b : h_moves) out.push_back(selective_sum(a, b));
      return out;
    };
    return canonicalise(side(gl, hl), side(gr, hr));
  });
}

}  // namespace cgt
