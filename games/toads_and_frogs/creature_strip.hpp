// A strip of creatures: one row of at most 64 cells, each empty ('.'), blocked ('#'), a toad or
// elephant ('X', Left's, moving right) or a frog or rhino ('O', Right's, moving left). Kept as
// three bitboards (bit i is cell i, cell 0 the leftmost) and a length, so that a position is
// four words, hashes in a few multiplications and compares in four. Bits at or beyond `length` are
// clear.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace cgt::games {

struct CreatureStrip {
  static constexpr std::size_t kMaxLength = 64;

  std::uint64_t left = 0;     // Left's creatures ('X'), moving right
  std::uint64_t right = 0;    // Right's creatures ('O'), moving left
  std::uint64_t blocked = 0;  // '#'
  std::uint8_t length = 0;

  bool operator==(const CreatureStrip&) const = default;

  std::uint64_t cells() const { return length == 64 ? ~0ull : (1ull << length) - 1; }
  std::uint64_t empty() const { return cells() & ~(left | right | blocked); }
  char at(std::size_t i) const;
  // The cells [begin, end) as a strip of their own.
  CreatureStrip slice(std::size_t begin, std::size_t end) const;
};

std::uint64_t hash(const CreatureStrip& s);

// The low `length` bits of x in reverse order: a strip's bitboard read right to left.
std::uint64_t reverse_bits(std::uint64_t x, std::size_t length);

// The strip read right to left with the colours swapped: Left's moves become Right's.
CreatureStrip mirror(const CreatureStrip& s);

// Parses a one-row grid of '.', 'X', 'O' and '#' when `blocked_allowed` (also 'x', 'o', and no
// cells at all). Throws DomainError starting with `function`.
CreatureStrip parse_creature_strip(std::string_view text, std::string_view function,
                                   bool blocked_allowed = true);

std::string strip_text(const CreatureStrip& s);

}  // namespace cgt::games
