#include "games/domineering/safe_moves.hpp"

#include <algorithm>
#include <bit>

// Counting bits is much of this file's work, and without the popcnt instruction (x86-64 has it
// since 2008, but the generic build may not assume it) GCC counts by a call to a library routine
// (15% of the outcome search's time on the empty 6x8 board). So the entry points come in two
// copies, with and without the instruction, one chosen at start by the processor (GCC's
// target_clones), and the helpers are always inlined into each, counting with its instruction
// (packed slots too are counted here, not by packed_dominoes in another file).
#if defined(__x86_64__) && defined(__has_attribute)
#if __has_attribute(target_clones)
#define CGT_SAFE_MOVES_ENTRY __attribute__((target_clones("popcnt", "default")))
#endif
#endif
#ifndef CGT_SAFE_MOVES_ENTRY
#define CGT_SAFE_MOVES_ENTRY
#endif
#define CGT_SAFE_MOVES_HELPER [[gnu::always_inline]] inline

namespace cgt::games {

namespace {

// The cells of the slots at `slots`, each covering cells i and i + offset (an offset of 64, the
// column step of a 1 x 64 board, has no slots and must not be shifted by).
CGT_SAFE_MOVES_HELPER std::uint64_t slot_cells(std::uint64_t slots, unsigned offset) {
  return offset < 64 ? slots | (slots << offset) : 0;
}

// The slots at `slots` that cover none of `cells`.
CGT_SAFE_MOVES_HELPER std::uint64_t slots_clear_of(std::uint64_t slots, std::uint64_t cells,
                                                   unsigned offset) {
  return offset < 64 ? slots & ~cells & ~(cells >> offset) : 0;
}

// The safe moves packed (S) and the other slots packed clear of them (T) of the player owning
// `own` (slots of step `offset`), by the proof in the header, as bits.
struct PackedSlots {
  std::uint64_t safe, others;
};
CGT_SAFE_MOVES_HELPER PackedSlots packed_safe_and_others(std::uint64_t own, unsigned offset,
                                                         std::uint64_t their_cells) {
  const std::uint64_t safe = packed_slots(slots_clear_of(own, their_cells, offset), offset);
  return {safe, packed_slots(slots_clear_of(own, slot_cells(safe, offset), offset), offset)};
}

// What the player owning `own` (slots of step `offset`) can be sure of, by the proof in the
// header: its safe moves packed (s), and the answers its other slots packed (T) give: c(a, b) of
// the header, from those one opposing move can spoil only alone (A) and the others (B); and a
// third of T2, the slots of T with both cells in opposing slots.
struct SureMoves {
  int safe, third, answers, third_of_t2;
};
CGT_SAFE_MOVES_HELPER SureMoves sure_moves(std::uint64_t own, unsigned offset, std::uint64_t theirs,
                                           unsigned their_offset) {
  const std::uint64_t their_cells = slot_cells(theirs, their_offset);
  const auto [safe, packed] = packed_safe_and_others(own, offset, their_cells);
  // A: the slots of T that no opposing slot covering cells of two slots of T touches.
  const std::uint64_t cells = slot_cells(packed, offset);
  const std::uint64_t doubles = slots_clear_of(theirs, ~cells, their_offset);
  const int t = std::popcount(packed);
  const int a = std::popcount(slots_clear_of(packed, slot_cells(doubles, their_offset), offset));
  const int t2 = std::popcount(slots_clear_of(packed, ~their_cells, offset));
  return {std::popcount(safe), t / 3, domineering_answers(a, t - a), t2 / 3};
}

// The most moves the owner of `slots` (step `offset`) can make against the other player's
// `answers`, by the proof in the header: its dominoes packed, and no more than the cells its
// slots cover allow when each of the first `answers` answers takes one of them and the first
// `double_answers` (no more than `answers`) two: the largest j with
// 2j + min(j - 1, answers) + min(j - 1, double_answers) <= cells.
CGT_SAFE_MOVES_HELPER int most_moves(std::uint64_t slots, unsigned offset, int answers,
                                     int double_answers) {
  const int h = std::popcount(slot_cells(slots, offset)), p = answers, p2 = double_answers;
  const int by_cells = 3 * p + p2 + 2 <= h ? (h - p - p2) / 2
                       : 4 * p2 + 2 <= h   ? (h + 1 - p2) / 3
                                           : (h + 2) / 4;
  return std::min(std::popcount(packed_slots(slots, offset)), by_cells);
}

// The owner's sure moves less the most the other player (`theirs`, step `their_offset`) can
// make: the larger of the two ways the header counts.
CGT_SAFE_MOVES_HELPER int surplus(const SureMoves& m, std::uint64_t theirs, unsigned their_offset) {
  return m.safe + std::max(m.answers - most_moves(theirs, their_offset, m.answers, 0),
                           m.third - most_moves(theirs, their_offset, m.third, m.third_of_t2));
}

// The cells of disjoint protected blocks of the player owning the `vertical` slots (the header's
// last part), greedy, lowest block first.
CGT_SAFE_MOVES_HELPER std::uint64_t protected_blocks(const DominoBoard& b, bool vertical) {
  const int stride = static_cast<int>(b.stride());
  if (stride >= 63) return 0;  // one row or one column: no 2 x 2 block
  const std::uint64_t own = vertical ? b.vertical_slots() : b.horizontal_slots();
  const std::uint64_t theirs = vertical ? b.horizontal_slots() : b.vertical_slots();
  // Bit x set: an opposing slot at x + d.
  auto theirs_at = [&](int d) { return d >= 0 ? theirs >> d : theirs << -d; };
  // A block's top left cell x: own slots at x and x + step, opposing ones at x and x + pair,
  // and none at x - step, x + step, x + pair - step, x + pair + step.
  const int step = vertical ? 1 : stride, pair = vertical ? stride : 1;
  std::uint64_t candidates = own & (own >> step) & theirs & theirs_at(pair) & ~theirs_at(-step) &
                             ~theirs_at(step) & ~theirs_at(pair - step) & ~theirs_at(pair + step);
  std::uint64_t blocks = 0;
  for (; candidates; candidates &= candidates - 1) {
    const std::uint64_t x = candidates & -candidates;
    const std::uint64_t cells = x | (x << 1) | (x << stride) | (x << (stride + 1));
    if (!(cells & blocks)) blocks |= cells;
  }
  return blocks;
}

// The surplus of the player owning the `vertical` slots on the cells `empty` of b's rectangle.
CGT_SAFE_MOVES_HELPER int surplus_on(const DominoBoard& b, std::uint64_t empty, bool vertical) {
  const DominoBoard d{empty, b.rows, b.cols};
  const unsigned stride = d.stride();
  const std::uint64_t v = d.vertical_slots(), h = d.horizontal_slots();
  return vertical ? surplus(sure_moves(v, stride, h, 1), h, 1)
                  : surplus(sure_moves(h, 1, v, stride), v, stride);
}

// The bound on the side of the player owning the `vertical` slots, from that player's side
// (Left's lower bound, or minus Right's upper bound), with the switch +-1 when it says more.
struct SideBound {
  int n;
  bool with_switch;
};
CGT_SAFE_MOVES_HELPER SideBound side_bound(const DominoBoard& b, bool vertical) {
  const int plain = surplus_on(b, b.empty, vertical);
  const std::uint64_t blocks = protected_blocks(b, vertical);
  if (!blocks) return {plain, false};
  const int without = surplus_on(b, b.empty & ~blocks, vertical);
  if (std::popcount(blocks) % 8 == 0) return {std::max(plain, without), false};
  // An odd number of blocks: without + +-1 >= without - 1, so it is kept when above plain.
  return without > plain ? SideBound{without, true} : SideBound{plain, false};
}

// The candidate slots of option_bound: every slot of T (packed_safe_and_others) of the owner
// of the `vertical` slots, as bits (none when T is empty).
CGT_SAFE_MOVES_HELPER std::uint64_t tempo_slots(const DominoBoard& b, bool vertical) {
  const unsigned stride = b.stride();
  const std::uint64_t v = b.vertical_slots(), h = b.horizontal_slots();
  const std::uint64_t own = vertical ? v : h, theirs = vertical ? h : v;
  const unsigned offset = vertical ? stride : 1, their_offset = vertical ? 1 : stride;
  return packed_safe_and_others(own, offset, slot_cells(theirs, their_offset)).others;
}

}  // namespace

CGT_SAFE_MOVES_ENTRY std::optional<OptionBound> domineering_option_bound(const DominoBoard& b,
                                                                         bool vertical) {
  std::optional<OptionBound> best;
  const unsigned offset = vertical ? b.stride() : 1;
  for (std::uint64_t c = tempo_slots(b, vertical); c; c &= c - 1) {
    const SideBound o = side_bound(b.placed(c & -c, offset), vertical);
    if (!best || o.n > best->n || (o.n == best->n && !o.with_switch))
      best = OptionBound{o.n, o.with_switch};
  }
  return best;
}

CGT_SAFE_MOVES_ENTRY IntegerBounds domineering_integer_bounds(const DominoBoard& b) {
  const SideBound left = side_bound(b, true), right = side_bound(b, false);
  return IntegerBounds{left.n, -right.n, left.with_switch, right.with_switch};
}

CGT_SAFE_MOVES_ENTRY int domineering_balance(const DominoBoard& b) {
  const unsigned stride = b.stride();
  const std::uint64_t vertical = b.vertical_slots(), horizontal = b.horizontal_slots();
  const SureMoves left = sure_moves(vertical, stride, horizontal, 1);
  const SureMoves right = sure_moves(horizontal, 1, vertical, stride);
  return left.safe + left.third - std::popcount(packed_slots(horizontal, 1)) +
         std::popcount(packed_slots(vertical, stride)) - right.safe - right.third;
}

}  // namespace cgt::games

#undef CGT_SAFE_MOVES_ENTRY
#undef CGT_SAFE_MOVES_HELPER
