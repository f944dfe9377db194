// A strip of creatures: one row of cells, each empty ('.'), blocked ('#'), a toad or elephant
// ('X', Left's, moving right) or a frog or rhino ('O', Right's, moving left). Kept as three cell
// masks (cell_mask.hpp; cell i is the i-th from the left) and a length. CreatureStrip, of at
// most 64 cells, is four words that hash in a few multiplications and compare in four: the fast
// path; WideCreatureStrip holds strips of any length (up to kMaxGridCells) with the same rules
// code (see grid_board.hpp for why a template). Cells at or beyond `length` are clear.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "games/ruleset/cell_mask.hpp"

namespace cgt::games {

template <CellMask M>
struct BasicCreatureStrip {
  using Mask = M;
  static constexpr std::size_t kMaxLength = kMaxMaskCells<Mask>;

  Mask left{};     // Left's creatures ('X'), moving right
  Mask right{};    // Right's creatures ('O'), moving left
  Mask blocked{};  // '#'
  std::uint32_t length = 0;

  bool operator==(const BasicCreatureStrip&) const = default;

  Mask cells() const { return first_cells<Mask>(length); }
  Mask empty() const { return cells() & ~(left | right | blocked); }
  char at(std::size_t i) const;
  // The cells [begin, end) as a strip of their own.
  BasicCreatureStrip slice(std::size_t begin, std::size_t end) const;
};

using CreatureStrip = BasicCreatureStrip<std::uint64_t>;
using WideCreatureStrip = BasicCreatureStrip<WideBits>;

template <CellMask Mask>
std::uint64_t hash(const BasicCreatureStrip<Mask>& s);

// The strip read right to left with the colours swapped: Left's moves become Right's.
template <CellMask Mask>
BasicCreatureStrip<Mask> mirror(const BasicCreatureStrip<Mask>& s);

// Parses a one-row grid of '.', 'X', 'O' and '#' when `blocked_allowed` (also 'x', 'o', and no
// cells at all), of at most Strip::kMaxLength cells. Throws DomainError starting with
// `function`.
template <class Strip = CreatureStrip>
Strip parse_creature_strip(std::string_view text, std::string_view function,
                           bool blocked_allowed = true);

template <CellMask Mask>
std::string strip_text(const BasicCreatureStrip<Mask>& s);

// The same strip on the 64-cell fast path, when it fits.
std::optional<CreatureStrip> narrowed(const WideCreatureStrip& s);

}  // namespace cgt::games
