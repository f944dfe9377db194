// Konane (Hawaiian checkers; Ernst, "Playing Konane Mathematically: A Combinatorial
// Game-Theoretic Analysis", UMAP Journal 16 (1995); Lessons in Play). A board of cells: '.'
// empty, 'X' Left's stones, 'O' Right's, '#' off the board. A move jumps one of your stones
// orthogonally over an adjacent stone of your opponent's onto the empty cell beyond, capturing
// it; the stone may go on jumping in the same direction (over another opponent's stone onto
// the next empty cell), and each landing cell is a separate option. No turns, no forced jumps.
//
// Components, conservatively: a part of the stones with k >= 2 stones of both colours makes at
// most k - 1 moves (each captures a stone), and after j of its moves its stones lie within
// distance j (Manhattan) of where the part began, every cell it reads within distance j + 1.
// So two parts whose stones are at least m1 + m2 + 2 apart (m the parts' move bounds, 0 for a
// part of one colour) never meet: the stones are grouped from their 4-connected groups by
// merging parts closer than that until none are, and each part with moves is played alone,
// with every cell farther than its bound from it blocked (no stone of it can get there).
// Boards are cropped to their unblocked cells and read up to the eight symmetries of the square.
// Boards of any size: BasicKonane<Board> for GridBoard and WideGridBoard (grid_board.hpp).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "games/ruleset/grid_board.hpp"

namespace cgt::games {

template <class Board>
class BasicKonane {
 public:
  using Position = Board;

  // `reduce` false: no components and no symmetries (the second algorithm of the tests).
  explicit BasicKonane(bool reduce = true) : reduce_(reduce) {}

  static std::uint64_t hash(const Position& p) { return p.hash(); }
  void options(const Position& p, Player who, std::vector<Position>& out) const;
  std::string text(const Position& p) const { return grid_board_text(p); }
  std::string name() const { return reduce_ ? "konane" : "konane (whole)"; }
  void components(const Position& p, std::vector<Position>& out) const;
  Position normalise(const Position& p) const;
  std::size_t size(const Position& p) const;

 private:
  bool reduce_;
};

using Konane = BasicKonane<GridBoard>;
using WideKonane = BasicKonane<WideGridBoard>;

// The board of a grid of '.', 'X', 'O', '#' (at most Board::kMaxCells cells); DomainErrors
// start with `function`.
template <class Board = GridBoard>
Board parse_konane(std::string_view text, std::string_view function) {
  return parse_grid_board<Board>(text, ".XO#", function);
}

}  // namespace cgt::games
