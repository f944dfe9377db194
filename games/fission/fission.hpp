// Fission (Lessons in Play; CGSuite's Fission): cells are empty '.', blocked '#' or hold a
// stone 'X'; stones belong to neither player. Left splits a stone vertically: the stone is
// removed and new stones are placed on the two cells directly above and below it, which must
// both be on the board and empty. Right splits horizontally (the cells left and right of it).
// No move loses (normal play). Convention: the edge of the board and '#' both stop a split.
//
// Stones only ever move to orthogonal neighbours, so the regions of unblocked cells connected
// orthogonally are independent games (components); a region without stones is 0. The keys are
// least images under the four symmetries that keep rows as rows (a transposition would swap
// the players' moves).
// Boards of any size: BasicFission<Board> for GridBoard and WideGridBoard (grid_board.hpp).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "games/ruleset/grid_board.hpp"
#include "games/ruleset/ruleset.hpp"

namespace cgt::games {

template <class Board>
struct BasicFission {
  using Position = Board;  // x: the stones; o is never used

  static std::uint64_t hash(const Position& p) { return p.hash(); }
  void options(const Position& p, Player who, std::vector<Position>& out) const;
  std::string text(const Position& p) const { return grid_board_text(p); }
  std::string name() const { return "fission"; }
  void components(const Position& p, std::vector<Position>& out) const;
  Position normalise(const Position& p) const {
    return least_image(restricted(p, p.open()), Symmetries::kKeepRows, ImageOrder::kEmptyFirst);
  }
  // The unblocked cells: small regions are folded into canonical forms by the outcome search.
  std::size_t size(const Position& p) const;
};

using Fission = BasicFission<GridBoard>;
using WideFission = BasicFission<WideGridBoard>;

// The position written `grid` (at most Board::kMaxCells cells); errors start with
// "fission(grid)".
template <class Board = GridBoard>
Board fission_position(std::string_view grid);

}  // namespace cgt::games
