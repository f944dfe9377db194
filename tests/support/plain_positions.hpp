// The graph of a ruleset's positions reachable from one, by its options alone (no values, no
// normalising, no positions known at sight): the loopy rulesets' tests label it plainly
// (plain_loopy.hpp) as the independent witness of the evaluator's outcomes.
#pragma once

#include <unordered_map>
#include <vector>

#include "games/ruleset/ruleset.hpp"
#include "tests/support/plain_loopy.hpp"

namespace cgt::test {

template <class R>
PlainGraph plain_positions(const R& rules, const typename R::Position& p) {
  using Position = typename R::Position;
  PlainGraph g;
  std::unordered_map<Position, int, games::PositionHash<R>> index;
  std::vector<Position> todo;
  auto id = [&](const Position& q) {
    auto [it, added] = index.try_emplace(q, g.size());
    if (added) {
      g.left.emplace_back();
      g.right.emplace_back();
      todo.push_back(q);
    }
    return it->second;
  };
  g.root = id(p);
  std::vector<Position> options;
  for (std::size_t i = 0; i < todo.size(); ++i)
    for (games::Player who : {games::Player::kLeft, games::Player::kRight}) {
      options.clear();
      rules.options(todo[i], who, options);
      for (const Position& q : options) {
        int w = id(q);
        (who == games::Player::kLeft ? g.left : g.right)[i].push_back(w);
      }
    }
  return g;
}

}  // namespace cgt::test
