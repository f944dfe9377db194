// Cell masks: what generic board code (grid_board.hpp, the strips, the rulesets written for
// boards of any size) asks of a set of cells, for the two mask types: std::uint64_t, the fast
// path of boards of at most 64 cells, and WideBits, for larger ones. Board code writes &, |, ^,
// ~ and shifts as usual, and these functions for the rest; a mask is always read with the
// number of cells of its board (`cells`), which std::uint64_t ignores.
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "games/ruleset/wide_bits.hpp"

namespace cgt::games {

template <class Mask>
concept CellMask = std::is_same_v<Mask, std::uint64_t> || std::is_same_v<Mask, WideBits>;

// The most cells a mask of the type holds (std::uint64_t: 64).
template <CellMask Mask>
constexpr std::size_t kMaxMaskCells = std::is_same_v<Mask, std::uint64_t> ? 64 : SIZE_MAX;

// The empty set, the cells 0 .. cells - 1, and {cell}, on a board of `cells` cells.
template <CellMask Mask>
Mask no_cells(std::size_t cells) {
  if constexpr (std::is_same_v<Mask, std::uint64_t>)
    return 0;
  else
    return WideBits::empty_of(cells);
}
template <CellMask Mask>
Mask first_cells(std::size_t cells) {
  if constexpr (std::is_same_v<Mask, std::uint64_t>)
    return cells >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << cells) - 1;
  else
    return WideBits::filled(cells);
}
template <CellMask Mask>
Mask one_cell(std::size_t cell, std::size_t cells) {
  if constexpr (std::is_same_v<Mask, std::uint64_t>)
    return std::uint64_t{1} << cell;
  else
    return WideBits::single(cell, cells);
}

inline bool has_cells(std::uint64_t m) {
  return m != 0;
}
inline bool has_cells(const WideBits& m) {
  return static_cast<bool>(m);
}
inline bool has_cell(std::uint64_t m, std::size_t cell) {
  return cell < 64 && (m >> cell & 1);
}
inline bool has_cell(const WideBits& m, std::size_t cell) {
  return m.test(cell);
}
inline std::size_t cell_count(std::uint64_t m) {
  return static_cast<std::size_t>(std::popcount(m));
}
inline std::size_t cell_count(const WideBits& m) {
  return m.count();
}
// The least cell of a nonempty mask.
inline std::size_t first_cell(std::uint64_t m) {
  return static_cast<std::size_t>(std::countr_zero(m));
}
inline std::size_t first_cell(const WideBits& m) {
  return m.first();
}
// The mask of the least cell alone.
inline std::uint64_t lowest_cell(std::uint64_t m) {
  return m & (~m + 1);
}
inline WideBits lowest_cell(const WideBits& m) {
  return m.lowest();
}
inline void add_cell(std::uint64_t& m, std::size_t cell) {
  m |= std::uint64_t{1} << cell;
}
inline void add_cell(WideBits& m, std::size_t cell) {
  m.set(cell);
}
inline void remove_cell(std::uint64_t& m, std::size_t cell) {
  m &= ~(std::uint64_t{1} << cell);
}
inline void remove_cell(WideBits& m, std::size_t cell) {
  m.reset(cell);
}
// The mask with the word count of a board of `cells` cells.
inline std::uint64_t resized(std::uint64_t m, std::size_t) {
  return m;
}
inline WideBits resized(const WideBits& m, std::size_t cells) {
  return m.resized(cells);
}
// Cell i goes to length - 1 - i: a strip read right to left.
std::uint64_t reversed(std::uint64_t m, std::size_t length);
inline WideBits reversed(const WideBits& m, std::size_t length) {
  return m.reversed(length);
}
inline std::uint64_t mask_hash(std::uint64_t m) {
  return m;
}
inline std::uint64_t mask_hash(const WideBits& m) {
  return m.hash();
}

// Calls f(cell) for each cell of mask, least first.
template <CellMask Mask, class F>
void for_each_cell(const Mask& mask, F&& f) {
  if constexpr (std::is_same_v<Mask, std::uint64_t>) {
    for (std::uint64_t m = mask; m; m &= m - 1) f(static_cast<std::size_t>(std::countr_zero(m)));
  } else {
    for (std::size_t w = 0; w < mask.words(); ++w)
      for (std::uint64_t m = mask.word(w); m; m &= m - 1)
        f(64 * w + static_cast<std::size_t>(std::countr_zero(m)));
  }
}

// Calls f(bit) for each cell of mask, least first, with the mask of that cell alone.
template <CellMask Mask, class F>
void for_each_bit(const Mask& mask, F&& f) {
  if constexpr (std::is_same_v<Mask, std::uint64_t>) {
    for (std::uint64_t m = mask; m;) {
      std::uint64_t bit = m & (~m + 1);
      f(bit);
      m ^= bit;
    }
  } else {
    std::size_t cells = 64 * mask.words();
    for_each_cell(mask, [&](std::size_t cell) { f(WideBits::single(cell, cells)); });
  }
}

}  // namespace cgt::games
