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
// Sharper, when T splits into A, the a slots that no horizontal slot covering cells of two slots
// of T touches (a horizontal domino spoils at most one of them, and then no other of T), and B,
// the b others: T lasts Right's first c(a, b) = floor(a / 2) + floor((b + 2 (a mod 2)) / 3)
// moves (floor(a / 2) + ceil(b / 3) for odd a; at least floor(t / 3)), so that replaces
// floor(t / 3). Left answers in B while B is not empty, else in A. A round (Right's move, then
// Left's answer) takes from (a, b) one of these: one of B, two or three of B (Right spoiled one
// or two), one of each (Right spoiled one of A); or, Right having emptied B, one of A and what B
// had: (a - 1, 0) from (a, b <= 2), or (a - 2, 0). Each lowers c by at most one: with a fixed,
// c grows with b as floor(b / 3) or ceil(b / 3), by at most one per 3; one of each lowers
// floor(a / 2) + ceil(b / 3) to floor(a / 2) + floor((b - 1) / 3), one less, and a / 2 +
// floor(b / 3) (a even) to a / 2 - 1 + ceil((b - 1) / 3), at most one less; c(a, b <= 2) is at
// most ceil(a / 2), and c(a - 1, 0) = ceil(a / 2) - 1, c(a - 2, 0) = c(a, 0) - 1. And
// while c is positive before Right's move a slot of T is left after it (c = 0 for (1, 0), (0, 1)
// and (0, 2), and Right spoils one of A or at most two of B). The test checks c against the
// recursion of this game of counts for every a + b <= 32.
// Right's side has a second limit: Left's answers from T take cells Right could use. Let P be
// the answers T gives (as above) and h the number of cells of p in horizontal slots. Each slot
// of T has a cell in a horizontal slot (one without would be safe, and the packing of safe
// slots, greedy along each line, leaves none clear of S), and Right's dominoes and Left's
// answers cover distinct cells; so Right's j-th move finds two free cells only if
// 2j + min(j - 1, P) <= h. That caps the moves Right makes in Q at the largest such j, which
// replaces r in the bound when smaller. With P = floor(t / 3) the answers can take more: Left
// answers in T2, the t2 slots of T with both cells in horizontal slots, while one is left, and
// T2 lasts the first P2 = floor(t2 / 3) answers as T lasts the first P (Right spoils at most two
// a move); so the j-th move needs 2j + min(j - 1, P) + min(j - 1, P2) <= h, and the bound is the
// larger of the two: s + P - (cap with answers of one cell) and
// s + floor(t / 3) - (cap with P2 answers of two cells).
// Protected blocks: a 2 x 2 block B of empty cells where Right's only horizontal slots touching
// B are its own two (no horizontal slot one cell before or after either). Forbidding Left the
// vertical slots that leave B lowers the value (Left loses options only: Q <= P, domineering.hpp),
// and then B is a region alone, the 2 x 2 board +-1 = {1 | -1}, beside p without B's cells; so
// p >= (p less k disjoint blocks) + k.+-1, and k.+-1 is 0 for even k, +-1 for odd k (+-1 is its
// own negative). The lower bound is the larger of the bound on p and that on p less the blocks,
// plus the switch for odd k (kept when its integer is above the bound on p, since
// n + +-1 >= n - 1): the switch tells who wins moving first (IntegerBounds).
// The upper bound is the mirror image of all of the above: at most l - (s' + floor(t' / 3)), with
// Right's safe moves s' (horizontal slots whose cells Left can never cover), t' and l alike.
#pragma once

#include <optional>
#include <span>

#include "games/domineering/domino_board.hpp"
#include "games/domineering/slot_mask.hpp"
#include "games/ruleset/integer_bounds.hpp"

