#include "games/domineering/domino_board.hpp"

#include <algorithm>
#include <array>
#include <bit>

#include "games/domineering/slot_mask.hpp"
#include "games/ruleset/bit_gather.hpp"
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

// The cells of the first and of the last column of a board of stride s, over the whole word;
// and the row of a cell without a division (divisions were a tenth of the split into regions):
// i / s == i * reciprocal[s] >> 16 for every cell i < 64, as reciprocal[s] exceeds 2^16 / s by
// less than 1, which adds less than 64 / 2^16 < 1 / s to the quotient.
struct ColumnMasks {
  std::array<std::uint64_t, 65> first{}, last{};
  std::array<std::uint32_t, 65> reciprocal{};
  constexpr ColumnMasks() {
    for (unsigned c = 1; c <= 64; ++c) {
      for (unsigned i = 0; i + c <= 64; i += c) {
        first[c] |= 1ull << i;
        last[c] |= 1ull << (i + c - 1);
      }
      reciprocal[c] = (1u << 16) / c + 1;
    }
  }
  constexpr unsigned row(unsigned cell, unsigned stride) const {
    return cell * reciprocal[stride] >> 16;
  }
};
// Built by the compiler: no guard to test on each use, as a function's static would need.
constexpr ColumnMasks kColumnMasks;

// The cells next to a cell of x (inside the word; callers intersect with the board).
std::uint64_t neighbours(std::uint64_t x, unsigned stride) {
  const ColumnMasks& m = kColumnMasks;
  return ((x << 1) & ~m.first[stride]) | ((x >> 1) & ~m.last[stride]) | shift_up(x, stride) |
         shift_down(x, stride);
}

std::uint64_t reverse_bits(std::uint64_t x) {
  x = ((x >> 1) & 0x5555555555555555ull) | ((x & 0x5555555555555555ull) << 1);
  x = ((x >> 2) & 0x3333333333333333ull) | ((x & 0x3333333333333333ull) << 2);
  x = ((x >> 4) & 0x0f0f0f0f0f0f0f0full) | ((x & 0x0f0f0f0f0f0f0f0full) << 4);
  return __builtin_bswap64(x);
}

// Boards of stride 8 (at most 8 rows and 8 columns) are 8 x 8 bit matrices with row r in byte
// r and column c in bit c of it: their maps below are a few word operations each instead of a
// loop over the rows.
bool is_square_form(const DominoBoard& b) {
  return b.stride() == 8;
}

// The cells of a stride-8 board of rows x cols.
std::uint64_t square_cells(unsigned rows, unsigned cols) {
  return (0x0101010101010101ull & low_bits(8 * rows)) * low_bits(cols);
}

// An 8 x 8 bit matrix transposed in three rounds of swaps of ever larger blocks (Hacker's Delight,
// 7-3).
std::uint64_t transposed_8x8(std::uint64_t x) {
  std::uint64_t t = (x ^ (x >> 7)) & 0x00AA00AA00AA00AAull;
  x ^= t ^ (t << 7);
  t = (x ^ (x >> 14)) & 0x0000CCCC0000CCCCull;
  x ^= t ^ (t << 14);
  t = (x ^ (x >> 28)) & 0x00000000F0F0F0F0ull;
  return x ^ t ^ (t << 28);
}

// A stride-8 board of `rows` rows upside down: its bytes reversed.
std::uint64_t rows_reversed(std::uint64_t square, unsigned rows) {
  return __builtin_bswap64(square) >> (8 * (8 - rows));
}

// A stride-8 board of `cols` columns mirrored left to right: the bits of each byte reversed, then
// moved down to the low `cols` bits (no bit crosses into the byte below: the low 8 - cols bits
// of every byte are empty after the reversal).
std::uint64_t columns_reversed(std::uint64_t x, unsigned cols) {
  x = ((x >> 1) & 0x5555555555555555ull) | ((x & 0x5555555555555555ull) << 1);
  x = ((x >> 2) & 0x3333333333333333ull) | ((x & 0x3333333333333333ull) << 2);
  x = ((x >> 4) & 0x0f0f0f0f0f0f0f0full) | ((x & 0x0f0f0f0f0f0f0f0full) << 4);
  return x >> (8 - cols);
}

