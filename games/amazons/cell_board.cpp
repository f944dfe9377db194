#include "games/amazons/cell_board.hpp"

#include <algorithm>
#include <bit>
#include <tuple>

#include "games/ruleset/grid.hpp"
#include "games/ruleset/ruleset.hpp"

namespace cgt::games {
namespace {

std::uint64_t all_cells(const CellBoard& b) {
  int n = b.rows * b.cols;
  return n == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n) - 1;
}

// The cells of one column of b.
std::uint64_t column_mask(const CellBoard& b, int column) {
  std::uint64_t m = 0;
  for (int r = 0; r < b.rows; ++r) m |= b.cell(r, column);
  return m;
}

// One step in every direction at once, as shifts of the whole mask: a step west (east) starts
// only from cells off the first (last) column, so that no step wraps around a row's end.
struct Shifts {
  std::uint64_t all, not_first, not_last;
  int cols;
  explicit Shifts(const CellBoard& b)
      : all(all_cells(b)),
        not_first(all & ~column_mask(b, 0)),
        not_last(all & ~column_mask(b, b.cols - 1)),
        cols(b.cols) {}
  std::uint64_t spread(std::uint64_t from, bool kings) const {
    std::uint64_t row = from | ((from & not_last) << 1) | ((from & not_first) >> 1);
    std::uint64_t column_step = kings ? row : from;
    std::uint64_t out = (column_step << cols) | (column_step >> cols) | row;
    return out & all;
  }
};

// The image of b under symmetry s: bit 0 flips columns, bit 1 flips rows, bit 2 transposes.
CellBoard transformed(const CellBoard& b, int s) {
  CellBoard t;
  bool transpose = s & 4;
  t.rows = transpose ? b.cols : b.rows;
  t.cols = transpose ? b.rows : b.cols;
  for (int r = 0; r < b.rows; ++r)
    for (int c = 0; c < b.cols; ++c) {
      std::uint64_t from = b.cell(r, c);
      if (!(b.open() & from)) continue;
      int rr = (s & 2) ? b.rows - 1 - r : r, cc = (s & 1) ? b.cols - 1 - c : c;
      std::uint64_t to = transpose ? t.cell(cc, rr) : t.cell(rr, cc);
      if (b.empty & from) t.empty |= to;
      if (b.x & from) t.x |= to;
      if (b.o & from) t.o |= to;
    }
  return t;
}

}  // namespace

CellBoard parse_cell_board(std::string_view text, std::string_view allowed,
                           std::string_view function) {
  Grid grid = parse_grid(text, allowed, function, 64);
  CellBoard b;
  b.rows = static_cast<std::uint8_t>(grid.rows);
  b.cols = static_cast<std::uint8_t>(grid.cols);
  for (int r = 0; r < b.rows; ++r)
    for (int c = 0; c < b.cols; ++c) {
      char ch = grid.at(static_cast<std::size_t>(r), static_cast<std::size_t>(c));
      if (ch == '.') b.empty |= b.cell(r, c);
      if (ch == 'X') b.x |= b.cell(r, c);
      if (ch == 'O') b.o |= b.cell(r, c);
    }
  return b;
}

std::string cell_board_text(const CellBoard& b) {
  std::string out;
  for (int r = 0; r < b.rows; ++r) {
    if (r) out += '|';
    for (int c = 0; c < b.cols; ++c) {
      std::uint64_t m = b.cell(r, c);
      out += (b.empty & m) ? '.' : (b.x & m) ? 'X' : (b.o & m) ? 'O' : '#';
    }
  }
  return out;
}

std::uint64_t cell_board_hash(const CellBoard& b) {
  std::uint64_t h = mix_hash(static_cast<std::uint64_t>(b.rows) << 8 | b.cols);
  h = mix_hash(h ^ b.empty);
  h = mix_hash(h ^ b.x);
  return mix_hash(h ^ b.o);
}

std::uint64_t neighbours(const CellBoard& b, std::uint64_t from, bool kings) {
  return Shifts(b).spread(from, kings) & ~from;
}

std::vector<std::uint64_t> regions(const CellBoard& b, std::uint64_t mask, bool kings) {
  Shifts shifts(b);
  std::vector<std::uint64_t> out;
  while (mask) {
    std::uint64_t region = mask & -mask, grown = region;
    do {
      region = grown;
      grown = shifts.spread(region, kings) & mask;
    } while (grown != region);
    out.push_back(region);
    mask &= ~region;
  }
  return out;
}

CellBoard restricted(const CellBoard& b, std::uint64_t keep) {
  keep &= b.open();
  int top = b.rows, bottom = -1, left = b.cols, right = -1;
  for (int r = 0; r < b.rows; ++r)
    for (int c = 0; c < b.cols; ++c)
      if (keep & b.cell(r, c)) {
        top = std::min(top, r), bottom = std::max(bottom, r);
        left = std::min(left, c), right = std::max(right, c);
      }
  CellBoard t;
  if (bottom < 0) return t;
  t.rows = static_cast<std::uint8_t>(bottom - top + 1);
  t.cols = static_cast<std::uint8_t>(right - left + 1);
  for (int r = 0; r < t.rows; ++r)
    for (int c = 0; c < t.cols; ++c) {
      std::uint64_t from = b.cell(top + r, left + c) & keep, to = t.cell(r, c);
      if (b.empty & from) t.empty |= to;
      if (b.x & from) t.x |= to;
      if (b.o & from) t.o |= to;
    }
  return t;
}

CellBoard normalised_board(const CellBoard& b, Symmetries symmetries) {
  CellBoard cropped = restricted(b, b.open());
  auto key = [](const CellBoard& t) { return std::tie(t.rows, t.cols, t.empty, t.x, t.o); };
  CellBoard best = cropped;
  for (int s = 1; s < (symmetries == Symmetries::kAll ? 8 : 4); ++s) {
    CellBoard t = transformed(cropped, s);
    if (key(t) < key(best)) best = t;
  }
  return best;
}

}  // namespace cgt::games
