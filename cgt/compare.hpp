// The order of games: G <= H and what derives from it, and outcome classes. Comparisons are
// memoised in the game table's <= cache; numbers and number-up-star values compare by
// arithmetic, and stops decide most comparisons of hot games without recursion:
// LeftStop(G) < RightStop(H) implies G < H, RightStop(G) > LeftStop(H) implies G > H.
#pragma once

#include "cgt/game.hpp"

namespace cgt {

bool leq(Game g, Game h);  // g <= h
inline bool geq(Game g, Game h) { return leq(h, g); }
inline bool equal(Game g, Game h) { return g == h; }  // canonical forms: equal iff same handle
inline bool less(Game g, Game h) { return g != h && leq(g, h); }
inline bool greater(Game g, Game h) { return less(h, g); }
inline bool incomparable(Game g, Game h) { return !leq(g, h) && !leq(h, g); }  // g || h

enum class Outcome { kLeft, kRight, kNext, kPrevious };  // L, R, N, P
Outcome outcome(Game g);
char outcome_letter(Outcome o);  // 'L', 'R', 'N', 'P'

}  // namespace cgt
