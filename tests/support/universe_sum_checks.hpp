// The check both universe tables' tests run on sums, written once: the table's sum of the
// canonical forms of two trees plays like the sum of the trees, by the plain search of
// tests/support/game_forest.hpp, alone and beside every context.
#pragma once

#include <catch2/catch.hpp>
#include <cstdint>
#include <vector>

#include "misere/universe_notation.hpp"
#include "tests/support/game_forest.hpp"

namespace cgt::test {

template <misere::Universe U>
void check_sum_plays_like_trees(GameForest& f, PartizanMisereSearch& search, std::uint32_t g,
                                std::uint32_t h,
                                const std::vector<std::vector<std::uint32_t>>& contexts) {
  misere::UniverseTable<U>& t = misere::universe_table<U>();
  misere::UniverseGame<U> cg = f.canonical<U>(g), ch = f.canonical<U>(h), s = t.sum(cg, ch);
  std::uint32_t tree = f.tree_of(s);
  INFO("G + H = " << misere::universe_text(s));
  for (const auto& x : contexts) {
    std::vector<std::uint32_t> parts = x, whole = x;
    parts.insert(parts.end(), {g, h});
    whole.push_back(tree);
    CHECK(search.outcome(parts) == search.outcome(whole));
  }
  CHECK(t.outcome(s) == search.outcome({g, h}));
  CHECK(t.sum(t.conjugate(cg), t.conjugate(ch)) == t.conjugate(s));
}

}  // namespace cgt::test
