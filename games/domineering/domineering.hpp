// Domineering (Winning Ways; Lessons in Play): on a board of empty and
// blocked cells, Left places a vertical domino on two vertically adjacent empty cells, Right a
// horizontal one on two horizontally adjacent ones; the player who cannot move loses. Left
// moves vertically as in Winning Ways and CGSuite (some texts give Left the horizontal moves).
//
// Positions are bitboards of at most 64 cells (domino_board.hpp). A position splits into its
// regions of empty cells; the table key is the least image under the reflections that keep
// vertical dominoes vertical, and for canonical forms also under the transpositions and quarter
// turns, which negate the value; a region where only one player can move is an integer: the
// dominoes that player can pack (each strip of n cells holds n / 2), with Left's sign. Moves
// proven dominated without their values (dominated_slots) are left out of canonical forms and
// of the outcome search; a region with a bridge is a sum of smaller ones when the bridge
// theorem's condition holds (conditional_splits).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "cgt/game.hpp"
#include "games/domineering/domino_board.hpp"
#include "games/domineering/safe_moves.hpp"
#include "games/ruleset/ruleset.hpp"

namespace cgt::games {

struct Domineering {
  using Position = DominoBoard;
  // Components of up to this many empty cells are folded into canonical forms by the outcome
  // search (measured on the random 7 x 7 benchmark boards).
  static constexpr std::size_t kFoldSize = 12;
  // Canonical forms test options for dominance by an outcome search folding components of up
  // to this many empty cells (Evaluator::set_dominance_test; measured on the random 6 x 6
  // benchmark boards).
  static constexpr std::size_t kDominanceFoldSize = 18;
  // A test of an option of n empty cells folds components of up to n - 20 when that is more
  // (OutcomeSearch::set_fold_margin; measured on the random 8 x 8 benchmark boards).
  static constexpr std::size_t kDominanceFoldMargin = 20;
  // Its rules keep no shared state: the outcome search may call them from several threads.
  static constexpr bool kThreadSafeRules = true;

  static std::uint64_t hash(const Position& p) { return domino_board_hash(p); }
  void options(const Position& p, Player who, std::vector<Position>& out) const;
  // The options without those dominated_slots() proves dominated, for canonical forms.
  void undominated_options(const Position& p, Player who, std::vector<Position>& out) const;
  // The options best first, for the outcome search (ruleset.hpp).
  void search_options(const Position& p, Player who, std::vector<Position>& out) const;
  std::string text(const Position& p) const { return domino_board_text(p); }
  std::string name() const { return "domineering"; }
  void components(const Position& p, std::vector<Position>& out) const {
    domino_components(p, out);
  }
  void option_components(const Position& parent, const Position& option,
                         std::vector<Position>& out) const {
    domino_option_components(parent, option, out);
  }
  Position normalise(const Position& p) const { return least_reflection(p); }
  // Transposing a board swaps the orientations, hence the players: it negates the value.
  Position normalise(const Position& p, bool& negated) const {
    return least_symmetric_image(p, negated);
  }
  // Transposing a board swaps the players' moves.
  Position negative(const Position& p) const { return transposed(p); }
  std::optional<Game> known_value(const Position& p) const;
  // Bounds from counts of safe moves (safe_moves.hpp), which let the outcome search stop early.
  IntegerBounds integer_bounds(const Position& p) const { return domineering_integer_bounds(p); }
  // Bounds on a sum of boards, from the counts of all of them (safe_moves.hpp).
  IntegerBounds sum_integer_bounds(std::span<const Position> parts,
                                   std::span<IntegerBounds> each) const {
    return domineering_sum_bounds(parts, each);
  }
  // The mover's tempo: a bound on the best option (safe_moves.hpp).
  std::optional<OptionBound> option_bound(const Position& p, Player who) const {
    return domineering_option_bound(p, who == Player::kLeft);
  }
  // Bridges (a form of the bridge theorems of Conway and of Uiterwijk and Barton, 2015, proved
  // here): for a bridge s of p (domino_bridges) with sides A and C, value(p) = value(A) +
  // value(C + s) whenever value(A + s) = value(A). Proof, for a bridge between the cells above
  // and below it (only Left can use s; the other kind is the mirror image): if Q is P with some
  // of Left's moves forbidden for good, Q <= P (Left, second in P - Q, copies each of Right's
  // moves onto the other board). p is (A + s) + (C + s) with a copy of s forbidden once the
  // other is covered, and A + (C + s) is p with the domino on s and the cell above it
  // forbidden; so A + (C + s) <= p <= (A + s) + (C + s), and the two ends are equal when
  // A + s = A. The condition fails when the line through the bridge stops at its neighbour x in
  // A: Left cannot use x in A, so A - x >= A (dominated_slots' lemma), and Left moving first in
  // (A + s) - A covers s and x and wins, so A + s > A. Only the smaller side is tried as A, and
  // only when it is straight: its values are cheap, and trying the larger side too cost more
  // than it saved (measured on the random 6 x 6 boards).
  void conditional_splits(const Position& p, std::vector<ConditionalSplit<Position>>& out) const;
  std::size_t size(const Position& p) const;
};

}  // namespace cgt::games
