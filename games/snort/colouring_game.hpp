// Colouring games on the grid graph, the family of Snort and Col (Winning Ways, chapter 2):
// cells are empty '.', unusable '#', coloured by Left 'X' or by Right 'O'. Left colours an
// empty cell X, Right colours one O; no move loses (normal play). Snort forbids colouring a
// cell orthogonally next to a cell of the opponent's colour, Col one next to the mover's own.
//
// A coloured cell only forbids its neighbours, so what matters of the past is which empty cells
// each player may still colour ("tints"). An empty cell neither may colour is dead forever.
// The cells someone may colour, connected orthogonally, form independent games (components);
// each keeps its cells and the coloured cells next to them, everything else blocked. Every
// symmetry of the square keeps adjacency, so the keys are least images under all eight.
// Boards of any size: ColouringGame<kRule, Board> for GridBoard and WideGridBoard
// (grid_board.hpp).
#pragma once

#include <string>
#include <vector>

#include "games/ruleset/grid_board.hpp"
#include "games/ruleset/ruleset.hpp"

namespace cgt::games {

enum class ColouringRule : std::uint8_t {
  kSnort,  // not next to the opponent's colour
  kCol,    // not next to one's own colour
};

template <ColouringRule kRule, class Board = GridBoard>
struct ColouringGame {
  using Position = Board;  // x, o: the coloured cells

  static std::uint64_t hash(const Position& p) { return p.hash(); }
  void options(const Position& p, Player who, std::vector<Position>& out) const;
  std::string text(const Position& p) const { return grid_board_text(p); }
  std::string name() const { return kRule == ColouringRule::kSnort ? "snort" : "col"; }
  void components(const Position& p, std::vector<Position>& out) const;
  Position normalise(const Position& p) const {
    return least_image(restricted(p, p.open()), Symmetries::kAll, ImageOrder::kEmptyFirst);
  }
  // The cells someone may still colour: small games are folded by the outcome search.
  std::size_t size(const Position& p) const;
};

// The empty cells of p that `who` may colour under the rule.
template <ColouringRule kRule, class Board>
typename Board::Mask colourable(const Board& p, Player who);

}  // namespace cgt::games
