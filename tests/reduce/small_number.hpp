// A positive number below every nonzero stop of g - h: the stops of g - h are differences of
// stops of subpositions of g and h (play ends where G' - H' equals a number, and then that
// number is LeftStop(G') - LeftStop(H')), so their denominators divide 2^e for the largest
// exponent e among those stops, and 2^-(e+1) lies below every nonzero one.
#pragma once

#include <algorithm>
#include <unordered_set>
#include <vector>

#include "cgt/big_int.hpp"
#include "cgt/dyadic.hpp"
#include "cgt/facts.hpp"
#include "cgt/game_table.hpp"
#include "cgt/values.hpp"

namespace cgt::test {

inline Game small_number_for(Game g, Game h) {
  GameTable& t = game_table();
  std::uint32_t finest = 0;
  std::vector<Game> pending{g, h};
  std::unordered_set<std::uint32_t> seen{g.id, h.id};
  while (!pending.empty()) {
    Game p = pending.back();
    pending.pop_back();
    finest = std::max({finest, t.left_stop(p).exponent(), t.right_stop(p).exponent()});
    if (t.is_number(p)) continue;
    for (auto side : {t.left_options(p), t.right_options(p)})
      for (Game o : side)
        if (seen.insert(o.id).second) pending.push_back(o);
  }
  return number(make_dyadic(BigInt(1), finest + 1));
}

}  // namespace cgt::test
