// Amazons on a rectangular board (Berlekamp, "Sums of N x 2 Amazons"; CGSuite's Amazons):
// cells are empty '.', burnt '#', Left's amazons 'X' and Right's 'O'. A move takes one of the
// mover's amazons like a chess queen (any distance in one of 8 directions over empty cells),
// then shoots an arrow from its new cell, again like a queen over empty cells (the cell just
// vacated counts as empty); the arrow's cell is burnt. No move loses (normal play).
//
// Since queens also move diagonally, the regions of unburnt cells connected by king steps are
// independent games (components); a region without amazons is 0. Every symmetry of the square
// maps queen moves to queen moves, so positions are keyed by their least image under all eight.
// Boards of any size: BasicAmazons<Board> for GridBoard and WideGridBoard (grid_board.hpp).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "games/ruleset/grid_board.hpp"
#include "games/ruleset/ruleset.hpp"

namespace cgt::games {

template <class Board>
struct BasicAmazons {
  using Position = Board;  // x, o: the amazons; blocked: the burnt cells

  static std::uint64_t hash(const Position& p) { return p.hash(); }
  void options(const Position& p, Player who, std::vector<Position>& out) const;
  std::string text(const Position& p) const { return grid_board_text(p); }
  std::string name() const { return "amazons"; }
  void components(const Position& p, std::vector<Position>& out) const;
  Position normalise(const Position& p) const {
    return least_image(restricted(p, p.open()), Symmetries::kAll, ImageOrder::kEmptyFirst);
  }
  // The unburnt cells: small regions are folded into canonical forms by the outcome search.
  std::size_t size(const Position& p) const;
};

using Amazons = BasicAmazons<GridBoard>;
using WideAmazons = BasicAmazons<WideGridBoard>;

// The position written `grid` (at most Board::kMaxCells cells); errors start with
// "amazons(grid)".
template <class Board = GridBoard>
Board amazons_position(std::string_view grid);

}  // namespace cgt::games
