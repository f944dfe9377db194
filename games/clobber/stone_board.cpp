#include "games/clobber/stone_board.hpp"

#include <bit>
#include <tuple>

#include "games/ruleset/grid.hpp"

namespace cgt::games {
namespace {

// The cells of column `col`.
std::uint64_t column_mask(const StoneBoard& b, int col) {
  std::uint64_t m = 0;
  for (int r = 0; r < b.rows; ++r) m |= std::uint64_t{1} << (r * b.cols + col);
  return m;
}

// The board of the given shape whose cell `to(r, c)` holds what cell (r, c) of `from` holds.
template <class Map>
StoneBoard remap(const StoneBoard& from, int rows, int cols, Map to) {
  StoneBoard out;
  out.rows = static_cast<std::uint8_t>(rows);
  out.cols = static_cast<std::uint8_t>(cols);
  for (int r = 0; r < from.rows; ++r)
    for (int c = 0; c < from.cols; ++c) {
      int target = to(r, c);
      if (target < 0) continue;
      std::uint64_t bit = std::uint64_t{1} << (r * from.cols + c);
      std::uint64_t image = std::uint64_t{1} << target;
      if (from.left & bit) out.left |= image;
      if (from.right & bit) out.right |= image;
      if (from.blocked & bit) out.blocked |= image;
    }
  return out;
}

}  // namespace

std::uint64_t StoneBoard::inside() const {
  int n = rows * cols;
  return n >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n) - 1;
}

std::uint64_t StoneBoard::step(std::uint64_t mask, int direction) const {
  switch (direction) {
    case 0:
      return cols >= 64 ? 0 : mask >> cols;
    case 1:
      return cols >= 64 ? 0 : (mask << cols) & inside();
    case 2:
      return (mask & ~column_mask(*this, 0)) >> 1;
    default:
      return (mask & ~column_mask(*this, cols - 1)) << 1;
  }
}

std::uint64_t StoneBoard::neighbours(std::uint64_t mask) const {
  return step(mask, 0) | step(mask, 1) | step(mask, 2) | step(mask, 3);
}

std::uint64_t StoneBoard::group(std::uint64_t within, std::uint64_t seed) const {
  for (;;) {
    std::uint64_t grown = (seed | neighbours(seed)) & within;
    if (grown == seed) return seed;
    seed = grown;
  }
}

std::uint64_t StoneBoard::dilate(std::uint64_t mask, int distance) const {
  for (int i = 0; i < distance; ++i) {
    std::uint64_t grown = mask | neighbours(mask);
    if (grown == mask) break;
    mask = grown;
  }
  return mask;
}

std::uint64_t StoneBoard::hash() const {
  std::uint64_t shape = static_cast<std::uint64_t>(rows) << 8 | cols;
  return mix_hash(left ^ mix_hash(right ^ mix_hash(blocked ^ mix_hash(shape))));
}

std::string board_text(const StoneBoard& board) {
  Grid grid;
  grid.rows = board.rows;
  grid.cols = board.cols;
  for (int i = 0; i < board.rows * board.cols; ++i) {
    std::uint64_t bit = std::uint64_t{1} << i;
    grid.cells.push_back(board.left & bit      ? 'X'
                         : board.right & bit   ? 'O'
                         : board.blocked & bit ? '#'
                                               : '.');
  }
  return grid_text(grid);
}

StoneBoard parse_stone_board(std::string_view text, std::string_view allowed,
                             std::string_view function) {
  Grid grid = parse_grid(text, allowed, function, 64);
  StoneBoard board;
  board.rows = static_cast<std::uint8_t>(grid.rows);
  board.cols = static_cast<std::uint8_t>(grid.cols);
  for (std::size_t i = 0; i < grid.cells.size(); ++i) {
    std::uint64_t bit = std::uint64_t{1} << i;
    if (grid.cells[i] == 'X') board.left |= bit;
    if (grid.cells[i] == 'O') board.right |= bit;
    if (grid.cells[i] == '#') board.blocked |= bit;
  }
  return board;
}

StoneBoard crop(const StoneBoard& board, std::uint64_t keep) {
  if (keep == 0) return StoneBoard{};
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

StoneBoard block_outside(const StoneBoard& board, std::uint64_t keep) {
  StoneBoard out = board;
  out.left &= keep;
  out.right &= keep;
  out.blocked = (board.blocked | ~keep) & board.inside();
  return out;
}

StoneBoard least_symmetric_image(const StoneBoard& board) {
  auto key = [](const StoneBoard& b) {
    return std::tuple(b.rows, b.cols, b.left, b.right, b.blocked);
  };
  StoneBoard best = board;
  for (int k = 1; k < 8; ++k) {
    bool flip_rows = k & 1, flip_cols = k & 2, transpose = k & 4;
    int rows = transpose ? board.cols : board.rows, cols = transpose ? board.rows : board.cols;
    StoneBoard image = remap(board, rows, cols, [&](int r, int c) {
      int r0 = flip_rows ? board.rows - 1 - r : r, c0 = flip_cols ? board.cols - 1 - c : c;
      return transpose ? c0 * cols + r0 : r0 * cols + c0;
    });
    if (key(image) < key(best)) best = image;
  }
  return best;
}

}  // namespace cgt::games
