// Domineering and Cram on boards of more than 64 cells (16 x 16, long strips): the board is a
// WideGridBoard whose blocked cells are the filled ones ('#'; x and o stay empty). The rules are
// those of domineering.hpp and cram.hpp, written on the generic board: placements, regions of
// empty cells as components (a lone cell dropped), the least image as the key (the four
// reflections for Domineering, with the transposition negating the value; all eight for Cram)
// and Domineering's one-player regions as integers. A component of at most 64 cells goes to
// the fast DominoBoard rulesets (narrowed(), used by WideRules in wide_rules.hpp), with their
// dominated moves, bridges and move order; only the parts larger than that are played here.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "cgt/game.hpp"
#include "games/domineering/domino_board.hpp"
#include "games/domineering/safe_moves.hpp"
#include "games/ruleset/grid_board.hpp"
#include "games/ruleset/ruleset.hpp"

namespace cgt::games {

template <bool kCram>
struct WideDominoGame {
  using Position = WideGridBoard;
  static constexpr bool kImpartial = kCram;
  static constexpr std::size_t kFoldSize = 12;  // as on the fast path

  static std::uint64_t hash(const Position& p) { return p.hash(); }
  void options(const Position& p, Player who, std::vector<Position>& out) const;
  std::string text(const Position& p) const { return grid_board_text(p); }
  std::string name() const { return kCram ? "cram" : "domineering"; }
  void components(const Position& p, std::vector<Position>& out) const;
  Position normalise(const Position& p) const;
  // Domineering: transposing swaps the players, so the value of the image is negated.
  Position normalise(const Position& p, bool& negated) const requires(!kCram);
  // Domineering: a region where only one player can move is the integer of the dominoes that
  // player packs (domineering.hpp).
  std::optional<Game> known_value(const Position& p) const requires(!kCram);
  // Domineering: the bounds of safe_moves.hpp, which let the outcome search stop early, on the
  // board as a DominoBoard128 (at most 128 cells: the same bounds as on the fast path); on a
  // larger board only the plain ones, -r <= value <= l (the dominoes each player packs).
  IntegerBounds integer_bounds(const Position& p) const requires(!kCram);
  IntegerBounds sum_integer_bounds(std::span<const Position> parts,
                                   std::span<IntegerBounds> each) const requires(!kCram);
  std::optional<OptionBound> option_bound(const Position& p, Player who) const requires(!kCram);
  // Domineering: the options best first for the outcome search, as on the fast path
  // (Domineering::search_options, its dominated moves left out, for boards of at most 64 cells;
  // order_moves of move_order.hpp without them up to 128 cells; all options in turn beyond).
  void search_options(const Position& p, Player who, std::vector<Position>& out) const
      requires(!kCram);
  std::size_t size(const Position& p) const { return cell_count(p.empty()); }
  // The board on the fast path, when it has at most 64 cells.
  std::optional<DominoBoard> narrowed(const Position& p) const;
};

using WideDomineering = WideDominoGame<false>;
using WideCram = WideDominoGame<true>;

// Parses a grid of '.' and '#' of any size (up to kMaxGridCells); errors name `function`.
WideGridBoard parse_wide_domino_board(std::string_view text, std::string_view function);

}  // namespace cgt::games
