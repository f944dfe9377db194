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
// of the outcome search.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "cgt/game.hpp"
#include "games/domineering/domino_board.hpp"
#include "games/ruleset/ruleset.hpp"

namespace cgt::games {

struct Domineering {
  using Position = DominoBoard;
  // Components of up to this many empty cells are folded into canonical forms by the outcome
  // search (measured on the random 7 x 7 benchmark boards).
  static constexpr std::size_t kFoldSize = 12;

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
  Position normalise(const Position& p) const { return least_reflection(p); }
  // Transposing a board swaps the orientations, hence the players: it negates the value.
  Position normalise(const Position& p, bool& negated) const {
    return least_symmetric_image(p, negated);
  }
  std::optional<Game> known_value(const Position& p) const;
  std::size_t size(const Position& p) const;
};

}  // namespace cgt::games
