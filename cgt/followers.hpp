// Followers of a canonical form: its distinct subpositions, G included (the canonical game tree
// is a DAG: equal subpositions are one node), and the stop count.
#pragma once

#include <algorithm>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "cgt/big_int.hpp"
#include "cgt/dyadic.hpp"
#include "cgt/game.hpp"
#include "cgt/game_table.hpp"
#include "cgt/interrupt.hpp"

namespace cgt {

// Calls visit(k) once for every follower k of g (g included), depth first without recursion.
// visit returns whether to go on into k's options (false prunes below k). Stops with
// InterruptedError or TimeLimitError when asked to.
//
// x + *n (a number plus a nimber) has the options x + *j, j < n: walking them for every such
// follower would cost n^2 and materialise n^2 option slots (*30000 alone: 4.5 * 10^8). The walk
// instead pushes the x + *j of each x once, remembering how far it got, so nimbers cost n.
template <class Visit>
void for_each_follower(Game g, Visit visit) {
  GameTable& t = game_table();
  std::unordered_set<std::uint32_t> seen{g.id};
  std::unordered_map<std::uint32_t, std::uint64_t> nim_pushed;  // x's id -> x + *j pushed, j < this
  std::vector<Game> stack{g};
  auto push = [&](Game o) {
    if (seen.insert(o.id).second) stack.push_back(o);
  };
  for (std::size_t visited = 0; !stack.empty(); ++visited) {
    if ((visited & 0x3ff) == 0) poll_interrupt();
    Game k = stack.back();
    stack.pop_back();
    if (!visit(k)) continue;
    if (t.is_up_star(k) && !t.is_number(k) && t.ups(k) == 0) {
      Dyadic x = t.number_part(k);
      std::uint64_t nim = t.nim(k), start = nim_pushed[t.number(x).id];
      for (std::uint64_t j = start; j < nim; ++j) {
        if ((j & 0xffff) == 0xffff) poll_interrupt();  // *n has n followers *j
        push(t.up_star(x, 0, j));
      }
      nim_pushed[t.number(x).id] = std::max(start, nim);
      continue;
    }
    // Copy: materialising the options of k's options may move the table's storage.
    std::vector<Game> options(t.left_options(k).begin(), t.left_options(k).end());
    options.insert(options.end(), t.right_options(k).begin(), t.right_options(k).end());
    for (Game o : options) push(o);
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
