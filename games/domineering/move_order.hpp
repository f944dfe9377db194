// The move order of the Domineering outcome search (Domineering::search_options), written once
// for the 64-bit boards and the 128-bit boards of wide Domineering (wide_domino_game.hpp).
#pragma once

#include <algorithm>
#include <vector>

#include "games/domineering/safe_moves.hpp"
#include "games/domineering/slot_mask.hpp"

namespace cgt::games {

// Regions with more slots (both players' together) than this are ordered by the bounds; smaller
// ones only by the slots a move touches. Scoring every move by the bounds costs more than it
// saves on small regions: the 20 random 8x8 boards of the benchmarks took 2.45 s of CPU ordered
// by the bounds everywhere, 1.84 s with this threshold and 1.92 s in the build that ordered by
// the slots alone (commit 6d50727; medians of 5, 2026-11-29), while the empty 7x7 board
// searches 104,992 positions against 104,299.
inline constexpr int kOrderSlots = 30;

template <class Board>
struct ScoredMove {
  int score;
  decltype(Board::empty) slot;
  Board option;
};

// The moves of the slots `candidates` (of the mover's, vertical or not) best first into
// `scored`: by the balance of the option (domineering_balance in safe_moves.hpp), from the
// mover's side (in regions of more than kOrderSlots slots): it grows with the mover's safe and
// packed moves and shrinks with the opponent's, as the scores of Domineering solvers do
// (Bullock's Obsequi). Ties go to the move that takes away more of the opponent's slots and
// fewer of the mover's own.
template <class Board>
void order_moves(const Board& p, bool vertical, decltype(Board::empty) candidates,
                 std::vector<ScoredMove<Board>>& scored) {
  using M = decltype(Board::empty);
  const M own = vertical ? p.vertical_slots() : p.horizontal_slots();
  const M theirs = vertical ? p.horizontal_slots() : p.vertical_slots();
  const unsigned offset = vertical ? p.stride() : 1, across = vertical ? 1 : p.stride();
  // A slot at i covers cells i and i + step: the slots touching cells c and c + offset start
  // at c, c + offset and one step before each (a step of the mask's width, the rows of a
  // 1 x 64 board, reaches no cell).
  auto touching = [](M slots, M cells, unsigned step) {
    return bit_count(slots & (cells | (step < kMaskBits<M> ? cells >> step : M{0})));
  };
  scored.clear();
  const bool large = bit_count(own) + bit_count(theirs) > kOrderSlots;
  for (M rest = candidates; rest; rest &= rest - 1) {
    const M slot = rest & -rest, cells = slot | (slot << offset);
    const Board option = p.placed(slot, offset);
    int bounds = 0;
    if (large) bounds = vertical ? domineering_balance(option) : -domineering_balance(option);
    const int slots = 2 * touching(theirs, cells, across) - touching(own, cells, offset);
    scored.push_back({bounds * 64 + slots, slot, option});
  }
  std::stable_sort(scored.begin(), scored.end(),
                   [](const ScoredMove<Board>& a, const ScoredMove<Board>& b) {
                     return a.score > b.score;
                   });
}

}  // namespace cgt::games
