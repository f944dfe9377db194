#include "games/nogo/nogo.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>
#include <type_traits>
#include <utility>

#include "cgt/error.hpp"
#include "games/ruleset/bit_gather.hpp"

namespace cgt::games {
namespace {

// Whether the block of `stones` holding `seed` has a liberty on board b.
template <class Board>
bool breathes(const Board& b, const typename Board::Mask& stones,
              const typename Board::Mask& seed) {
  return has_cells(b.neighbours(b.group(stones, seed)) & b.empty());
}

// The cells of `keep` of a one-row board, closed up in order into a row of their own.
template <class Board>
Board closed_up(const Board& row, const typename Board::Mask& keep) {
  Board out;
  out.rows = 1;
  out.cols = static_cast<std::uint16_t>(cell_count(keep));
  if constexpr (std::is_same_v<typename Board::Mask, std::uint64_t>) {
    out.x = extract_bits(row.x, keep);
    out.o = extract_bits(row.o, keep);
    out.blocked = extract_bits(row.blocked, keep);
  } else {
    out.x = out.o = out.blocked = out.none();
    std::size_t to = 0;
    for_each_cell(keep, [&](std::size_t from) {
      if (row.x.test(from)) out.x.set(to);
      if (row.o.test(from)) out.o.set(to);
      if (row.blocked.test(from)) out.blocked.set(to);
      ++to;
    });
  }
  return out;
}

// The board cropped to its open cells; a strip turned into a row, each run of stones of one
// colour shortened to its first stone (nogo.hpp: the same game).
template <class Board>
Board reduced(const Board& p) {
  Board q = crop(p, p.open());
  if (q.cols == 1 && q.rows > 1) q = transposed(q);
  if (q.rows != 1) return q;
  auto repeated = (q.x & (q.x << 1)) | (q.o & (q.o << 1));
  if (!has_cells(repeated)) return q;
  return closed_up(q, q.cells() & ~repeated);
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
void BasicNoGo<Board>::search_options(const Position& p, Player who,
                                      std::vector<Position>& out) const {
  std::vector<Position> options;
  this->options(p, who, options);
  // Twice the distance (rows plus columns) from the centre of the stone each option places.
  std::vector<std::pair<int, std::size_t>> order;
  order.reserve(options.size());
  for (std::size_t i = 0; i < options.size(); ++i) {
    auto cell = static_cast<int>(first_cell(options[i].stones(who) & ~p.stones(who)));
    int r = cell / p.cols, c = cell % p.cols;
    order.emplace_back(std::abs(2 * r - (p.rows - 1)) + std::abs(2 * c - (p.cols - 1)), i);
  }
  std::sort(order.begin(), order.end());
  for (const auto& [distance, i] : order) out.push_back(std::move(options[i]));
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
  return least_image(reduced(p), Symmetries::kAll, ImageOrder::kStonesFirst);
}

template <class Board>
Board BasicNoGo<Board>::normalise(const Position& p, bool& negated) const {
  negated = false;
  if (!reduce_) return p;
  return least_signed_image(reduced(p), Symmetries::kAll, ImageOrder::kStonesFirst, negated);
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
