// Integer bounds on a position's value, for the outcome search: a ruleset that can prove
// lower <= value(p) <= upper cheaply, each bound perhaps plus the switch +-1 (Domineering, from
// counts of moves: safe_moves.hpp), lets the search stop where the bounds already decide who
// wins, without searching the options.
#pragma once

#include <optional>
#include <span>

#include "games/ruleset/ruleset.hpp"

namespace cgt::games {

struct IntegerBounds {
  int lower = 0, upper = 0;
  // Whether the bound is the integer plus the switch +-1 = {1 | -1}: lower + +-1 <= value(p),
  // or value(p) <= upper + +-1. Such a bound says who wins moving first, where the integer
  // alone says less; in a sum the switches cancel in pairs (+-1 + +-1 = 0).
  bool lower_switch = false, upper_switch = false;

  // Bounds on a sum from the bounds of its terms.
  IntegerBounds& operator+=(const IntegerBounds& b) {
    lower += b.lower;
    upper += b.upper;
    lower_switch ^= b.lower_switch;  // +-1 + +-1 = 0
    upper_switch ^= b.upper_switch;
    return *this;
  }
};

template <class R>
concept HasIntegerBounds = requires(const R& r, const typename R::Position& p) {
  { r.integer_bounds(p) } -> std::convertible_to<IntegerBounds>;
};

// Bounds on a sum of positions (the parts of a state of the outcome search), which may say more
// than the sum of the parts' bounds (Domineering: counts added before rounding): returns bounds
// on the sum, and writes each part's integer_bounds to `each` (one per part).
template <class R>
concept HasSumBounds = HasIntegerBounds<R> &&
                       requires(const R& r, std::span<const typename R::Position> parts,
                                std::span<IntegerBounds> each) {
                         { r.sum_integer_bounds(parts, each) } -> std::convertible_to<IntegerBounds>;
                       };

// A bound on the best option of the player to move (the mover's tempo): from the mover's side,
// an option p^L >= n (+ +-1 with `with_switch`) for Left, an option p^R <= -n (+ +-1) for Right.
// The outcome search asks it where the integer bounds leave the outcome open: the mover wins
// moving first when that option beside the other parts' bounds wins moving second.
struct OptionBound {
  int n = 0;
  bool with_switch = false;
};

template <class R>
concept HasOptionBounds = requires(const R& r, const typename R::Position& p, Player who) {
  { r.option_bound(p, who) } -> std::convertible_to<std::optional<OptionBound>>;
};

}  // namespace cgt::games
