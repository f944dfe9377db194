// GridBoard: a rectangular board as three cell masks (x: 'X', Left's pieces; o: 'O', Right's
// pieces; blocked: '#', off the board, burnt or otherwise unusable; every other cell is empty
// '.'), row-major: cell (r, c) is cell r * cols + c, top row first. The position type of the
// grid rulesets (Clobber, Konane, NoGo, Amazons, Fission, Snort, Col): parsing
// (games/ruleset/grid.hpp), text, hashing, orthogonal or king steps and neighbourhoods,
// connected groups and regions, cropping to a bounding box, blocking outside a mask and the
// least image under the symmetries of the rectangle.
//
// Two sizes, one code: BasicGridBoard<Mask> is written once for a cell mask (cell_mask.hpp).
// GridBoard (Mask = std::uint64_t) holds at most 64 cells: everything is a few word operations
// and nothing allocates except parsing and text; it is the fast path every ruleset keeps.
// WideGridBoard (Mask = WideBits) holds boards of any size (long strips, 16 x 16 and beyond)
// with the same rules code, at the cost of a loop over words per operation. A ruleset is a
// template on the board (BasicClobber<Board>); the tool picks the wide one only for boards of
// more than 64 cells, and values the wide board's components that fit 64 cells on the fast
// path (wide_rules.hpp). A template rather than one board type of variable width: the 64-cell
// positions stay four words that hash, compare and copy without a branch or an allocation.
// Invariant: the three masks are disjoint and lie inside the rows * cols cells.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "games/ruleset/cell_mask.hpp"
#include "games/ruleset/ruleset.hpp"

namespace cgt::games {

struct Grid;

template <CellMask M>
struct BasicGridBoard {
  using Mask = M;
  // The most cells a board of this type holds.
  static constexpr std::size_t kMaxCells = kMaxMaskCells<Mask>;

  std::uint16_t rows = 0, cols = 0;
  Mask x{}, o{}, blocked{};

  friend bool operator==(const BasicGridBoard&, const BasicGridBoard&) = default;

  std::size_t area() const { return std::size_t{rows} * cols; }
  Mask none() const { return no_cells<Mask>(area()); }      // the empty set of this board
  Mask cells() const { return first_cells<Mask>(area()); }  // the rows * cols cells
  Mask cell(int r, int c) const {
    return one_cell<Mask>(static_cast<std::size_t>(r * cols + c), area());
  }
  bool contains(int r, int c) const { return r >= 0 && c >= 0 && r < rows && c < cols; }
  Mask stones() const { return x | o; }
  const Mask& stones(Player who) const { return who == Player::kLeft ? x : o; }
  Mask& stones(Player who) { return who == Player::kLeft ? x : o; }  // to move them
  Mask open() const { return cells() & ~blocked; }  // the cells that are not blocked
  Mask empty() const { return cells() & ~(x | o | blocked); }

  // The cells one step from those of `mask` in direction d (0 up, 1 down, 2 left, 3 right),
  // dropping steps that leave the board.
  Mask step(const Mask& mask, int direction) const;
  // The cells outside `mask` next to some cell of `mask`: orthogonally, or also diagonally
  // with `kings`.
  Mask neighbours(const Mask& mask, bool kings = false) const;
  // The cells of `within` connected to `seed` through `within` (seed must lie in within).
  Mask group(const Mask& within, Mask seed, bool kings = false) const;
  // The cells within Manhattan distance `distance` of `mask` (on the board, blocked or not).
  Mask dilate(Mask mask, int distance) const;
  std::uint64_t hash() const;
};

using GridBoard = BasicGridBoard<std::uint64_t>;
using WideGridBoard = BasicGridBoard<WideBits>;

// The board written as a grid ("XO.|.OX"; "" for the board without cells).
template <class Board>
std::string grid_board_text(const Board& board);

// The board of a parsed grid ('X', 'O', '#'; every other cell empty); it must fit the type.
template <class Board>
Board grid_board_of(const Grid& grid);

// Parses a grid (games/ruleset/grid.hpp) whose cells are among `allowed` (a subset of ".XO#");
// DomainErrors start with `function`. GridBoard: at most 64 cells; WideGridBoard: any size
// up to kMaxGridCells.
template <class Board = GridBoard>
Board parse_grid_board(std::string_view text, std::string_view allowed, std::string_view function);

// The same board on the 64-cell fast path, when it fits; the same board as a wide one.
std::optional<GridBoard> narrowed(const WideGridBoard& board);
WideGridBoard widened(const GridBoard& board);

// The smallest rectangle holding the cells of `keep` (the board without cells when keep is
// empty); the cells of the rectangle outside `keep` keep their contents.
template <class Board>
Board crop(const Board& board, const typename Board::Mask& keep);

// The board with every cell outside `keep` blocked.
template <class Board>
Board block_outside(const Board& board, const typename Board::Mask& keep);

// The board with every cell outside the open cells of `keep` blocked, cropped to them.
template <class Board>
Board restricted(const Board& board, typename Board::Mask keep);

// The symmetries of the rectangle a ruleset may use: all eight, or the four that keep rows as
// rows (for rules where vertical and horizontal moves belong to different players).
enum class Symmetries : std::uint8_t { kAll, kKeepRows };

// The order that picks the least image: by (rows, cols, x, o, blocked), or by (rows, cols,
// empty, x, o). Either gives a representative of the board's class; each ruleset keeps the one
// its tables were keyed by.
enum class ImageOrder : std::uint8_t { kStonesFirst, kEmptyFirst };

// The least image of the board under the symmetries: equal for boards that are images of each
// other, so it serves as a table key.
template <class Board>
Board least_image(const Board& board, Symmetries symmetries, ImageOrder order);

// The least image of the board and of the board with its colours swapped (x and o exchanged),
// under the symmetries; `swapped` says whether it is an image of the swapped board. For rules
// where swapping the colours swaps the players' moves (Clobber, NoGo), so that
// value(board) = -value(swapped board).
template <class Board>
Board least_signed_image(const Board& board, Symmetries symmetries, ImageOrder order,
                         bool& swapped);

// The board reflected in its main diagonal: cell (r, c) goes to (c, r).
template <class Board>
Board transposed(const Board& board);

// Calls f(region) for each connected region of the cells of `mask` (orthogonally, or with
// `kings` also diagonally connected), in the order of their lowest cells.
template <class Board, class F>
void for_each_region(const Board& board, typename Board::Mask mask, bool kings, F&& f) {
  while (has_cells(mask)) {
    typename Board::Mask region = board.group(mask, lowest_cell(mask), kings);
    mask &= ~region;
    f(region);
  }
}

}  // namespace cgt::games
