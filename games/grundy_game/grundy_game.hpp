// Grundy's game (Winning Ways vol. 1, ch. 4): a move splits one heap into two non-empty heaps
// of different sizes; heaps of 1 and 2 are dead. Impartial; as a take-and-break game it is
// "4.0" (split without taking) restricted to unequal splits, so it shares the octal folder's
// sequence engine, sparse space and all (Flammenkamp: rare values are those with an even
// number of ones above the lowest bit). No periodicity theorem applies, so every heap's value
// is computed (up to HeapGrundyValues::kMaxComputedHeap).
#pragma once

#include "games/octal/take_break_game.hpp"

namespace cgt::games {

TakeBreakGame grundy_game();

}  // namespace cgt::games
