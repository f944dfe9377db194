// The group operations: disjunctive sum, negation, difference and integer multiples.
// Fast paths: numbers add as dyadics, x + m.^ + *n values add componentwise (nimbers by xor),
// a number added to any other game translates its options (number translation keeps canonical
// forms canonical), and negation of a general game is cached in the game table.
#pragma once

#include <cstdint>

#include "cgt/game.hpp"

namespace cgt {

Game sum(Game g, Game h);
Game negate(Game g);
inline Game difference(Game g, Game h) { return sum(g, negate(h)); }
Game multiple(std::int64_t n, Game g);  // n.G, n of any sign

inline Game operator+(Game g, Game h) { return sum(g, h); }
inline Game operator-(Game g, Game h) { return difference(g, h); }
inline Game operator-(Game g) { return negate(g); }

}  // namespace cgt
