#include "games/toads_and_frogs/creature_strip.hpp"

#include <fmt/format.h>

#include "cgt/error.hpp"
#include "games/ruleset/grid.hpp"
#include "games/ruleset/ruleset.hpp"

namespace cgt::games {
char CreatureStrip::at(std::size_t i) const {
  if (left >> i & 1) return 'X';
  if (right >> i & 1) return 'O';
  if (blocked >> i & 1) return '#';
  return '.';
}

CreatureStrip CreatureStrip::slice(std::size_t begin, std::size_t end) const {
  CreatureStrip out;
  if (begin >= end) return out;
  out.length = static_cast<std::uint8_t>(end - begin);
  std::uint64_t mask = out.cells();
  out.left = left >> begin & mask;
  out.right = right >> begin & mask;
  out.blocked = blocked >> begin & mask;
  return out;
}

std::uint64_t reverse_bits(std::uint64_t x, std::size_t length) {
  std::uint64_t r = 0;
  for (std::size_t i = 0; i < length; ++i)
    if (x >> i & 1) r |= 1ull << (length - 1 - i);
  return r;
}

std::uint64_t hash(const CreatureStrip& s) {
  return mix_hash(s.left ^ mix_hash(s.right ^ mix_hash(s.blocked ^ mix_hash(s.length))));
}

CreatureStrip mirror(const CreatureStrip& s) {
  CreatureStrip m;
  m.length = s.length;
  m.left = reverse_bits(s.right, s.length);
  m.right = reverse_bits(s.left, s.length);
  m.blocked = reverse_bits(s.blocked, s.length);
  return m;
}

CreatureStrip parse_creature_strip(std::string_view text, std::string_view function,
                                   bool blocked_allowed) {
  Grid grid =
      parse_grid(text, blocked_allowed ? ".XO#" : ".XO", function, CreatureStrip::kMaxLength);
  if (grid.rows > 1)
    throw DomainError(
        fmt::format("{}: a strip is one row of cells, not {} rows", function, grid.rows));
  CreatureStrip s;
  s.length = static_cast<std::uint8_t>(grid.cols);
  for (std::size_t i = 0; i < grid.cols; ++i) {
    char c = grid.at(0, i);
    if (c == 'X') s.left |= 1ull << i;
    if (c == 'O') s.right |= 1ull << i;
    if (c == '#') s.blocked |= 1ull << i;
  }
  return s;
}

std::string strip_text(const CreatureStrip& s) {
  std::string out;
  for (std::size_t i = 0; i < s.length; ++i) out += s.at(i);
  return out;
}

}  // namespace cgt::games
