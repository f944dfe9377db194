// Followers of a canonical form: its distinct subpositions, G included (the canonical game tree
// is a DAG: equal subpositions are one node), and the stop count.
#pragma once

#include <unordered_set>
#include <vector>

#include "cgt/dyadic.hpp"
#include "cgt/game.hpp"
#include "cgt/game_table.hpp"

namespace cgt {

// Calls visit(k) once for every follower k of g (g included), depth first without recursion.
// visit returns whether to go on into k's options (false prunes below k).
template <class Visit>
void for_each_follower(Game g, Visit visit) {
  GameTable& t = game_table();
  std::unordered_set<std::uint32_t> seen{g.id};
  std::vector<Game> stack{g};
  while (!stack.empty()) {
    Game k = stack.back();
    stack.pop_back();
    if (!visit(k)) continue;
    // Copy: materialising the options of k's options may move the table's storage.
    std::vector<Game> options(t.left_options(k).begin(), t.left_options(k).end());
    options.insert(options.end(), t.right_options(k).begin(), t.right_options(k).end());
    for (Game o : options)
      if (seen.insert(o.id).second) stack.push_back(o);
  }
}

// The followers of g, g first.
std::vector<Game> followers(Game g);
std::size_t follower_count(Game g);
// The number of ways play can reach a number from g, a number counting as one stop (no move
// beyond it): the leaves of the canonical game tree when numbers are leaves.
BigInt stop_count(Game g);
// The length in characters of g's explicit form (cgt/notation/printer.hpp, Style::kExplicit):
// the game tree written out, only numbers abbreviated; computed without writing it.
BigInt explicit_length(Game g);

}  // namespace cgt