// The least of a stride-8 board's four reflections, as a number (always inlined: GCC called
// it, and the call cost about a third of its work).
[[gnu::always_inline]] inline std::uint64_t least_square_reflection(std::uint64_t square,
                                                                    unsigned rows, unsigned cols) {
  std::uint64_t mirrored = columns_reversed(square, cols);
  return std::min({square, rows_reversed(square, rows), mirrored, rows_reversed(mirrored, rows)});
}

// The half turn and the flip of a packed board (stride cols).
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

// b's sub-board of rows [top, top + rows) and columns [left, left + cols), where b has no
// empty cell outside it: of a stride-8 board, a stride-8 board found by a shift; else the bits
// under the window's cells (the first column's cells of `rows` rows, each widened to `cols`
// cells), packed, then laid out.
DominoBoard window(const DominoBoard& b, unsigned top, unsigned left, unsigned rows,
                   unsigned cols) {
  unsigned stride = b.stride();
  if (stride == 8)
    return DominoBoard{b.empty >> (top * 8 + left), static_cast<std::uint8_t>(rows),
                       static_cast<std::uint8_t>(cols)};
  std::uint64_t first_cells = kColumnMasks.first[stride] & low_bits(rows * stride);
  std::uint64_t cells = (first_cells * low_bits(cols)) << (top * stride + left);
  return DominoBoard::from_packed(extract_bits(b.empty, cells), rows, cols);
}

// The cells `part` (not none) of a stride-8 board cut to their bounding box: rows are bytes, so
// the first and last bits give the rows and the bytes or-ed together the columns.
DominoBoard square_bounding_window(std::uint64_t part) {
  unsigned top = static_cast<unsigned>(std::countr_zero(part)) / 8;
  unsigned bottom = static_cast<unsigned>(63 - std::countl_zero(part)) / 8;
  std::uint64_t columns = part | part >> 32;
  columns |= columns >> 16;
  columns |= columns >> 8;
  columns &= 0xff;
  unsigned left = static_cast<unsigned>(std::countr_zero(columns));
  unsigned right = static_cast<unsigned>(63 - std::countl_zero(columns));
  return DominoBoard{part >> (top * 8 + left), static_cast<std::uint8_t>(bottom - top + 1),
                     static_cast<std::uint8_t>(right - left + 1)};
}

// The cells `part` (not none) of b cut to their bounding box.
DominoBoard bounding_window(std::uint64_t part, const DominoBoard& b) {
  const ColumnMasks& m = kColumnMasks;
  const unsigned stride = b.stride();
  if (stride == 8) return square_bounding_window(part);
  unsigned top = m.row(static_cast<unsigned>(std::countr_zero(part)), stride);
  unsigned bottom = m.row(static_cast<unsigned>(63 - std::countl_zero(part)), stride);
  // The rows folded onto the first in doubling steps: the columns the part touches.
  std::uint64_t columns = part >> (top * stride);
  for (unsigned span = stride; span < (bottom - top + 1) * stride; span <<= 1)
    columns |= columns >> span;
  columns &= low_bits(stride);
  unsigned left = static_cast<unsigned>(std::countr_zero(columns));
  unsigned right = static_cast<unsigned>(63 - std::countl_zero(columns));
  return window(DominoBoard{part, b.rows, b.cols}, top, left, bottom - top + 1, right - left + 1);
}

