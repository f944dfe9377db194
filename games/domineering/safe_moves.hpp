// Integer bounds on a Domineering position's value from counts of moves (the "safe moves" of
// Domineering solvers: Breuker, Uiterwijk and van den Herik, "Solving 8x8 Domineering", 2000).
//
// A cell Right can never cover is one without an empty cell beside it in its row (cells are
// never emptied again); a safe move for Left is a vertical slot both of whose cells are such.
// value(p) >= s + floor(t / 3) - r, where s is the most of Left's safe moves that fit side by
// side, t the number of Left's other moves that fit side by side clear of those, and r the most
// horizontal dominoes that fit side by side on p (each row's run of L empty cells holds L / 2).
// Proof. Let S be the cells of s disjoint safe moves and p' the board without S. p has every
// option of p' + s for both players and more for Left only (vertical dominoes across S and the
// rest; Right never covers S), so p >= p' + s (Left, second in p - (p' + s), answers each move
// with its copy). Let Q be p' with Left's moves cut down to the t disjoint slots T: fewer
// options for Left, so p' >= Q. Q >= floor(t / 3) - r: Left, second in Q + k with
// k = r - floor(t / 3) free moves of her own, answers each of Right's moves (at most r) in T
// while a slot of T is left, else with a free move; a horizontal domino covers cells of at most
// two slots of T and Left uses one a turn, so after Right's i-th move at least t - 3i + 1 slots
// are left, and T lasts Right's first floor(t / 3) moves. So p >= s + floor(t / 3) - r.
// The upper bound is the mirror image: value(p) <= l - (s' + floor(t' / 3)), with Right's safe
// moves s' (horizontal slots whose cells Left can never cover), t' and l alike.
#pragma once

#include "games/domineering/domino_board.hpp"
#include "games/ruleset/integer_bounds.hpp"

namespace cgt::games {

IntegerBounds domineering_integer_bounds(const DominoBoard& b);

}  // namespace cgt::games
