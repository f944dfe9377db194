#include "games/ruleset/grid_board.hpp"

#include <algorithm>
#include <tuple>
#include <type_traits>
#include <utility>

#include "games/ruleset/grid.hpp"

namespace cgt::games {
namespace {

// The cells of column `col`.
template <class Mask>
Mask column_mask(const BasicGridBoard<Mask>& b, int col) {
  Mask m = b.none();
  for (int r = 0; r < b.rows; ++r) add_cell(m, static_cast<std::size_t>(r * b.cols + col));
  return m;
}

// The mask shifted one row down (+1) or up (-1), dropping cells that leave the board.
template <class Mask>
Mask shift_rows(const BasicGridBoard<Mask>& b, const Mask& mask, int down) {
  if (b.rows <= 1) return b.none();
  return down > 0 ? (mask << b.cols) & b.cells() : mask >> b.cols;
}

// One step in every direction at once, as shifts of the whole mask: a step left (right)
// starts only from cells off the first (last) column, so that no step wraps around a row's
// end. Built once per call so that repeated growth (group, dilate) finds the edges once.
template <class Mask>
struct Spread {
  Mask all, not_first, not_last;
  int rows, cols;
  explicit Spread(const BasicGridBoard<Mask>& b)
      : all(b.cells()),
        not_first(all & ~column_mask(b, 0)),
        not_last(all & ~column_mask(b, b.cols - 1)),
        rows(b.rows),
        cols(b.cols) {}
  // The cells of `mask` and those next to them (orthogonally, or also diagonally with kings).
  Mask operator()(const Mask& mask, bool kings) const {
    Mask row = mask | ((mask & not_last) << 1) | ((mask & not_first) >> 1);
    if (rows <= 1) return row & all;
    const Mask& vertical = kings ? row : mask;
    return (row | (vertical << static_cast<std::size_t>(cols)) |
            (vertical >> static_cast<std::size_t>(cols))) &
           all;
  }
};

// The board of the given shape whose cell `to(r, c)` holds what cell (r, c) of `from` holds.
template <class Mask, class Map>
BasicGridBoard<Mask> remap(const BasicGridBoard<Mask>& from, int rows, int cols, Map to) {
  BasicGridBoard<Mask> out;
  out.rows = static_cast<std::uint16_t>(rows);
  out.cols = static_cast<std::uint16_t>(cols);
  out.x = out.o = out.blocked = out.none();
  // Only the cells that hold something move (the normalisations of the searches spend their
  // time here).
  auto move = [&](const Mask& cells, Mask& image) {
    for_each_cell(cells, [&](std::size_t cell) {
      int target = to(static_cast<int>(cell / from.cols), static_cast<int>(cell % from.cols));
      if (target >= 0) add_cell(image, static_cast<std::size_t>(target));
    });
  };
  move(from.x, out.x);
  move(from.o, out.o);
  move(from.blocked, out.blocked);
  return out;
}

}  // namespace

template <CellMask Mask>
Mask BasicGridBoard<Mask>::step(const Mask& mask, int direction) const {
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

template <CellMask Mask>
Mask BasicGridBoard<Mask>::neighbours(const Mask& mask, bool kings) const {
  return Spread(*this)(mask, kings) & ~mask;
}

template <CellMask Mask>
Mask BasicGridBoard<Mask>::group(const Mask& within, Mask seed, bool kings) const {
  Spread spread(*this);
  for (;;) {
    Mask grown = spread(seed, kings) & within;
    if (grown == seed) return seed;
    seed = std::move(grown);
  }
}

template <CellMask Mask>
Mask BasicGridBoard<Mask>::dilate(Mask mask, int distance) const {
  Spread spread(*this);
  for (int i = 0; i < distance; ++i) {
    Mask grown = spread(mask, false);
    if (grown == mask) break;
    mask = std::move(grown);
  }
  return mask;
}

template <CellMask Mask>
std::uint64_t BasicGridBoard<Mask>::hash() const {
  // 64-cell boards keep the shape's packing they always had (rows and cols below 256).
  constexpr int kShift = std::is_same_v<Mask, std::uint64_t> ? 8 : 16;
  std::uint64_t shape = static_cast<std::uint64_t>(rows) << kShift | cols;
  return mix_hash(mask_hash(x) ^
                  mix_hash(mask_hash(o) ^ mix_hash(mask_hash(blocked) ^ mix_hash(shape))));
}

template <class Board>
std::string grid_board_text(const Board& board) {
  std::string out;
  out.reserve(board.area() + board.rows);
  for (std::size_t r = 0, i = 0; r < board.rows; ++r) {
    if (r) out += '|';
    for (std::size_t c = 0; c < board.cols; ++c, ++i)
      out += has_cell(board.x, i)         ? 'X'
             : has_cell(board.o, i)       ? 'O'
             : has_cell(board.blocked, i) ? '#'
                                          : '.';
  }
  return out;
}

template <class Board>
Board grid_board_of(const Grid& grid) {
  Board board;
  board.rows = static_cast<std::uint16_t>(grid.rows);
  board.cols = static_cast<std::uint16_t>(grid.cols);
  board.x = board.o = board.blocked = board.none();
  for (std::size_t i = 0; i < grid.cells.size(); ++i) {
    if (grid.cells[i] == 'X') add_cell(board.x, i);
    if (grid.cells[i] == 'O') add_cell(board.o, i);
    if (grid.cells[i] == '#') add_cell(board.blocked, i);
  }
  return board;
}

template <class Board>
Board parse_grid_board(std::string_view text, std::string_view allowed, std::string_view function) {
  return grid_board_of<Board>(
      parse_grid(text, allowed, function, std::min(Board::kMaxCells, kMaxGridCells)));
}

std::optional<GridBoard> narrowed(const WideGridBoard& board) {
  if (board.area() > GridBoard::kMaxCells) return std::nullopt;
  return GridBoard{board.rows, board.cols, board.x.word(0), board.o.word(0), board.blocked.word(0)};
}

WideGridBoard widened(const GridBoard& board) {
  WideGridBoard wide{board.rows, board.cols};
  wide.x = wide.o = wide.blocked = wide.none();
  for_each_cell(board.x, [&](std::size_t i) { wide.x.set(i); });
  for_each_cell(board.o, [&](std::size_t i) { wide.o.set(i); });
  for_each_cell(board.blocked, [&](std::size_t i) { wide.blocked.set(i); });
  return wide;
}

template <class Board>
Board crop(const Board& board, const typename Board::Mask& keep) {
  if (!has_cells(keep)) return Board{};
  int top = board.rows, bottom = -1, first = board.cols, last = -1;
  for_each_cell(keep, [&](std::size_t cell) {
    int r = static_cast<int>(cell / board.cols), c = static_cast<int>(cell % board.cols);
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

template <class Board>
Board block_outside(const Board& board, const typename Board::Mask& keep) {
  Board out = board;
  out.x &= keep;
  out.o &= keep;
  out.blocked = (board.blocked | ~keep) & board.cells();
  return out;
}

template <class Board>
Board restricted(const Board& board, typename Board::Mask keep) {
  keep &= board.open();
  return crop(block_outside(board, keep), keep);
}

namespace {

// The order of ImageOrder.
template <class Board>
bool image_less(const Board& a, const Board& b, ImageOrder order) {
  if (order == ImageOrder::kStonesFirst)
    return std::tie(a.rows, a.cols, a.x, a.o, a.blocked) <
           std::tie(b.rows, b.cols, b.x, b.o, b.blocked);
  return std::tuple(a.rows, a.cols, a.empty(), a.x, a.o) <
         std::tuple(b.rows, b.cols, b.empty(), b.x, b.o);
}

}  // namespace

template <class Board>
Board least_image(const Board& board, Symmetries symmetries, ImageOrder order) {
  auto less = [order](const Board& a, const Board& b) { return image_less(a, b, order); };
  if (board.rows == 1) {
    // A row: its reversal is its only other image of the same shape (the others are columns,
    // which come later in the order).
    Board image = board;
    image.x = reversed(board.x, board.cols);
    image.o = reversed(board.o, board.cols);
    image.blocked = reversed(board.blocked, board.cols);
    return less(image, board) ? image : board;
  }
  int count = symmetries == Symmetries::kAll ? 8 : 4;
  Board best = board;
  for (int k = 1; k < count; ++k) {
    // Bit 0 flips columns, bit 1 flips rows, bit 2 transposes (so 0-3 keep rows as rows).
    bool flip_cols = k & 1, flip_rows = k & 2, transpose = k & 4;
    int rows = transpose ? board.cols : board.rows, cols = transpose ? board.rows : board.cols;
    // Flips along a side of one cell change nothing; images of a larger shape never win.
    if ((flip_cols && board.cols == 1) || (flip_rows && board.rows == 1)) continue;
    if (std::tuple(rows, cols) > std::tuple(int{best.rows}, int{best.cols})) continue;
    Board image = remap(board, rows, cols, [&](int r, int c) {
      int r0 = flip_rows ? board.rows - 1 - r : r, c0 = flip_cols ? board.cols - 1 - c : c;
      return transpose ? c0 * cols + r0 : r0 * cols + c0;
    });
    if (less(image, best)) best = std::move(image);
  }
  return best;
}

template <class Board>
Board least_signed_image(const Board& board, Symmetries symmetries, ImageOrder order,
                         bool& swapped) {
  Board colours = board;
  std::swap(colours.x, colours.o);
  Board kept = least_image(board, symmetries, order);
  Board other = least_image(colours, symmetries, order);
  swapped = image_less(other, kept, order);
  return swapped ? other : kept;
}

template <class Board>
Board transposed(const Board& board) {
  return remap(board, board.cols, board.rows, [&](int r, int c) { return c * board.rows + r; });
}

#define CGT_GRID_BOARD_INSTANTIATIONS(Board)                                                    \
  template struct BasicGridBoard<Board::Mask>;                                                  \
  template std::string grid_board_text(const Board&);                                           \
  template Board grid_board_of<Board>(const Grid&);                                             \
  template Board parse_grid_board<Board>(std::string_view, std::string_view, std::string_view); \
  template Board crop(const Board&, const Board::Mask&);                                        \
  template Board block_outside(const Board&, const Board::Mask&);                               \
  template Board restricted(const Board&, Board::Mask);                                         \
  template Board least_image(const Board&, Symmetries, ImageOrder);                             \
  template Board transposed(const Board&);                                                      \
  template Board least_signed_image(const Board&, Symmetries, ImageOrder, bool&);
CGT_GRID_BOARD_INSTANTIATIONS(GridBoard)
CGT_GRID_BOARD_INSTANTIATIONS(WideGridBoard)
#undef CGT_GRID_BOARD_INSTANTIATIONS

}  // namespace cgt::games
