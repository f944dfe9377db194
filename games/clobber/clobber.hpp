// Clobber and Cannibal Clobber (Albert, Grossman, Nowakowski, Wolfe, "An introduction to
// Clobber", Integers 5(2) (2005); Lessons in Play, 2nd ed.). A board of stones: 'X' are Left's
// (Black), 'O' Right's (White), '.' empty. A move takes one of your stones onto an orthogonally
// adjacent stone of your opponent's, which is removed; the moving stone's cell becomes empty.
// In Cannibal Clobber a stone may also clobber an adjacent stone of its own colour. Stones
// move only onto stones, so the 4-connected groups of stones are independent components (for
// Cannibal Clobber too), and each is played on its bounding box; the eight symmetries of the
// square keep each player's moves. A Clobber group of one colour has no moves (value 0) and is
// dropped, as is a single stone in Cannibal Clobber. Swapping the colours swaps the players'
// moves, so the table of values keys a board and its colour swap together (negated).
// Boards of any size: BasicClobber<Board> for GridBoard (at most 64 cells) and WideGridBoard
// (grid_board.hpp).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "games/ruleset/grid_board.hpp"

namespace cgt::games {

template <class Board>
class BasicClobber {
 public:
  using Position = Board;

  // `reduce` false: no components and no symmetries (the second algorithm of the tests).
  explicit BasicClobber(bool cannibal = false, bool reduce = true)
      : cannibal_(cannibal), reduce_(reduce) {}

  static std::uint64_t hash(const Position& p) { return p.hash(); }
  void options(const Position& p, Player who, std::vector<Position>& out) const;
  std::string text(const Position& p) const { return grid_board_text(p); }
  std::string name() const;
  void components(const Position& p, std::vector<Position>& out) const;
  Position normalise(const Position& p) const;
  Position normalise(const Position& p, bool& negated) const;
  std::size_t size(const Position& p) const;

 private:
  bool cannibal_, reduce_;
};

using Clobber = BasicClobber<GridBoard>;
using WideClobber = BasicClobber<WideGridBoard>;

// The board of a grid of '.', 'X', 'O' (at most Board::kMaxCells cells); DomainErrors start
// with `function`.
template <class Board = GridBoard>
Board parse_clobber(std::string_view text, std::string_view function) {
  return parse_grid_board<Board>(text, ".XO", function);
}

}  // namespace cgt::games
