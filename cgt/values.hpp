// The named values: numbers, nimbers, up-multiples, switches. All are interned in the game
// table; building them costs O(1) however large the value (options come lazily).
#pragma once

#include <cstdint>

#include "cgt/dyadic.hpp"
#include "cgt/game.hpp"
#include "cgt/game_table.hpp"

namespace cgt {

inline Game number(const Dyadic& x) { return game_table().number(x); }
inline Game integer(std::int64_t n) { return number(Dyadic(n)); }
inline Game zero() { return game_table().zero(); }
inline Game nimber(std::uint64_t n) { return game_table().up_star(Dyadic(0), 0, n); }  // *n
inline Game star() { return nimber(1); }
inline Game up_multiple(std::int64_t m) { return game_table().up_star(Dyadic(0), m, 0); }  // m.^
inline Game up() { return up_multiple(1); }
inline Game down() { return up_multiple(-1); }
// x + m.^ + *n.
inline Game up_star(const Dyadic& x, std::int64_t m, std::uint64_t n) {
  return game_table().up_star(x, m, n);
}
// The switch +-x = {x | -x} for any game x.
Game switch_game(Game x);

}  // namespace cgt
