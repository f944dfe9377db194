// Explicit partizan game trees and a plain misère game-tree search over sums of them, for the
// tests of the universe tables (misere/universe_game.hpp): the search knows nothing of
// comparison or canonical forms, so its outcomes are an independent reference.
#pragma once

#include <cstdint>
#include <random>
#include <unordered_map>
#include <vector>

#include "cgt/compare.hpp"
#include "misere/universe_game.hpp"

namespace cgt::test {

// Node i has the Left options left[i] and the Right ones right[i].
struct GameForest {
  std::vector<std::vector<std::uint32_t>> left, right;

  std::uint32_t node(std::vector<std::uint32_t> l, std::vector<std::uint32_t> r);
  // A random dicot tree of the given depth, with 1 to `width` options a side (or none).
  std::uint32_t random_dicot(std::mt19937& rng, int depth, int width);
  // A random dead-ending tree of the given depth: each side has 0 to `width` options, and a
  // side left empty stays empty in every follower (a dead end).
  std::uint32_t random_dead_ending(std::mt19937& rng, int depth, int width);
  // The misère adjoint (Siegel; Larsson, Nowakowski and Santos): * for 0, else
  // {(G^R)° | (G^L)°} with a 0 on an empty side; G + G° is a P-position.
  std::uint32_t adjoint(std::uint32_t n);
  void followers(std::uint32_t n, std::vector<std::uint32_t>& out) const;
  // Whether player `which` (0 Left, 1 Right) has no move at n nor at any follower of n.
  bool dead_end(std::uint32_t n, int which) const;
  // Whether every end among n's followers is a dead end.
  bool dead_ending(std::uint32_t n) const;

  // The tree of a table's form, and the table's canonical form of a tree.
  template <misere::Universe U>
  std::uint32_t tree_of(misere::UniverseGame<U> g) {
    misere::UniverseTable<U>& t = misere::universe_table<U>();
    std::vector<std::uint32_t> l, r;
    for (auto o : std::vector<misere::UniverseGame<U>>(t.left(g).begin(), t.left(g).end()))
      l.push_back(tree_of(o));
    for (auto o : std::vector<misere::UniverseGame<U>>(t.right(g).begin(), t.right(g).end()))
      r.push_back(tree_of(o));
    return node(std::move(l), std::move(r));
  }
  template <misere::Universe U>
  misere::UniverseGame<U> canonical(std::uint32_t n) {
    std::vector<misere::UniverseGame<U>> l, r;
    for (std::uint32_t c : left[n]) l.push_back(canonical<U>(c));
    for (std::uint32_t c : right[n]) r.push_back(canonical<U>(c));
    return misere::universe_table<U>().from_options(l, r);
  }

 private:
  std::uint32_t random_tree(std::mt19937& rng, int depth, int width, bool dicot, bool no_left,
                            bool no_right);
};

// Who wins a sum of trees in misère play (a player with no move wins), by plain search memoised
// on the sorted multiset of nodes.
class PartizanMisereSearch {
 public:
  explicit PartizanMisereSearch(const GameForest& f) : f_(f) {}

  bool wins(std::vector<std::uint32_t> sum, bool left_first);
  Outcome outcome(const std::vector<std::uint32_t>& sum);

 private:
  struct KeyHash {
    std::size_t operator()(const std::vector<std::uint32_t>& key) const;
  };
  const GameForest& f_;
  std::unordered_map<std::vector<std::uint32_t>, bool, KeyHash> memo_;
};

// a >= b in the order L > N, P > R (N and P incomparable).
bool outcome_at_least(Outcome a, Outcome b);

// The outcomes of g + x for each sum x of the list, by the search.
std::vector<Outcome> outcomes_with(PartizanMisereSearch& search, std::uint32_t g,
                                   const std::vector<std::vector<std::uint32_t>>& contexts);

// Whether o(g + x) >= o(h + x) for each sum x of the list, by the search (stops at the first
// x that shows otherwise).
bool outcomes_at_least_with(PartizanMisereSearch& search, std::uint32_t g, std::uint32_t h,
                            const std::vector<std::vector<std::uint32_t>>& contexts);

// Whether each outcome of `a` is at least the one of `b` at the same place.
bool outcomes_at_least(const std::vector<Outcome>& a, const std::vector<Outcome>& b);

}  // namespace cgt::test
