// The least winning take-away T(Q) of a position Q (a multiset of piles) in a take-away game
// with a global move dynamic (paper 000, sections 1 and 8): one counter for the whole game, so
// the position is (Q; r), and a move takes s stones, 1 <= s <= r, from one pile, after which
// the limit is next_limit(s): 2s in global Fibonacci nim, s in global power-of-two nim.
//
// Such a game is not a disjunctive sum, so it has no value in the group; but its outcome for
// every r at once is one number. Since the options of (Q; r) grow with r,
//   T(Q) = min { s : some pile n_i >= s has (Q - s at pile i; next_limit(s)) in P }
//        = min { s : some pile n_i >= s has T(Q - s at pile i) > next_limit(s) },
// and (Q; r) is N exactly when T(Q) <= r; with no limit (r = infinity) it is N exactly when
// T(Q) is finite. kNoWinningTake stands for T = infinity (no winning move at any limit).
//
// The recursion is written once here; the solvers differ only in where they keep T (a hash
// table keyed by the sorted multiset, or dense arrays for two and three piles).
#pragma once

#include <array>
#include <cstdint>
#include <limits>
#include <span>

#include "cgt/error.hpp"

namespace cgt::games {

using Pile = std::uint32_t;
using Take = std::uint32_t;
inline constexpr Take kNoWinningTake = std::numeric_limits<Take>::max();
inline constexpr std::size_t kMaxGlobalPiles = 16;

enum class MoveDynamic {
  kFibonacci,   // paper 000: the next player may take up to twice the last take
  kPowerOfTwo,  // paper 000, section 8: the next player may take up to the last take
};

constexpr std::uint64_t next_limit(MoveDynamic d, std::uint64_t take) {
  return d == MoveDynamic::kFibonacci ? 2 * take : take;
}

// T(Q) for `sorted` (ascending, zeros allowed, at most kMaxGlobalPiles piles), given `lookup`,
// which returns T of an option, passed as a sorted span. Options are tried by increasing take,
// so the scan stops at the least winning one.
template <class Lookup>
Take least_winning_take(std::span<const Pile> sorted, MoveDynamic dynamic, Lookup&& lookup) {
  if (sorted.empty()) return kNoWinningTake;
  if (sorted.size() > kMaxGlobalPiles) throw LimitError("global Fibonacci nim: at most 16 piles");
  std::array<Pile, kMaxGlobalPiles> child;
  const Pile largest = sorted.back();
  for (Pile s = 1; s <= largest; ++s) {
    // Each distinct pile size v >= s once (its leftmost copy), largest first.
    for (std::size_t i = sorted.size(); i-- > 0;) {
      const Pile v = sorted[i];
      if (v < s) break;
      if (i > 0 && sorted[i - 1] == v) continue;
      std::copy(sorted.begin(), sorted.end(), child.begin());
      std::size_t j = i;
      child[j] = v - s;
      for (; j > 0 && child[j - 1] > child[j]; --j) std::swap(child[j - 1], child[j]);
      if (lookup(std::span<const Pile>(child.data(), sorted.size())) > next_limit(dynamic, s))
        return s;
    }
  }
  return kNoWinningTake;
}

}  // namespace cgt::games
