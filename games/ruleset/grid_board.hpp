// GridBoard: a rectangular board of at most 64 cells as three bitmasks (x: 'X', Left's pieces;
// o: 'O', Right's pieces; blocked: '#', off the board, burnt or otherwise unusable; every other
// cell is empty '.'), row-major: cell (r, c) is bit r * cols + c, top row first. The compact
// position type of the grid rulesets (Clobber, Konane, NoGo, Amazons, Fission, Snort, Col):
// parsing (games/ruleset/grid.hpp), text, hashing, orthogonal or king steps and neighbourhoods,
// connected groups and regions, cropping to a bounding box, blocking outside a mask and the
// least image under the symmetries of the rectangle. Everything is bit operations on the masks;
// nothing allocates except parsing and text.
// Invariant: the three masks are disjoint and lie inside the rows * cols cells.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "games/ruleset/ruleset.hpp"

namespace cgt::games {

struct GridBoard {
  std::uint8_t rows = 0, cols = 0;
  std::uint64_t x = 0, o = 0, blocked = 0;

  friend bool operator==(const GridBoard&, const GridBoard&) = default;

  std::uint64_t cells() const {  // the rows * cols cells
    int n = rows * cols;
    return n >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n) - 1;
  }
  std::uint64_t cell(int r, int c) const { return std::uint64_t{1} << (r * cols + c); }
  bool contains(int r, int c) const { return r >= 0 && c >= 0 && r < rows && c < cols; }
  std::uint64_t stones() const { return x | o; }
  std::uint64_t stones(Player who) const { return who == Player::kLeft ? x : o; }
  std::uint64_t& stones(Player who) { return who == Player::kLeft ? x : o; }  // to move them
  std::uint64_t open() const { return cells() & ~blocked; }  // the cells that are not blocked
  std::uint64_t empty() const { return cells() & ~(x | o | blocked); }

  // The cells one step from those of `mask` in direction d (0 up, 1 down, 2 left, 3 right),
  // dropping steps that leave the board.
  std::uint64_t step(std::uint64_t mask, int direction) const;
  // The cells outside `mask` next to some cell of `mask`: orthogonally, or also diagonally
  // with `kings`.
  std::uint64_t neighbours(std::uint64_t mask, bool kings = false) const;
  // The cells of `within` connected to `seed` through `within` (seed must lie in within).
  std::uint64_t group(std::uint64_t within, std::uint64_t seed, bool kings = false) const;
  // The cells within Manhattan distance `distance` of `mask` (on the board, blocked or not).
  std::uint64_t dilate(std::uint64_t mask, int distance) const;
  std::uint64_t hash() const;
};

// The board written as a grid ("XO.|.OX"; "" for the board without cells).
std::string grid_board_text(const GridBoard& board);

// Parses a grid (games/ruleset/grid.hpp) whose cells are among `allowed` (a subset of ".XO#");
// DomainErrors start with `function`.
GridBoard parse_grid_board(std::string_view text, std::string_view allowed,
                           std::string_view function);

// The smallest rectangle holding the cells of `keep` (the board without cells when keep is
// empty); the cells of the rectangle outside `keep` keep their contents.
GridBoard crop(const GridBoard& board, std::uint64_t keep);

// The board with every cell outside `keep` blocked.
GridBoard block_outside(const GridBoard& board, std::uint64_t keep);

// The board with every cell outside the open cells of `keep` blocked, cropped to them.
GridBoard restricted(const GridBoard& board, std::uint64_t keep);

// The symmetries of the rectangle a ruleset may use: all eight, or the four that keep rows as
// rows (for rules where vertical and horizontal moves belong to different players).
enum class Symmetries : std::uint8_t { kAll, kKeepRows };

// The order that picks the least image: by (rows, cols, x, o, blocked), or by (rows, cols,
// empty, x, o). Either gives a representative of the board's class; each ruleset keeps the one
// its tables were keyed by.
enum class ImageOrder : std::uint8_t { kStonesFirst, kEmptyFirst };

// The least image of the board under the symmetries: equal for boards that are images of each
// other, so it serves as a table key.
GridBoard least_image(const GridBoard& board, Symmetries symmetries, ImageOrder order);

// Calls f(bit) for each set bit of mask, lowest first.
template <class F>
void for_each_bit(std::uint64_t mask, F&& f) {
  while (mask) {
    std::uint64_t bit = mask & (~mask + 1);
    f(bit);
    mask ^= bit;
  }
}

// Calls f(region) for each connected region of the cells of `mask` (orthogonally, or with
// `kings` also diagonally connected), in the order of their lowest cells.
template <class F>
void for_each_region(const GridBoard& board, std::uint64_t mask, bool kings, F&& f) {
  while (mask) {
    std::uint64_t region = board.group(mask, mask & (~mask + 1), kings);
    mask &= ~region;
    f(region);
  }
}

}  // namespace cgt::games
