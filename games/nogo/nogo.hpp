// NoGo (Go's placement rule with captures forbidden; Chou, Teytaud, Yen, "Revisiting
// Monte-Carlo Tree Search on a Normal Form Game: NoGo", EvoApplications 2011). A board of cells:
// '.' empty, 'X' Left's stones, 'O' Right's,
// '#' off the board. Left places an X, Right an O, on an empty cell. A block is a 4-connected
// group of stones of one colour; its liberties are the empty cells next to it. Convention: a
// placement is legal only if afterwards every block of EITHER colour has a liberty (no suicide,
// and no capture: taking an opponent block's last liberty is forbidden, not a capture). The
// player who cannot place loses (normal play). Positions must have a liberty for every block.
// Components: the empty regions (4-connected groups of empty cells) linked through the blocks
// next to them; a move in one such class changes only cells and liberties inside it, so the
// classes are independent. Each is played on its own cells (the rest blocked), cropped to its
// bounding box, up to the eight symmetries of the square; swapping the colours swaps the players'
// moves, so the table of values also keys a board and its colour swap together (negated).
// Strips (one row or column): a run of stones of one colour is one block whose liberties are the
// cells at its two ends, whatever its length; a move next to it extends it or takes a liberty
// alike. So the run plays exactly as one stone, and the key shortens every run to one stone
// (one table entry for "X.XX.", "XX.X." and "X.X."): the game trees are the same.
// Boards of any size: BasicNoGo<Board> for GridBoard and WideGridBoard (grid_board.hpp).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "games/ruleset/grid_board.hpp"

namespace cgt::games {

template <class Board>
class BasicNoGo {
 public:
  using Position = Board;

  // `reduce` false: no components and no symmetries (the second algorithm of the tests).
  explicit BasicNoGo(bool reduce = true) : reduce_(reduce) {}

  static std::uint64_t hash(const Position& p) { return p.hash(); }
  void options(const Position& p, Player who, std::vector<Position>& out) const;
  // The options nearest the board's centre first, for the outcome search.
  void search_options(const Position& p, Player who, std::vector<Position>& out) const;
  std::string text(const Position& p) const { return grid_board_text(p); }
  std::string name() const { return reduce_ ? "nogo" : "nogo (whole)"; }
  void components(const Position& p, std::vector<Position>& out) const;
  Position normalise(const Position& p) const;
  Position normalise(const Position& p, bool& negated) const;
  std::size_t size(const Position& p) const;

 private:
  bool reduce_;
};

using NoGo = BasicNoGo<GridBoard>;
using WideNoGo = BasicNoGo<WideGridBoard>;

// Whether every block of stones on the board has a liberty.
template <class Board>
bool every_block_breathes(const Board& board);

// The board of a grid of '.', 'X', 'O', '#' (at most Board::kMaxCells cells) in which every
// block has a liberty; DomainErrors start with `function`.
template <class Board = GridBoard>
Board parse_nogo(std::string_view text, std::string_view function);

}  // namespace cgt::games