namespace cgt::games {

// A board of at most 128 cells as one 128-bit word, for the bounds on the wide boards of
// wide_domino_game.hpp (9 x 9, 10 x 10, 11 x 11): the empty cells of a rows x cols rectangle,
// bit r * cols + c (the rows packed edge to edge). Every function below takes either board and
// counts alike: the same proofs, the same bounds on the same position.
struct DominoBoard128 {
  Mask128 empty = 0;
  std::uint8_t rows = 0, cols = 0;

  static constexpr std::size_t kMaxCells = 128;

  unsigned stride() const { return cols; }
  Mask128 vertical_slots() const { return rows <= 1 ? 0 : empty & (empty >> cols); }
  Mask128 horizontal_slots() const;
  DominoBoard128 placed(Mask128 slot_bit, unsigned offset) const {
    return DominoBoard128{empty & ~(slot_bit | (slot_bit << offset)), rows, cols};
  }
};

IntegerBounds domineering_integer_bounds(const DominoBoard& b);
IntegerBounds domineering_integer_bounds(const DominoBoard128& b);

// Bounds on the sum of disjoint boards `parts` (the components of a position), each part's own
// bounds written to `each` (as domineering_integer_bounds). Each side is the larger of the sum
// of the parts' bounds and the bound the counts of all the parts give together. Proof: the sum
// is the value of one board holding the parts apart (far enough that no slot joins two), and
// every count above is additive over such a board's regions: the packings of S, T, T2 and the
// opponent's slots are packings of each part's (each part's greedy packing is a packing, and the
// proof takes any packing of disjoint slots), A and B split per part (a slot covering cells of
// two slots of T lies in one part), h adds up, and the protected blocks of the parts are
// disjoint blocks of that board. So the bound of the header holds with the parts' counts
// summed before the rounding (floor(t / 3), c(a, b), the caps), which says more than rounding
// each part's counts (three parts of t = 2: one answer, against none).
IntegerBounds domineering_sum_bounds(std::span<const DominoBoard> parts,
                                     std::span<IntegerBounds> each);
IntegerBounds domineering_sum_bounds(std::span<const DominoBoard128> parts,
                                     std::span<IntegerBounds> each);

// c(a, b) above: how many opposing moves a slots of A and b slots of B can answer.
inline int domineering_answers(int a, int b) {
  return a / 2 + (b + 2 * (a % 2)) / 3;
}

// The mover's tempo (OptionBound in integer_bounds.hpp): the best of the lower bounds above
// (from the mover's side: Left's lower bound, or minus Right's upper bound) of the options on
// the mover's slots of T, as above. Proof: each is the bound of an option. Why these: moving on
// a slot of T leaves one slot of T fewer, which lowers the answers by at most one (often not at
// all: c(a, b) above), and takes cells from the opponent's slots, which
// may lower the opponent's count; the move itself is then the mover's gain, the tempo that the
// bound on p, which counts the moves of the player moving second, leaves out. Every slot of T
// rather than one of A and one of B: the slots differ in what they take from the opponent (empty
// 7x7: 20,865 positions searched against 56,901; benchmarks.md). And the far slot of every
// 2 x 2 block of empty cells walled on one side (the near slot's cells have no opposing slot
// but the block's own; Obsequi's protective areas): moving there leaves the near slot safe, the
// mover's gain beside the move (empty 6x8: 259,481 positions searched against 264,955).
// None when there is neither (a safe move gains nothing: the option has one safe move fewer).
std::optional<OptionBound> domineering_option_bound(const DominoBoard& b, bool vertical);
std::optional<OptionBound> domineering_option_bound(const DominoBoard128& b, bool vertical);

// The balance of the plain counts, Left's less Right's: the sum of the first bounds above
// (s + floor(t / 3) - r, and l - (s' + floor(t' / 3))), without the sharper refinements. The
// outcome search orders moves by it: by the sharper bounds, it searched more positions
// (20 random 8x8 boards: 644,987 against 423,928).
int domineering_balance(const DominoBoard& b);
int domineering_balance(const DominoBoard128& b);

}  // namespace cgt::games
