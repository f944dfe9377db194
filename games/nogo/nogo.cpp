#include "games/nogo/nogo.hpp"

#include <fmt/format.h>

#include <utility>

#include "cgt/error.hpp"

namespace cgt::games {
namespace {

// Whether the block of `stones` holding `seed` has a liberty on board b.
template <class Board>
bool breathes(const Board& b, const typename Board::Mask& stones,
              const typename Board::Mask& seed) {
  return has_cells(b.neighbours(b.group(stones, seed)) & b.empty());
}

}  // namespace

template <class Board>
void BasicNoGo<Board>::options(const Position& p, Player who, std::vector<Position>& out) const {
  using Mask = typename Board::Mask;
  for_each_bit(p.empty(), [&](const Mask& cell) {
    Position o = p;
    o.stones(who) |= cell;
    const Mask &mine = o.stones(who), &theirs = o.stones(opponent(who));
    if (!breathes(o, mine, cell)) return;
    // Only the opponent's blocks next to the cell lost a liberty.
    bool legal = true;
    for_each_bit(p.neighbours(cell) & theirs,
                 [&](const Mask& stone) { legal = legal && breathes(o, theirs, stone); });
    if (legal) out.push_back(std::move(o));
  });
}

template <class Board>
void BasicNoGo<Board>::components(const Position& p, std::vector<Position>& out) const {
  if (!reduce_) {
    out.push_back(p);
    return;
  }
  using Mask = typename Board::Mask;
  Mask empty = p.empty(), rest = empty;
  while (has_cells(rest)) {
    // Grow from one empty cell through regions and the blocks touching them.
    Mask part = p.group(empty, lowest_cell(rest));
    for (;;) {
      Mask touching = p.neighbours(part & empty);
      Mask grown = part | p.group(p.x, touching & p.x) | p.group(p.o, touching & p.o) |
                   p.group(empty, p.neighbours(part & p.stones()) & empty);
      if (grown == part) break;
      part = std::move(grown);
    }
    rest &= ~part;
    out.push_back(crop(block_outside(p, part), part));
  }
}

template <class Board>
Board BasicNoGo<Board>::normalise(const Position& p) const {
  if (!reduce_) return p;
  return least_image(crop(p, p.open()), Symmetries::kAll, ImageOrder::kStonesFirst);
}

template <class Board>
std::size_t BasicNoGo<Board>::size(const Position& p) const {
  return cell_count(p.empty());
}

template <class Board>
bool every_block_breathes(const Board& board) {
  bool all = true;
  for (const auto* stones : {&board.x, &board.o})
    for_each_region(board, *stones, /*kings=*/false, [&](const typename Board::Mask& block) {
      all = all && has_cells(board.neighbours(block) & board.empty());
    });
  return all;
}

template <class Board>
Board parse_nogo(std::string_view text, std::string_view function) {
  Board board = parse_grid_board<Board>(text, ".XO#", function);
  if (!every_block_breathes(board))
    throw DomainError(
        fmt::format("{}: a block of stones has no liberty (no empty cell next to "
                    "it), which no NoGo position allows",
                    function));
  return board;
}

template class BasicNoGo<GridBoard>;
template class BasicNoGo<WideGridBoard>;
template bool every_block_breathes(const GridBoard&);
template bool every_block_breathes(const WideGridBoard&);
template GridBoard parse_nogo<GridBoard>(std::string_view, std::string_view);
template WideGridBoard parse_nogo<WideGridBoard>(std::string_view, std::string_view);

}  // namespace cgt::games