// The ring of domino_option_components. The box around a domino (3 x 4 cells around a
// horizontal one, 4 x 3 around a vertical one) less the domino is a ring of ten cells, each
// next to the one before. Once the domino is placed, every part of the rest of the region holds
// one of the domino's neighbours that is still usable (a path of the region from any cell to
// the domino ends at one), and those that lie on one run of consecutive usable ring cells
// share a part. So the rest has at most as many parts as there are such runs, and one flood
// fill fewer than that finds them. The table gives, for each box, one such neighbour of each
// run: its usable cells (row, column) are bits row * width + column of an index below 4096,
// and so are the neighbours it gives.
class RingTable {
 public:
  constexpr RingTable() {
    // The horizontal box's ring clockwise from its top left corner, as (row, column); the
    // vertical box's is its transpose. The domino's neighbours are ring cells 1, 2, 4, 6, 7, 9.
    constexpr unsigned ring[10][2] = {{0, 0}, {0, 1}, {0, 2}, {0, 3}, {1, 3},
                                      {2, 3}, {2, 2}, {2, 1}, {2, 0}, {1, 0}};
    constexpr unsigned kNeighbours = 0b1011010110;
    for (unsigned vertical = 0; vertical < 2; ++vertical) {
      const unsigned width = vertical ? 3 : 4;
      auto bit = [&](unsigned k) { return ring[k][vertical] * width + ring[k][1 - vertical]; };
      for (unsigned index = 0; index < 4096; ++index) {
        unsigned present = 0;
        for (unsigned k = 0; k < 10; ++k) present |= (index >> bit(k) & 1) << k;
        // Walk the ring from an absent cell (none: one run round it), keeping the first
        // neighbour of each run.
        unsigned gap = 0;
        while (gap < 10 && (present >> gap & 1)) ++gap;
        bool run_has_seed = false;
        for (unsigned step = 1; step <= 10; ++step) {
          unsigned k = (gap + step) % 10;
          if (!(present >> k & 1)) {
            run_has_seed = false;
          } else if ((kNeighbours >> k & 1) && !run_has_seed) {
            seeds_[vertical][index] |= static_cast<std::uint16_t>(1u << bit(k));
            run_has_seed = true;
          }
        }
      }
    }
  }
  constexpr std::uint16_t seeds(unsigned index, bool vertical) const {
    return seeds_[vertical][index];
  }

 private:
  std::array<std::array<std::uint16_t, 4096>, 2> seeds_{};
};
constexpr RingTable kRingTable;

}  // namespace

DominoBoard DominoBoard::from_packed(std::uint64_t cells, unsigned rows, unsigned cols) {
  DominoBoard b{cells, static_cast<std::uint8_t>(rows), static_cast<std::uint8_t>(cols)};
  if (b.stride() != cols) b.empty = deposit_bits(cells, square_cells(rows, cols));
  return b;
}

std::uint64_t DominoBoard::vertical_slots() const {
  return rows <= 1 ? 0 : empty & (empty >> stride());
}

std::uint64_t DominoBoard::horizontal_slots() const {
  return empty & (empty >> 1) & ~kColumnMasks.last[stride()];
}

std::uint64_t domino_board_hash(const DominoBoard& b) {
  // One mix: the shape only needs to move equal cells of other shapes to other inputs.
  return mix_hash(b.empty ^ (((std::uint64_t{b.rows} << 8) | b.cols) * 0x9e3779b97f4a7c15ull));
}

DominoBoard parse_domino_board(std::string_view text, std::string_view function) {
  Grid grid = parse_grid(text, ".#", function, DominoBoard::kMaxCells);
  std::uint64_t cells = 0;
  for (std::size_t i = 0; i < grid.cells.size(); ++i)
    if (grid.cells[i] == '.') cells |= 1ull << i;
  return DominoBoard::from_packed(cells, static_cast<unsigned>(grid.rows),
                                  static_cast<unsigned>(grid.cols));
}

std::string domino_board_text(const DominoBoard& b) {
  Grid grid{b.rows, b.cols, {}};
  for (unsigned r = 0; r < b.rows; ++r)
    for (unsigned c = 0; c < b.cols; ++c)
      grid.cells.push_back((b.empty >> (r * b.stride() + c)) & 1 ? '.' : '#');
  return grid_text(grid);
}

// A flood fill within a set of cells of a board, its masks computed once for many fills.
class FloodFill {
 public:
  FloodFill(const DominoBoard& b, std::uint64_t cells)
      : cells_(cells),
        from_left_(cells & ~kColumnMasks.first[b.stride()]),
        from_right_(cells & ~kColumnMasks.last[b.stride()]),
        down_(b.rows > 1 ? b.stride() : 0) {}

