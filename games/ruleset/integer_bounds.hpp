// Integer bounds on a position's value, for the outcome search: a ruleset that can prove
// lower <= value(p) <= upper cheaply, each bound perhaps plus the switch +-1 (Domineering, from
// counts of moves: safe_moves.hpp), lets the search stop where the bounds already decide who
// wins, without searching the options.
#pragma once

#include "games/ruleset/ruleset.hpp"

namespace cgt::games {

struct IntegerBounds {
  int lower = 0, upper = 0;
  // Whether the bound is the integer plus the switch +-1 = {1 | -1}: lower + +-1 <= value(p),
  // or value(p) <= upper + +-1. Such a bound says who wins moving first, where the integer
  // alone says less; in a sum the switches cancel in pairs (+-1 + +-1 = 0).
  bool lower_switch = false, upper_switch = false;
};

template <class R>
concept HasIntegerBounds = requires(const R& r, const typename R::Position& p) {
  { r.integer_bounds(p) } -> std::convertible_to<IntegerBounds>;
};

}  // namespace cgt::games
