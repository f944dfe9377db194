// The cell masks the Domineering bounds are written for (safe_moves.cpp): one 64-bit word
// (DominoBoard) or one 128-bit word (DominoBoard128, for the boards of wide_domino_game.hpp of
// up to 128 cells: 9 x 9, 10 x 10, 11 x 11), with what the bounds ask of either.
#pragma once

#include <bit>
#include <cstdint>

namespace cgt::games {

// GCC's and Clang's 128-bit integer: shifts, and, or and negation in two instructions each.
using Mask128 = unsigned __int128;

template <class M>
inline constexpr unsigned kMaskBits = sizeof(M) * 8;

[[gnu::always_inline]] inline int bit_count(std::uint64_t x) { return std::popcount(x); }
[[gnu::always_inline]] inline int bit_count(Mask128 x) {
  return std::popcount(static_cast<std::uint64_t>(x)) +
         std::popcount(static_cast<std::uint64_t>(x >> 64));
}

// x << s, and none for a shift by the whole mask (a 1 x 64 board has cols == 64).
template <class M>
[[gnu::always_inline]] inline M shifted_up(M x, unsigned s) {
  return s >= kMaskBits<M> ? M{0} : x << s;
}

// packed_slots of domino_board.hpp for either mask: each run of slots along the lines of step
// `offset` keeps its first slot, its third, and so on, found in doubling steps.
template <class M>
[[gnu::always_inline]] inline M packed_slots_of(M slots, unsigned offset) {
  M packed = slots & ~shifted_up(slots, offset);
  M through = slots & shifted_up(slots, offset) & shifted_up(slots, 2 * offset);
  for (unsigned step = 2 * offset; step < kMaskBits<M> && through; step *= 2) {
    packed |= shifted_up(packed, step) & through;
    through &= shifted_up(through, step);
  }
  return packed;
}

}  // namespace cgt::games
