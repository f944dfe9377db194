#include "games/ruleset/grid_board.hpp"

#include <algorithm>
#include <bit>
#include <tuple>

#include "games/ruleset/grid.hpp"

namespace cgt::games {
namespace {

// The cells of column `col`.
std::uint64_t column_mask(const GridBoard& b, int col) {
  std::uint64_t m = 0;
  for (int r = 0; r < b.rows; ++r) m |= std::uint64_t{1} << (r * b.cols + col);
  return m;
}

// The mask shifted one row down (+1) or up (-1), dropping cells that leave the board.
std::uint64_t shift_rows(const GridBoard& b, std::uint64_t mask, int down) {
  if (b.cols >= 64) return 0;
  return down > 0 ? (mask << b.cols) & b.cells() : mask >> b.cols;
}

// One step in every direction at once, as shifts of the whole mask: a step left (right)
// starts only from cells off the first (last) column, so that no step wraps around a row's
// end. Built once per call so that repeated growth (group, dilate) finds the edges once.
struct Spread {
  std::uint64_t all, not_first, not_last;
  int cols;
  explicit Spread(const GridBoard& b)
      : all(b.cells()),
        not_first(all & ~column_mask(b, 0)),
        not_last(all & ~column_mask(b, b.cols - 1)),
        cols(b.cols) {}
  // The cells of `mask` and those next to them (orthogonally, or also diagonally with kings).
  std::uint64_t operator()(std::uint64_t mask, bool kings) const {
    std::uint64_t row = mask | ((mask & not_last) << 1) | ((mask & not_first) >> 1);
    std::uint64_t vertical = kings ? row : mask;
    if (cols >= 64) return row & all;
    return (row | (vertical << cols) | (vertical >> cols)) & all;
  }
};

// The board of the given shape whose cell `to(r, c)` holds what cell (r, c) of `from` holds.
template <class Map>
GridBoard remap(const GridBoard& from, int rows, int cols, Map to) {
  GridBoard out;
  out.rows = static_cast<std::uint8_t>(rows);
  out.cols = static_cast<std::uint8_t>(cols);
  for (int r = 0; r < from.rows; ++r)
    for (int c = 0; c < from.cols; ++c) {
      int target = to(r, c);
      if (target < 0) continue;
      std::uint64_t bit = std::uint64_t{1} << (r * from.cols + c);
      std::uint64_t image = std::uint64_t{1} << target;
      if (from.x & bit) out.x |= image;
      if (from.o & bit) out.o |= image;
      if (from.blocked & bit) out.blocked |= image;
    }
  return out;
}

}  // namespace

std::uint64_t GridBoard::step(std::uint64_t mask, int direction) const {
  switch (direction) {
    case 0:
      return shift_rows(*this, mask, -1);
    case 1:
      return shift_rows(*this, mask, +1);
    case 2:
      return (mask & ~column_mask(*this, 0)) >> 1;
    default:
      return (mask & ~column_mask(*this, cols - 1)) << 1;
  }
}

std::uint64_t GridBoard::neighbours(std::uint64_t mask, bool kings) const {
  return Spread(*this)(mask, kings) & ~mask;
}

std::uint64_t GridBoard::group(std::uint64_t within, std::uint64_t seed, bool kings) const {
  Spread spread(*this);
  for (;;) {
    std::uint64_t grown = spread(seed, kings) & within;
    if (grown == seed) return seed;
    seed = grown;
  }
}

std::uint64_t GridBoard::dilate(std::uint64_t mask, int distance) const {
  Spread spread(*this);
  for (int i = 0; i < distance; ++i) {
    std::uint64_t grown = spread(mask, false);
    if (grown == mask) break;
    mask = grown;
  }
  return mask;
}

std::uint64_t GridBoard::hash() const {
  std::uint64_t shape = static_cast<std::uint64_t>(rows) << 8 | cols;
  return mix_hash(x ^ mix_hash(o ^ mix_hash(blocked ^ mix_hash(shape))));
}

std::string grid_board_text(const GridBoard& board) {
  std::string out;
  for (int r = 0; r < board.rows; ++r) {
    if (r) out += '|';
    for (int c = 0; c < board.cols; ++c) {
      std::uint64_t bit = board.cell(r, c);
      out += board.x & bit ? 'X' : board.o & bit ? 'O' : board.blocked & bit ? '#' : '.';
    }
  }
  return out;
}

GridBoard parse_grid_board(std::string_view text, std::string_view allowed,
                           std::string_view function) {
  Grid grid = parse_grid(text, allowed, function, 64);
  GridBoard board;
  board.rows = static_cast<std::uint8_t>(grid.rows);
  board.cols = static_cast<std::uint8_t>(grid.cols);
  for (std::size_t i = 0; i < grid.cells.size(); ++i) {
    std::uint64_t bit = std::uint64_t{1} << i;
    if (grid.cells[i] == 'X') board.x |= bit;
    if (grid.cells[i] == 'O') board.o |= bit;
    if (grid.cells[i] == '#') board.blocked |= bit;
  }
  return board;
}

GridBoard crop(const GridBoard& board, std::uint64_t keep) {
  if (keep == 0) return GridBoard{};
  int top = board.rows, bottom = -1, first = board.cols, last = -1;
  for_each_bit(keep, [&](std::uint64_t bit) {
    int cell = std::countr_zero(bit), r = cell / board.cols, c = cell % board.cols;
    top = std::min(top, r);
    bottom = std::max(bottom, r);
    first = std::min(first, c);
    last = std::max(last, c);
  });
  int rows = bottom - top + 1, cols = last - first + 1;
  return remap(board, rows, cols, [&](int r, int c) {
    if (r < top || r > bottom || c < first || c > last) return -1;
    return (r - top) * cols + (c - first);
  });
}

GridBoard block_outside(const GridBoard& board, std::uint64_t keep) {
  GridBoard out = board;
  out.x &= keep;
  out.o &= keep;
  out.blocked = (board.blocked | ~keep) & board.cells();
  return out;
}

GridBoard restricted(const GridBoard& board, std::uint64_t keep) {
  keep &= board.open();
  return crop(block_outside(board, keep), keep);
}

GridBoard least_image(const GridBoard& board, Symmetries symmetries, ImageOrder order) {
  auto less = [order](const GridBoard& a, const GridBoard& b) {
    if (order == ImageOrder::kStonesFirst)
      return std::tuple(a.rows, a.cols, a.x, a.o, a.blocked) <
             std::tuple(b.rows, b.cols, b.x, b.o, b.blocked);
    return std::tuple(a.rows, a.cols, a.empty(), a.x, a.o) <
           std::tuple(b.rows, b.cols, b.empty(), b.x, b.o);
  };
  int count = symmetries == Symmetries::kAll ? 8 : 4;
  GridBoard best = board;
  for (int k = 1; k < count; ++k) {
    // Bit 0 flips columns, bit 1 flips rows, bit 2 transposes (so 0-3 keep rows as rows).
    bool flip_cols = k & 1, flip_rows = k & 2, transpose = k & 4;
    int rows = transpose ? board.cols : board.rows, cols = transpose ? board.rows : board.cols;
    GridBoard image = remap(board, rows, cols, [&](int r, int c) {
      int r0 = flip_rows ? board.rows - 1 - r : r, c0 = flip_cols ? board.cols - 1 - c : c;
      return transpose ? c0 * cols + r0 : r0 * cols + c0;
    });
    if (less(image, best)) best = image;
  }
  return best;
}

}  // namespace cgt::games
