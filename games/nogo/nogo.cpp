#include "games/nogo/nogo.hpp"

#include <fmt/format.h>

#include <bit>

#include "cgt/error.hpp"

namespace cgt::games {
namespace {

// Whether the block of `stones` holding `seed` has a liberty on board b.
bool breathes(const GridBoard& b, std::uint64_t stones, std::uint64_t seed) {
  return (b.neighbours(b.group(stones, seed)) & b.empty()) != 0;
}

}  // namespace

void NoGo::options(const Position& p, Player who, std::vector<Position>& out) const {
  for_each_bit(p.empty(), [&](std::uint64_t cell) {
    Position o = p;
    o.stones(who) |= cell;
    std::uint64_t mine = o.stones(who), theirs = o.stones(opponent(who));
    if (!breathes(o, mine, cell)) return;
    // Only the opponent's blocks next to the cell lost a liberty.
    bool legal = true;
    for_each_bit(p.neighbours(cell) & theirs,
                 [&](std::uint64_t stone) { legal = legal && breathes(o, theirs, stone); });
    if (legal) out.push_back(o);
  });
}

void NoGo::components(const Position& p, std::vector<Position>& out) const {
  if (!reduce_) {
    out.push_back(p);
    return;
  }
  std::uint64_t empty = p.empty(), rest = empty;
  while (rest) {
    // Grow from one empty cell through regions and the blocks touching them.
    std::uint64_t part = p.group(empty, rest & (~rest + 1));
    for (;;) {
      std::uint64_t touching = p.neighbours(part & empty);
      std::uint64_t grown = part | p.group(p.x, touching & p.x) | p.group(p.o, touching & p.o) |
                            p.group(empty, p.neighbours(part & p.stones()) & empty);
      if (grown == part) break;
      part = grown;
    }
    rest &= ~part;
    out.push_back(crop(block_outside(p, part), part));
  }
}

NoGo::Position NoGo::normalise(const Position& p) const {
  if (!reduce_) return p;
  return least_image(crop(p, p.open()), Symmetries::kAll, ImageOrder::kStonesFirst);
}

std::size_t NoGo::size(const Position& p) const {
  return static_cast<std::size_t>(std::popcount(p.empty()));
}

bool every_block_breathes(const GridBoard& board) {
  bool all = true;
  for (std::uint64_t stones : {board.x, board.o}) {
    std::uint64_t rest = stones;
    while (rest && all) {
      std::uint64_t block = board.group(stones, rest & (~rest + 1));
      all = (board.neighbours(block) & board.empty()) != 0;
      rest &= ~block;
    }
  }
  return all;
}

GridBoard parse_nogo(std::string_view text, std::string_view function) {
  GridBoard board = parse_grid_board(text, ".XO#", function);
  if (!every_block_breathes(board))
    throw DomainError(
        fmt::format("{}: a block of stones has no liberty (no empty cell next to "
                    "it), which no NoGo position allows",
                    function));
  return board;
}

}  // namespace cgt::games
