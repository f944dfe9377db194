#include "cgt/followers.hpp"

#include <unordered_map>

#include "cgt/big_int.hpp"
#include "cgt/notation/printer.hpp"
#include "cgt/recursion_guard.hpp"

namespace cgt {

std::vector<Game> followers(Game g) {
  std::vector<Game> out;
  for_each_follower(g, [&](Game k) {
    out.push_back(k);
    return true;
  });
  return out;
}

std::size_t follower_count(Game g) {
  return followers(g).size();
}

namespace {

// Folds the game tree of g (the canonical form written out, numbers as leaves) into a sum:
// leaf(k) for a number k, node(k) plus its options' totals for any other k. Memoised on the
// DAG, so the cost is linear in the followers however large the tree.
template <class Leaf, class Node>
BigInt fold_tree(Game g, Leaf leaf, Node node, std::unordered_map<std::uint32_t, BigInt>& memo) {
  GameTable& t = game_table();
  auto it = memo.find(g.id);
  if (it != memo.end()) return it->second;
  BigInt total;
  poll_interrupt();
  if (t.is_number(g)) {
    total = leaf(g);  // numbers too, since a leaf may be costly (the length of its text)
  } else {
    RecursionGuard guard;
    std::vector<Game> options(t.left_options(g).begin(), t.left_options(g).end());
    options.insert(options.end(), t.right_options(g).begin(), t.right_options(g).end());
    total = node(g);
    for (Game o : options) total += fold_tree(o, leaf, node, memo);
  }
  memo.emplace(g.id, total);
  return total;
}

}  // namespace

BigInt stop_count(Game g) {
  std::unordered_map<std::uint32_t, BigInt> memo;
  return fold_tree(
      g, [](Game) { return BigInt(1); }, [](Game) { return BigInt(0); }, memo);
}

BigInt explicit_length(Game g) {
  GameTable& t = game_table();
  std::unordered_map<std::uint32_t, BigInt> memo;
  auto number_text = [](Game k) { return BigInt(to_string(k, Style::kExplicit).size()); };
  auto braces_bar_commas = [&](Game k) {  // "{a,b|c}": 3 + one comma between neighbours
    std::size_t left = t.left_options(k).size(), right = t.right_options(k).size();
    return BigInt(3 + (left ? left - 1 : 0) + (right ? right - 1 : 0));
  };
  return fold_tree(g, number_text, braces_bar_commas, memo);
}

}  // namespace cgt
