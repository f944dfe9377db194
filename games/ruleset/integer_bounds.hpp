// Integer bounds on a position's value, for the outcome search: a ruleset that can prove
// lower <= value(p) <= upper cheaply (Domineering, from counts of moves: safe_moves.hpp) lets
// the search stop where the bounds already decide who wins, without searching the options.
#pragma once

#include "games/ruleset/ruleset.hpp"

namespace cgt::games {

struct IntegerBounds {
  int lower = 0, upper = 0;
};

template <class R>
concept HasIntegerBounds = requires(const R& r, const typename R::Position& p) {
  { r.integer_bounds(p) } -> std::convertible_to<IntegerBounds>;
};

}  // namespace cgt::games
