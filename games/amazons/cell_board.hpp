// CellBoard: a grid of at most 64 cells as three bitmasks (empty, X, O; every other cell is
// blocked), the compact position type of the grid rulesets in games/amazons, games/fission,
// games/snort and games/col. Bit r * cols + c is the cell in row r (top first), column c.
// Shared here because those rulesets all need the same pieces: parsing, text, hashing,
// connected regions, cropping to a bounding box and the symmetries of the rectangle.
// Invariant: the three masks are disjoint and lie inside the board's rows * cols cells.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace cgt::games {

struct CellBoard {
  std::uint8_t rows = 0, cols = 0;
  std::uint64_t empty = 0, x = 0, o = 0;

  bool operator==(const CellBoard&) const = default;
  std::uint64_t cell(int r, int c) const { return std::uint64_t{1} << (r * cols + c); }
  bool inside(int r, int c) const { return r >= 0 && c >= 0 && r < rows && c < cols; }
  std::uint64_t open() const { return empty | x | o; }  // the cells that are not blocked
};

// Parses a grid ('.' empty, '#' blocked, 'X', 'O', rows joined by '|'); `allowed` lists the
// cell characters accepted. Errors name `function`.
CellBoard parse_cell_board(std::string_view text, std::string_view allowed,
                           std::string_view function);

// The board in the grid notation.
std::string cell_board_text(const CellBoard& b);

std::uint64_t cell_board_hash(const CellBoard& b);

// The cells of `mask` next to a cell of `from` (orthogonally, or also diagonally with `kings`).
std::uint64_t neighbours(const CellBoard& b, std::uint64_t from, bool kings);

// The connected regions of the cells in `mask` (orthogonal adjacency, or king's moves).
std::vector<std::uint64_t> regions(const CellBoard& b, std::uint64_t mask, bool kings);

// b with every cell outside `keep` blocked, cropped to the bounding box of `keep`.
CellBoard restricted(const CellBoard& b, std::uint64_t keep);

// The symmetries of the rectangle a ruleset may use: all eight, or the four that keep rows
// as rows (for rules where vertical and horizontal moves belong to different players).
enum class Symmetries : std::uint8_t { kAll, kKeepRows };

// The least image of b under the symmetries (b cropped to its open cells first): equal for
// boards that are images of each other, so it serves as a table key.
CellBoard normalised_board(const CellBoard& b, Symmetries symmetries);

}  // namespace cgt::games