  // The cells connected to seed (a subset of the cells).
  std::uint64_t connected(std::uint64_t seed) const {
    for (std::uint64_t grown = seed;; seed = grown) {
      grown = seed | (from_left_ & (seed << 1)) | (from_right_ & (seed >> 1)) |
              (cells_ & ((seed << down_) | (seed >> down_)));
      if (grown == seed) return seed;
    }
  }

 private:
  // The cells a step right, left or down can reach.
  std::uint64_t cells_, from_left_, from_right_;
  unsigned down_;  // 0 on a single row: shifts nothing in
};

void domino_components(const DominoBoard& b, std::vector<DominoBoard>& out) {
  std::uint64_t usable = b.empty & neighbours(b.empty, b.stride());
  const FloodFill fill(b, usable);
  while (usable) {
    std::uint64_t part = fill.connected(usable & -usable);
    usable &= ~part;
    out.push_back(bounding_window(part, b));
  }
}

void domino_option_components(const DominoBoard& parent, const DominoBoard& option,
                              std::vector<DominoBoard>& out) {
  // The box below reads the cells past the last column as absent only when column 7 is never
  // a cell.
  if (option.stride() != 8 || option.cols == 8) return domino_components(option, out);
  std::uint64_t usable = option.empty & neighbours(option.empty, 8);
  std::uint64_t domino = parent.empty & ~option.empty;
  unsigned first = static_cast<unsigned>(std::countr_zero(domino));
  bool vertical = domino >> first != 3;
  // The box from its top left cell, a row up and a column left of the domino's first cell:
  // rows past the board shift in as zeros, and the column left of column 0 is column 7.
  std::uint64_t box = first >= 9 ? usable >> (first - 9) : usable << (9 - first);
  unsigned index = static_cast<unsigned>(
      vertical ? (box & 0x7) | ((box >> 5) & 0x38) | ((box >> 10) & 0x1c0) | ((box >> 15) & 0xe00)
               : (box & 0xf) | ((box >> 4) & 0xf0) | ((box >> 8) & 0xf00));
  // The table's neighbours back in the box, then on the board.
  std::uint64_t q = kRingTable.seeds(index, vertical);
  box = vertical ? (q & 0x7) | ((q & 0x38) << 5) | ((q & 0x1c0) << 10) | ((q & 0xe00) << 15)
                 : (q & 0xf) | ((q & 0xf0) << 4) | ((q & 0xf00) << 8);
  std::uint64_t seeds = first >= 9 ? box << (first - 9) : box >> (9 - first);
  if (seeds & (seeds - 1)) {
    const FloodFill fill(option, usable);
    do {  // while two runs are left: their parts may differ
      std::uint64_t part = fill.connected(seeds & -seeds);
      out.push_back(square_bounding_window(part));
      usable &= ~part;
      seeds &= ~part;
    } while (seeds & (seeds - 1));
  }
  if (usable) out.push_back(square_bounding_window(usable));  // the last run's part
}

DominoBoard least_reflection(const DominoBoard& b) {
  if (is_square_form(b))
    return DominoBoard{least_square_reflection(b.empty, b.rows, b.cols), b.rows, b.cols};
  DominoBoard best = b, turned = half_turn(b), flipped = upside_down(b),
              mirrored = half_turn(flipped);
  for (const DominoBoard& image : {turned, flipped, mirrored})
    if (before(image, best)) best = image;
  return best;
}

DominoBoard least_symmetric_image(const DominoBoard& b, bool& swapped) {
  // Images are ordered by their rows first: unless the board is square, only the images with
  // the fewer rows (b's reflections, or its transpose's) can be least. A packed board is never
  // square (a side over 8, at most 64 cells).
  if (!is_square_form(b)) {
    swapped = b.rows > b.cols;
    return least_reflection(swapped ? transposed(b) : b);
  }
  // ~0 stands for the images with more rows: no image of fewer than 8 rows is that large.
  std::uint64_t straight = ~0ull, crossed = ~0ull;
  if (b.rows <= b.cols) straight = least_square_reflection(b.empty, b.rows, b.cols);
  if (b.rows >= b.cols) crossed = least_square_reflection(transposed_8x8(b.empty), b.cols, b.rows);
  swapped = crossed < straight;
  return swapped ? DominoBoard{crossed, b.cols, b.rows} : DominoBoard{straight, b.rows, b.cols};
}

