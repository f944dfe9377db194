#include "games/toads_and_frogs/creature_strip.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "cgt/error.hpp"
#include "games/ruleset/grid.hpp"
#include "games/ruleset/ruleset.hpp"

namespace cgt::games {

template <CellMask Mask>
char BasicCreatureStrip<Mask>::at(std::size_t i) const {
  if (has_cell(left, i)) return 'X';
  if (has_cell(right, i)) return 'O';
  if (has_cell(blocked, i)) return '#';
  return '.';
}

template <CellMask Mask>
BasicCreatureStrip<Mask> BasicCreatureStrip<Mask>::slice(std::size_t begin, std::size_t end) const {
  BasicCreatureStrip out;
  if (begin >= end) return out;
  out.length = static_cast<std::uint32_t>(end - begin);
  Mask mask = out.cells();
  out.left = resized(left >> begin, out.length) & mask;
  out.right = resized(right >> begin, out.length) & mask;
  out.blocked = resized(blocked >> begin, out.length) & mask;
  return out;
}

template <CellMask Mask>
std::uint64_t hash(const BasicCreatureStrip<Mask>& s) {
  return mix_hash(mask_hash(s.left) ^ mix_hash(mask_hash(s.right) ^ mix_hash(mask_hash(s.blocked) ^
                                                                             mix_hash(s.length))));
}

template <CellMask Mask>
BasicCreatureStrip<Mask> mirror(const BasicCreatureStrip<Mask>& s) {
  BasicCreatureStrip<Mask> m;
  m.length = s.length;
  m.left = reversed(s.right, s.length);
  m.right = reversed(s.left, s.length);
  m.blocked = reversed(s.blocked, s.length);
  return m;
}

template <class Strip>
Strip parse_creature_strip(std::string_view text, std::string_view function, bool blocked_allowed) {
  Grid grid = parse_grid(text, blocked_allowed ? ".XO#" : ".XO", function,
                         std::min(Strip::kMaxLength, kMaxGridCells));
  if (grid.rows > 1)
    throw DomainError(
        fmt::format("{}: a strip is one row of cells, not {} rows", function, grid.rows));
  Strip s;
  s.length = static_cast<std::uint32_t>(grid.cols);
  s.left = s.right = s.blocked = no_cells<typename Strip::Mask>(s.length);
  for (std::size_t i = 0; i < grid.cols; ++i) {
    char c = grid.at(0, i);
    if (c == 'X') add_cell(s.left, i);
    if (c == 'O') add_cell(s.right, i);
    if (c == '#') add_cell(s.blocked, i);
  }
  return s;
}

template <CellMask Mask>
std::string strip_text(const BasicCreatureStrip<Mask>& s) {
  std::string out;
  for (std::size_t i = 0; i < s.length; ++i) out += s.at(i);
  return out;
}

std::optional<CreatureStrip> narrowed(const WideCreatureStrip& s) {
  if (s.length > CreatureStrip::kMaxLength) return std::nullopt;
  return CreatureStrip{s.left.word(0), s.right.word(0), s.blocked.word(0), s.length};
}

#define CGT_CREATURE_STRIP_INSTANTIATIONS(Strip)                                        \
  template struct BasicCreatureStrip<Strip::Mask>;                                      \
  template std::uint64_t hash(const Strip&);                                            \
  template Strip mirror(const Strip&);                                                  \
  template Strip parse_creature_strip<Strip>(std::string_view, std::string_view, bool); \
  template std::string strip_text(const Strip&);
CGT_CREATURE_STRIP_INSTANTIATIONS(CreatureStrip)
CGT_CREATURE_STRIP_INSTANTIATIONS(WideCreatureStrip)
#undef CGT_CREATURE_STRIP_INSTANTIATIONS

}  // namespace cgt::games
