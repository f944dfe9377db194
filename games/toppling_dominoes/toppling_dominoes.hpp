// Toppling Dominoes (Fink, Nowakowski, Siegel and Wolfe, "Toppling Dominoes", Games of No
// Chance 5): a row of upright dominoes, each blue ('X', Left's), red ('O', Right's) or green
// ('G', either player's). A move topples one of the mover's dominoes to the left or to the
// right: it falls, knocking down every domino on that side, so what remains is the row strictly
// on its other side. The first player without a move loses.
//
// Reversing the row maps each player's moves to that player's moves: rows are normalised to
// the lesser of a row and its reverse. Closed forms: n blue dominoes are the integer n (Left
// topples one at an end, leaving n - 1; Right has no move), n red are -n, and n green are the
// nimber *n (either player leaves any shorter green row).
// Rows of any length: BasicTopplingDominoes<Row> for DominoRow (at most 64 dominoes, the fast
// path) and WideDominoRow (any length up to kMaxGridCells; see grid_board.hpp for why a
// template).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "games/ruleset/cell_mask.hpp"
#include "games/ruleset/ruleset.hpp"

namespace cgt::games {

// Cell i of the masks is domino i from the left; green is neither blue nor red.
template <CellMask M>
struct BasicDominoRow {
  using Mask = M;
  static constexpr std::size_t kMaxLength = kMaxMaskCells<Mask>;

  Mask blue{};
  Mask red{};
  std::uint32_t length = 0;

  bool operator==(const BasicDominoRow&) const = default;
  Mask dominoes() const { return first_cells<Mask>(length); }
  Mask green() const { return dominoes() & ~(blue | red); }
};

using DominoRow = BasicDominoRow<std::uint64_t>;
using WideDominoRow = BasicDominoRow<WideBits>;

// Parses a row of 'X', 'O' and 'G' (also 'x', 'o', 'g'; no dominoes at all is the empty row),
// of at most Row::kMaxLength dominoes. Throws DomainError starting with `function`.
template <class Row = DominoRow>
Row parse_domino_row(std::string_view text, std::string_view function);

// The same row on the 64-domino fast path, when it fits.
std::optional<DominoRow> narrowed(const WideDominoRow& row);

template <class Row>
class BasicTopplingDominoes {
 public:
  using Position = Row;

  static std::uint64_t hash(const Position& p);
  void options(const Position& p, Player who, std::vector<Position>& out) const;
  Position normalise(const Position& p) const;
  std::optional<Game> known_value(const Position& p) const;
  std::size_t size(const Position& p) const { return p.length; }
  std::string text(const Position& p) const;
  std::string name() const { return "toppling"; }
};

using TopplingDominoes = BasicTopplingDominoes<DominoRow>;
using WideTopplingDominoes = BasicTopplingDominoes<WideDominoRow>;

}  // namespace cgt::games