DominoBoard least_symmetric_image(const DominoBoard& b) {
  bool swapped = false;
  return least_symmetric_image(b, swapped);
}

DominoBoard transposed(const DominoBoard& b) {
  if (is_square_form(b)) return DominoBoard{transposed_8x8(b.empty), b.cols, b.rows};
  // Transposing keeps a side longer than 8: both boards are packed.
  DominoBoard t{0, b.cols, b.rows};
  for (std::uint64_t x = b.empty; x; x &= x - 1) {
    unsigned i = static_cast<unsigned>(std::countr_zero(x));
    t.empty |= 1ull << ((i % b.cols) * b.rows + i / b.cols);
  }
  return t;
}

std::uint64_t dominated_slots(const DominoBoard& b, bool vertical) {
  const ColumnMasks& m = kColumnMasks;
  const unsigned stride = b.stride();
  const std::uint64_t e = b.empty;
  // next(x): the cells whose successor along the line is in x; previous(x): whose predecessor.
  auto next = [&](std::uint64_t x, bool along_columns) {
    return along_columns ? shift_down(x, stride) : (x >> 1) & ~m.last[stride];
  };
  auto previous = [&](std::uint64_t x, bool along_columns) {
    return along_columns ? shift_up(x, stride) : (x << 1) & ~m.first[stride];
  };
  std::uint64_t slots = e & next(e, vertical), triples = slots & next(slots, vertical);
  if (!triples) return 0;  // most regions met are small: the rules need a line of three
  std::uint64_t lonely = e & ~(next(e, !vertical) | previous(e, !vertical));  // none across
  // Triples a, b, c by a: the first rule drops b's slot, the second a's.
  std::uint64_t first = triples & ~previous(e, vertical) & next(next(lonely, vertical), vertical);
  std::uint64_t second =
      triples & lonely & ~next(next(next(e, vertical), vertical), vertical) & ~first;
  return previous(first, vertical) | second;
}

void domino_bridges(const DominoBoard& b, std::vector<DominoBridge>& out) {
  const unsigned stride = b.stride();
  const std::uint64_t e = b.empty;
  // The cells with an empty neighbour below, right (the slots' top and left cells), above, left.
  const std::uint64_t below = b.vertical_slots(), right = b.horizontal_slots();
  const std::uint64_t above = shift_up(below, stride), left = right << 1;
  const std::uint64_t vertical = above & below & ~left & ~right;
  const std::uint64_t horizontal = left & right & ~above & ~below;
  for (std::uint64_t rest = vertical | horizontal; rest; rest &= rest - 1) {
    std::uint64_t cell = rest & -rest;
    bool upright = cell & vertical;
    std::uint64_t up_or_left = upright ? shift_down(cell, stride) : cell >> 1;
    std::uint64_t down_or_right = upright ? shift_up(cell, stride) : cell << 1;
    std::uint64_t first = FloodFill(b, e & ~cell).connected(up_or_left);
    if (first & down_or_right) continue;  // a cycle runs through the cell
    bool first_straight = (upright ? above : left) & up_or_left;
    bool second_straight = (upright ? below : right) & down_or_right;
    out.push_back(DominoBridge{cell, first, e & ~cell & ~first, first_straight, second_straight});
  }
}

// The greedy packing takes, along each chain of slots `offset` apart, the slots at even
// distances from its first (a slot without one `offset` before it): a fill from the first slots
// by steps of 2 * offset through the slots whose two predecessors are slots, the step doubled
// each round (Kogge and Stone's parallel prefix): a round per doubling rather than one per
// packed slot (the outcome search spent 28% of its time in the one-per-slot loop).
std::uint64_t packed_slots(std::uint64_t slots, unsigned offset) {
  return packed_slots_of(slots, offset);
}

int packed_dominoes(std::uint64_t slots, unsigned offset) {
  return std::popcount(packed_slots(slots, offset));
}

}  // namespace cgt::games
