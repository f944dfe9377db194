// Cram (Winning Ways; Lessons in Play): Domineering in which both players
// may place a domino either way; impartial, so every position is a nimber. The board is a
// bitboard of at most 64 cells (domino_board.hpp), split into regions like Domineering's, and
// the table key is the least image under all eight symmetries of the rectangle (transposition
// is a symmetry here, since both players have both orientations; in Domineering it swaps them).
// Impartial<Domineering> plays the same game with fewer symmetries: the tests compare the two.
#pragma once

#include <string>
#include <vector>

#include "games/domineering/domino_board.hpp"
#include "games/ruleset/ruleset.hpp"

namespace cgt::games {

struct Cram {
  using Position = DominoBoard;
  static constexpr bool kImpartial = true;
  static constexpr std::size_t kFoldSize = 12;

  static std::uint64_t hash(const Position& p) { return domino_board_hash(p); }
  void options(const Position& p, Player who, std::vector<Position>& out) const;
  // Vertical then horizontal placements, each in Domineering's search order.
  void search_options(const Position& p, Player who, std::vector<Position>& out) const;
  std::string text(const Position& p) const { return domino_board_text(p); }
  std::string name() const { return "cram"; }
  void components(const Position& p, std::vector<Position>& out) const {
    domino_components(p, out);
  }
  void option_components(const Position& parent, const Position& option,
                         std::vector<Position>& out) const {
    domino_option_components(parent, option, out);
  }
  Position normalise(const Position& p) const { return least_symmetric_image(p); }
  std::size_t size(const Position& p) const;
};

}  // namespace cgt::games
