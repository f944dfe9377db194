#include "games/domineering/domino_board.hpp"

#include <array>
#include <bit>

#include "games/ruleset/grid.hpp"
#include "games/ruleset/ruleset.hpp"

namespace cgt::games {
namespace {

// Shifts that give 0 for a shift by the whole word (a 1 x 64 board has cols == 64).
std::uint64_t shift_down(std::uint64_t x, unsigned s) {
  return s >= 64 ? 0 : x >> s;
}
std::uint64_t shift_up(std::uint64_t x, unsigned s) {
  return s >= 64 ? 0 : x << s;
}
std::uint64_t low_bits(unsigned n) {
  return n >= 64 ? ~0ull : (1ull << n) - 1;
}

// The cells of the first and of the last column of a board `cols` wide, over the whole word.
struct ColumnMasks {
  std::array<std::uint64_t, 65> first{}, last{};
  ColumnMasks() {
    for (unsigned c = 1; c <= 64; ++c)
      for (unsigned i = 0; i + c <= 64; i += c) {
        first[c] |= 1ull << i;
        last[c] |= 1ull << (i + c - 1);
      }
  }
};
const ColumnMasks& column_masks() {
  static const ColumnMasks masks;
  return masks;
}

// The cells next to a cell of x (inside the word; callers intersect with the board).
std::uint64_t neighbours(std::uint64_t x, unsigned cols) {
  const ColumnMasks& m = column_masks();
  return ((x << 1) & ~m.first[cols]) | ((x >> 1) & ~m.last[cols]) | shift_up(x, cols) |
         shift_down(x, cols);
}

std::uint64_t reverse_bits(std::uint64_t x) {
  x = ((x >> 1) & 0x5555555555555555ull) | ((x & 0x5555555555555555ull) << 1);
  x = ((x >> 2) & 0x3333333333333333ull) | ((x & 0x3333333333333333ull) << 2);
  x = ((x >> 4) & 0x0f0f0f0f0f0f0f0full) | ((x & 0x0f0f0f0f0f0f0f0full) << 4);
  return __builtin_bswap64(x);
}

DominoBoard half_turn(const DominoBoard& b) {
  unsigned n = static_cast<unsigned>(b.rows) * b.cols;
  return DominoBoard{n == 0 ? 0 : reverse_bits(b.empty) >> (64 - n), b.rows, b.cols};
}

DominoBoard upside_down(const DominoBoard& b) {
  std::uint64_t row_mask = low_bits(b.cols), out = 0;
  for (unsigned r = 0; r < b.rows; ++r)
    out |= ((b.empty >> (r * b.cols)) & row_mask) << ((b.rows - 1 - r) * b.cols);
  return DominoBoard{out, b.rows, b.cols};
}

bool before(const DominoBoard& a, const DominoBoard& b) {
  if (a.rows != b.rows) return a.rows < b.rows;
  if (a.cols != b.cols) return a.cols < b.cols;
  return a.empty < b.empty;
}

// b's sub-board of rows [top, top + rows) and columns [left, left + cols).
DominoBoard window(const DominoBoard& b, unsigned top, unsigned left, unsigned rows,
                   unsigned cols) {
  std::uint64_t row_mask = low_bits(cols), out = 0;
  for (unsigned r = 0; r < rows; ++r)
    out |= ((b.empty >> ((top + r) * b.cols + left)) & row_mask) << (r * cols);
  return DominoBoard{out, static_cast<std::uint8_t>(rows), static_cast<std::uint8_t>(cols)};
}

}  // namespace

std::uint64_t DominoBoard::vertical_slots() const {
  return rows <= 1 ? 0 : empty & (empty >> cols);
}

std::uint64_t DominoBoard::horizontal_slots() const {
  return empty & (empty >> 1) & ~column_masks().last[cols];
}

std::uint64_t domino_board_hash(const DominoBoard& b) {
  return mix_hash(b.empty ^ mix_hash((std::uint64_t{b.rows} << 8) | b.cols));
}

DominoBoard parse_domino_board(std::string_view text, std::string_view function) {
  Grid grid = parse_grid(text, ".#", function, DominoBoard::kMaxCells);
  DominoBoard b{0, static_cast<std::uint8_t>(grid.rows), static_cast<std::uint8_t>(grid.cols)};
  for (std::size_t i = 0; i < grid.cells.size(); ++i)
    if (grid.cells[i] == '.') b.empty |= 1ull << i;
  return b;
}

std::string domino_board_text(const DominoBoard& b) {
  Grid grid{b.rows, b.cols, {}};
  for (unsigned i = 0; i < static_cast<unsigned>(b.rows) * b.cols; ++i)
    grid.cells.push_back((b.empty >> i) & 1 ? '.' : '#');
  return grid_text(grid);
}

void domino_components(const DominoBoard& b, std::vector<DominoBoard>& out) {
  std::uint64_t usable = b.empty & neighbours(b.empty, b.cols);
  while (usable) {
    std::uint64_t part = usable & -usable;
    for (std::uint64_t grown = part;; part = grown) {
      grown = (part | neighbours(part, b.cols)) & usable;
      if (grown == part) break;
    }
    usable &= ~part;
    unsigned top = static_cast<unsigned>(std::countr_zero(part)) / b.cols;
    unsigned bottom = static_cast<unsigned>(63 - std::countl_zero(part)) / b.cols;
    std::uint64_t columns = 0;
    for (unsigned r = top; r <= bottom; ++r) columns |= part >> (r * b.cols);
    columns &= low_bits(b.cols);
    unsigned left = static_cast<unsigned>(std::countr_zero(columns));
    unsigned right = static_cast<unsigned>(63 - std::countl_zero(columns));
    out.push_back(
        window(DominoBoard{part, b.rows, b.cols}, top, left, bottom - top + 1, right - left + 1));
  }
}

DominoBoard least_reflection(const DominoBoard& b) {
  DominoBoard best = b, turned = half_turn(b), flipped = upside_down(b),
              mirrored = half_turn(flipped);
  for (const DominoBoard& image : {turned, flipped, mirrored})
    if (before(image, best)) best = image;
  return best;
}

DominoBoard least_symmetric_image(const DominoBoard& b, bool& swapped) {
  // Images are ordered by their rows first: unless the board is square, only the images with
  // the fewer rows (b's reflections, or its transpose's) can be least.
  if (b.rows != b.cols) {
    swapped = b.rows > b.cols;
    return least_reflection(swapped ? transposed(b) : b);
  }
  DominoBoard straight = least_reflection(b), crossed = least_reflection(transposed(b));
  swapped = before(crossed, straight);
  return swapped ? crossed : straight;
}

DominoBoard least_symmetric_image(const DominoBoard& b) {
  bool swapped = false;
  return least_symmetric_image(b, swapped);
}

namespace {

// An 8 x 8 bit matrix (row r in byte r, column c in bit c of it) transposed in three rounds of
// swaps of ever larger blocks (Hacker's Delight, 7-3).
std::uint64_t transposed_8x8(std::uint64_t x) {
  std::uint64_t t = (x ^ (x >> 7)) & 0x00AA00AA00AA00AAull;
  x ^= t ^ (t << 7);
  t = (x ^ (x >> 14)) & 0x0000CCCC0000CCCCull;
  x ^= t ^ (t << 14);
  t = (x ^ (x >> 28)) & 0x00000000F0F0F0F0ull;
  return x ^ t ^ (t << 28);
}

}  // namespace

DominoBoard transposed(const DominoBoard& b) {
  DominoBoard t{0, b.cols, b.rows};
  if (b.rows <= 8 && b.cols <= 8) {  // through the 8 x 8 matrix: a shift per row and column
    std::uint64_t square = 0;
    for (unsigned r = 0; r < b.rows; ++r)
      square |= ((b.empty >> (r * b.cols)) & low_bits(b.cols)) << (8 * r);
    square = transposed_8x8(square);
    for (unsigned c = 0; c < b.cols; ++c)
      t.empty |= ((square >> (8 * c)) & low_bits(b.rows)) << (c * b.rows);
    return t;
  }
  for (std::uint64_t x = b.empty; x; x &= x - 1) {
    unsigned i = static_cast<unsigned>(std::countr_zero(x));
    t.empty |= 1ull << ((i % b.cols) * b.rows + i / b.cols);
  }
  return t;
}

int packed_dominoes(std::uint64_t slots, unsigned offset) {
  int count = 0;
  for (; slots; ++count) {
    std::uint64_t first = slots & -slots;
    slots &= ~(first | shift_up(first, offset));
  }
  return count;
}

}  // namespace cgt::games
