// StoneBoard: a rectangular board of at most 64 cells as three bitboards (Left's stones 'X',
// Right's stones 'O', blocked cells '#'; the other cells are empty '.'), row-major: cell
// (r, c) is bit r * cols + c. Shared by the stone games on a square grid (Clobber, Konane,
// NoGo): parsing, text, orthogonal steps and neighbourhoods, 4-connected groups, cropping and
// the eight symmetries of the square. Invariant: the three masks are disjoint and lie inside
// the rows * cols cells.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "games/ruleset/ruleset.hpp"

namespace cgt::games {

struct StoneBoard {
  std::uint8_t rows = 0, cols = 0;
  std::uint64_t left = 0, right = 0, blocked = 0;

  friend bool operator==(const StoneBoard&, const StoneBoard&) = default;

  std::uint64_t inside() const;  // the rows * cols cells
  std::uint64_t stones() const { return left | right; }
  std::uint64_t stones(Player who) const { return who == Player::kLeft ? left : right; }
  std::uint64_t empty() const { return inside() & ~(left | right | blocked); }
  // The cells one step from those of `mask` in direction d (0 up, 1 down, 2 left, 3 right),
  // dropping steps that leave the board.
  std::uint64_t step(std::uint64_t mask, int direction) const;
  // The cells orthogonally adjacent to some cell of `mask`.
  std::uint64_t neighbours(std::uint64_t mask) const;
  // The cells of `within` 4-connected to `seed` through `within` (seed must lie in within).
  std::uint64_t group(std::uint64_t within, std::uint64_t seed) const;
  // The cells within Manhattan distance `distance` of `mask` (on the board, blocked or not).
  std::uint64_t dilate(std::uint64_t mask, int distance) const;
  std::uint64_t hash() const;
};

// The board written as a grid ("XO.|.OX"; "" for the board without cells).
std::string board_text(const StoneBoard& board);

// Parses a grid (games/ruleset/grid.hpp) whose cells are among `allowed` (a subset of ".XO#");
// DomainErrors start with `function`.
StoneBoard parse_stone_board(std::string_view text, std::string_view allowed,
                             std::string_view function);

// The smallest rectangle holding the cells of `keep` (the board without cells when keep is
// empty); the cells of the rectangle outside `keep` keep their contents.
StoneBoard crop(const StoneBoard& board, std::uint64_t keep);

// The board with every cell outside `keep` blocked.
StoneBoard block_outside(const StoneBoard& board, std::uint64_t keep);

// The least (by rows, cols, left, right, blocked) of the board's images under the eight
// symmetries of the square: a representative of its class for rulesets whose moves are
// orthogonal and colour-bound, so that every symmetry keeps each player's moves.
StoneBoard least_symmetric_image(const StoneBoard& board);

// Calls f(bit) for each set bit of mask, lowest first.
template <class F>
void for_each_bit(std::uint64_t mask, F&& f) {
  while (mask) {
    std::uint64_t bit = mask & (~mask + 1);
    f(bit);
    mask ^= bit;
  }
}

}  // namespace cgt::games
