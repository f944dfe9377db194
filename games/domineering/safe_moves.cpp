#include "games/domineering/safe_moves.hpp"

#include <algorithm>
#include <bit>

#include "games/domineering/slot_mask.hpp"

// Counting bits is much of this file's work, and without the popcnt instruction (x86-64 has it
// since 2008, but the generic build may not assume it) GCC counts by a call to a library routine
// (15% of the outcome search's time on the empty 6x8 board). So the entry points come in two
// copies, with and without the instruction, one chosen at start by the processor (GCC's
// target_clones), and the helpers are always inlined into each, counting with its instruction
// (packed slots too are counted here, not by packed_dominoes in another file). Not in GCC's
// sanitizer builds: the loader runs the copy-choosing resolver before the sanitizer's runtime is
// up, and the instrumented resolver crashed a ThreadSanitizer build at start.
#if defined(__x86_64__) && defined(__has_attribute) && !defined(__SANITIZE_ADDRESS__) && \
    !defined(__SANITIZE_THREAD__)
#if __has_attribute(target_clones)
#define CGT_SAFE_MOVES_ENTRY __attribute__((target_clones("popcnt", "default")))
#endif
#endif
#ifndef CGT_SAFE_MOVES_ENTRY
#define CGT_SAFE_MOVES_ENTRY
#endif
#define CGT_SAFE_MOVES_HELPER [[gnu::always_inline]] inline

