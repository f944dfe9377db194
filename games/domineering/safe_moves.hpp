// Integer bounds on a Domineering position's value from counts of moves (the "safe moves" of
// Domineering solvers: Breuker, Uiterwijk and van den Herik, "Solving 8x8 Domineering", 2000).
//
// A cell Right can never cover is one without an empty cell beside it in its row (cells are
// never emptied again); a safe move for Left is a vertical slot both of whose cells are such.
// Proof of value(p) >= s - r, where s is the most of Left's safe moves that fit side by side
// and r the most horizontal dominoes that fit side by side on p (each row's run of L empty cells
// holds L / 2): let S be the cells of s disjoint safe moves and p' the board without S. p has
// every option of p' + s for both players and more for Left only (vertical dominoes across S
// and the rest; Right never covers S), so p >= p' + s (Left, second in p - (p' + s), answers
// each move with its copy). Forbidding all of Left's moves in p' never helps Left, and leaves an
// integer: -(the most dominoes Right can place), at least -r. So p >= p' + s >= s - r.
// The upper bound is the mirror image: value(p) <= l - t with t Right's safe moves (horizontal
// slots whose cells Left can never cover) and l the vertical dominoes that fit side by side.
#pragma once

#include "games/domineering/domino_board.hpp"
#include "games/ruleset/integer_bounds.hpp"

namespace cgt::games {

IntegerBounds domineering_integer_bounds(const DominoBoard& b);

}  // namespace cgt::games