namespace cgt::games {

Mask128 DominoBoard128::horizontal_slots() const {
  // The first column by doubling (cells 0, cols, 2 cols, ...), then moved to the last.
  const unsigned area = unsigned{rows} * cols;
  Mask128 first = 1;
  for (unsigned s = cols; s < area; s *= 2) first |= first << s;
  first &= area >= 128 ? ~Mask128{0} : (Mask128{1} << area) - 1;
  return empty & (empty >> 1) & ~(first << (cols - 1));
}

namespace {

// The bounds are written once for both boards (DominoBoard, DominoBoard128): Board's mask.
template <class Board>
using MaskOf = decltype(Board::empty);

// The board b with the empty cells `empty`.
CGT_SAFE_MOVES_HELPER DominoBoard with_empty(const DominoBoard& b, std::uint64_t empty) {
  return DominoBoard{empty, b.rows, b.cols};
}
CGT_SAFE_MOVES_HELPER DominoBoard128 with_empty(const DominoBoard128& b, Mask128 empty) {
  return DominoBoard128{empty, b.rows, b.cols};
}

// The cells of the slots at `slots`, each covering cells i and i + offset (an offset of the
// mask's width, the column step of a 1 x 64 board, has no slots and must not be shifted by).
template <class M>
CGT_SAFE_MOVES_HELPER M slot_cells(M slots, unsigned offset) {
  return offset < kMaskBits<M> ? slots | (slots << offset) : M{0};
}

// The slots at `slots` that cover none of `cells`.
template <class M>
CGT_SAFE_MOVES_HELPER M slots_clear_of(M slots, M cells, unsigned offset) {
  return offset < kMaskBits<M> ? slots & ~cells & ~(cells >> offset) : M{0};
}

// The safe moves packed (S) and the other slots packed clear of them (T) of the player owning
// `own` (slots of step `offset`), by the proof in the header, as bits.
template <class M>
struct PackedSlots {
  M safe, others;
};
template <class M>
CGT_SAFE_MOVES_HELPER PackedSlots<M> packed_safe_and_others(M own, unsigned offset, M their_cells) {
  const M safe = packed_slots_of(slots_clear_of(own, their_cells, offset), offset);
  return {safe, packed_slots_of(slots_clear_of(own, slot_cells(safe, offset), offset), offset)};
}

// What the player owning `own` (slots of step `offset`) can be sure of, by the proof in the
// header, counted so that the counts of disjoint regions add up: its safe moves packed (s), its
// other slots packed (T, t of them), those of T one opposing move can spoil only alone (A, a of
// them; the others are B) and those with both cells in opposing slots (T2); and of the other
// player (`theirs`, step `their_offset`), its slots packed (r) and the cells they cover (h).
struct SureMoves {
  int safe = 0, t = 0, a = 0, t2 = 0, their_packed = 0, their_cells = 0;
  SureMoves& operator+=(const SureMoves& o) {
    safe += o.safe, t += o.t, a += o.a, t2 += o.t2;
    their_packed += o.their_packed, their_cells += o.their_cells;
    return *this;
  }
};
template <class M>
CGT_SAFE_MOVES_HELPER SureMoves sure_moves(M own, unsigned offset, M theirs, unsigned their_offset) {
  const M their_cells = slot_cells(theirs, their_offset);
  const auto [safe, packed] = packed_safe_and_others(own, offset, their_cells);
  // A: the slots of T that no opposing slot covering cells of two slots of T touches.
  const M cells = slot_cells(packed, offset);
  const M doubles = slots_clear_of(theirs, ~cells, their_offset);
  return {bit_count(safe),
          bit_count(packed),
          bit_count(slots_clear_of(packed, slot_cells(doubles, their_offset), offset)),
          bit_count(slots_clear_of(packed, ~their_cells, offset)),
          bit_count(packed_slots_of(theirs, their_offset)),
          bit_count(their_cells)};
}

// The most moves the other player can make against the owner's `answers`, by the proof in the
// header: its dominoes packed (m.their_packed), and no more than the cells its slots cover
// (m.their_cells) allow when each of the first `answers` answers takes one of them and the first
// `double_answers` (no more than `answers`) two: the largest j with
// 2j + min(j - 1, answers) + min(j - 1, double_answers) <= cells.
CGT_SAFE_MOVES_HELPER int most_moves(const SureMoves& m, int answers, int double_answers) {
  const int h = m.their_cells, p = answers, p2 = double_answers;
  const int by_cells = 3 * p + p2 + 2 <= h ? (h - p - p2) / 2
                       : 4 * p2 + 2 <= h   ? (h + 1 - p2) / 3
                                           : (h + 2) / 4;
  return std::min(m.their_packed, by_cells);
}

// The owner's sure moves less the most the other player can make: the larger of the two ways
// the header counts.
CGT_SAFE_MOVES_HELPER int surplus(const SureMoves& m) {
  const int answers = domineering_answers(m.a, m.t - m.a), third = m.t / 3;
  return m.safe + std::max(answers - most_moves(m, answers, 0),
                           third - most_moves(m, third, m.t2 / 3));
}

// The cells of disjoint protected blocks of the player owning the `vertical` slots (the header's
// last part), greedy, lowest block first.
template <class Board, class M = MaskOf<Board>>
CGT_SAFE_MOVES_HELPER M protected_blocks(const Board& b, bool vertical) {
  const int stride = static_cast<int>(b.stride());
  // One row (or a 64 x 1 column): no 2 x 2 block, and shifts by stride + 1 would pass the mask.
  if (stride + 1 >= static_cast<int>(kMaskBits<M>)) return 0;
  const M own = vertical ? b.vertical_slots() : b.horizontal_slots();
  const M theirs = vertical ? b.horizontal_slots() : b.vertical_slots();
  // Bit x set: an opposing slot at x + d.
  auto theirs_at = [&](int d) { return d >= 0 ? theirs >> d : theirs << -d; };
  // A block's top left cell x: own slots at x and x + step, opposing ones at x and x + pair,
  // and none at x - step, x + step, x + pair - step, x + pair + step.
  const int step = vertical ? 1 : stride, pair = vertical ? stride : 1;
  M candidates = own & (own >> step) & theirs & theirs_at(pair) & ~theirs_at(-step) &
                 ~theirs_at(step) & ~theirs_at(pair - step) & ~theirs_at(pair + step);
  M blocks = 0;
  for (; candidates; candidates &= candidates - 1) {
    const M x = candidates & -candidates;
    const M cells = x | (x << 1) | (x << stride) | (x << (stride + 1));
    if (!(cells & blocks)) blocks |= cells;
  }
  return blocks;
}

// The sure moves of the player owning the `vertical` slots on the cells `empty` of b's rectangle.
template <class Board, class M = MaskOf<Board>>
CGT_SAFE_MOVES_HELPER SureMoves sure_moves_on(const Board& b, M empty, bool vertical) {
  const Board d = with_empty(b, empty);
  const unsigned stride = d.stride();
  const M v = d.vertical_slots(), h = d.horizontal_slots();
  return vertical ? sure_moves(v, stride, h, 1) : sure_moves(h, 1, v, stride);
}

// The bound on the side of the player owning the `vertical` slots, from that player's side
// (Left's lower bound, or minus Right's upper bound), with the switch +-1 when it says more.
struct SideBound {
  int n = 0;
  bool with_switch = false;
};

// The counts of the player owning the `vertical` slots on a sum of disjoint boards, with and
// without its protected blocks, and the number of blocks: each count of the header adds up over
// disjoint regions, and the blocks of all the boards are disjoint, so the sum is bounded as one
// board holding them all apart would be.
struct SumCounts {
  SureMoves plain, without;
  int blocks = 0;
};
template <class Board>
CGT_SAFE_MOVES_HELPER void add_counts(SumCounts& c, const Board& b, bool vertical) {
  const SureMoves plain = sure_moves_on(b, b.empty, vertical);
  c.plain += plain;
  const MaskOf<Board> blocks = protected_blocks(b, vertical);
  c.without += blocks ? sure_moves_on(b, b.empty & ~blocks, vertical) : plain;
  c.blocks += bit_count(blocks) / 4;
}
CGT_SAFE_MOVES_HELPER SideBound side_bound(const SumCounts& c) {
  const int plain = surplus(c.plain);
  if (!c.blocks) return {plain, false};
  const int without = surplus(c.without);
  if (c.blocks % 2 == 0) return {std::max(plain, without), false};
  // An odd number of blocks: without + +-1 >= without - 1, so it is kept when above plain.
  return without > plain ? SideBound{without, true} : SideBound{plain, false};
}
template <class Board>
CGT_SAFE_MOVES_HELPER SideBound side_bound(const Board& b, bool vertical) {
  SumCounts c;
  add_counts(c, b, vertical);
  return side_bound(c);
}

// The candidate slots of option_bound: every slot of T (packed_safe_and_others) of the owner
// of the `vertical` slots, and every slot that makes the slot beside it safe (a 2 x 2 block of
// empty cells walled on one side, Obsequi's protective area: the owner moves on the far side
// and the near slot is safe), as bits.
template <class Board, class M = MaskOf<Board>>
CGT_SAFE_MOVES_HELPER M tempo_slots(const Board& b, bool vertical) {
  const unsigned stride = b.stride();
  const M v = b.vertical_slots(), h = b.horizontal_slots();
  const M own = vertical ? v : h, theirs = vertical ? h : v;
  const unsigned offset = vertical ? stride : 1, their_offset = vertical ? 1 : stride;
  const M t = packed_safe_and_others(own, offset, slot_cells(theirs, their_offset)).others;
  // One row or one column: no 2 x 2 block (as in protected_blocks).
  if (stride + 1 >= kMaskBits<M>) return t;
  // Bit x set: an opposing slot at x + d.
  auto theirs_at = [&](int d) { return d >= 0 ? theirs >> d : theirs << -d; };
  // Own slots at x and x + step (a block with top left cell x), opposing slots in the block
  // (at x or x + pair: else x and x + step are safe already).
  const int step = vertical ? 1 : static_cast<int>(stride), pair = vertical ? static_cast<int>(stride) : 1;
  const M blocks = own & (own >> step) & (theirs | theirs_at(pair));
  // Walled before x (no opposing slot at x - step or x + pair - step): moving on x + step makes
  // x safe; walled after x + step: moving on x makes x + step safe.
  const M before = blocks & ~theirs_at(-step) & ~theirs_at(pair - step);
  const M after = blocks & ~theirs_at(step) & ~theirs_at(pair + step);
  return t | (before << step) | after;
}

// The entry points of the header, for either board.
template <class Board>
CGT_SAFE_MOVES_HELPER std::optional<OptionBound> option_bound(const Board& b, bool vertical) {
  std::optional<OptionBound> best;
  const unsigned offset = vertical ? b.stride() : 1;
  for (MaskOf<Board> c = tempo_slots(b, vertical); c; c &= c - 1) {
    const SideBound o = side_bound(b.placed(c & -c, offset), vertical);
    if (!best || o.n > best->n || (o.n == best->n && !o.with_switch))
      best = OptionBound{o.n, o.with_switch};
  }
  return best;
}

template <class Board>
CGT_SAFE_MOVES_HELPER IntegerBounds integer_bounds(const Board& b) {
  const SideBound left = side_bound(b, true), right = side_bound(b, false);
  return IntegerBounds{left.n, -right.n, left.with_switch, right.with_switch};
}

template <class Board>
CGT_SAFE_MOVES_HELPER IntegerBounds sum_bounds(std::span<const Board> parts,
                                               std::span<IntegerBounds> each) {
  SumCounts left, right;          // the counts of all the parts together
  SideBound left_sum, right_sum;  // the sums of the parts' own bounds
  for (std::size_t i = 0; i < parts.size(); ++i) {
    SumCounts l, r;
    add_counts(l, parts[i], true);
    add_counts(r, parts[i], false);
    const SideBound lb = side_bound(l), rb = side_bound(r);
    each[i] = IntegerBounds{lb.n, -rb.n, lb.with_switch, rb.with_switch};
    left_sum = {left_sum.n + lb.n, left_sum.with_switch != lb.with_switch};
    right_sum = {right_sum.n + rb.n, right_sum.with_switch != rb.with_switch};
    left.plain += l.plain, left.without += l.without, left.blocks += l.blocks;
    right.plain += r.plain, right.without += r.without, right.blocks += r.blocks;
  }
  // Each side the larger: n + +-1 >= m when n > m; on a tie, the bound without the switch.
  auto better = [](SideBound a, SideBound b) {
    return a.n > b.n || (a.n == b.n && !a.with_switch) ? a : b;
  };
  const SideBound l = better(side_bound(left), left_sum), r = better(side_bound(right), right_sum);
  return IntegerBounds{l.n, -r.n, l.with_switch, r.with_switch};
}

template <class Board>
CGT_SAFE_MOVES_HELPER int balance(const Board& b) {
  const unsigned stride = b.stride();
  const MaskOf<Board> vertical = b.vertical_slots(), horizontal = b.horizontal_slots();
  const SureMoves left = sure_moves(vertical, stride, horizontal, 1);
  const SureMoves right = sure_moves(horizontal, 1, vertical, stride);
  return left.safe + left.t / 3 - left.their_packed + right.their_packed - right.safe -
         right.t / 3;
}

}  // namespace

CGT_SAFE_MOVES_ENTRY std::optional<OptionBound> domineering_option_bound(const DominoBoard& b,
                                                                         bool vertical) {
  return option_bound(b, vertical);
}
CGT_SAFE_MOVES_ENTRY std::optional<OptionBound> domineering_option_bound(const DominoBoard128& b,
                                                                         bool vertical) {
  return option_bound(b, vertical);
}

CGT_SAFE_MOVES_ENTRY IntegerBounds domineering_integer_bounds(const DominoBoard& b) {
  return integer_bounds(b);
}
CGT_SAFE_MOVES_ENTRY IntegerBounds domineering_integer_bounds(const DominoBoard128& b) {
  return integer_bounds(b);
}

CGT_SAFE_MOVES_ENTRY IntegerBounds domineering_sum_bounds(std::span<const DominoBoard> parts,
                                                          std::span<IntegerBounds> each) {
  return sum_bounds(parts, each);
}
CGT_SAFE_MOVES_ENTRY IntegerBounds domineering_sum_bounds(std::span<const DominoBoard128> parts,
                                                          std::span<IntegerBounds> each) {
  return sum_bounds(parts, each);
}

CGT_SAFE_MOVES_ENTRY int domineering_balance(const DominoBoard& b) { return balance(b); }
CGT_SAFE_MOVES_ENTRY int domineering_balance(const DominoBoard128& b) { return balance(b); }

}  // namespace cgt::games

#undef CGT_SAFE_MOVES_ENTRY
#undef CGT_SAFE_MOVES_HELPER
