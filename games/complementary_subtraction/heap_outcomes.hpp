// Outcome classes of positions of several heaps of a complementary subtraction game (paper 004,
// sections 1 and 6; GoldenNugget above all): who wins a multiset of blue and red heaps, decided
// from the heaps' reduced canonical forms where that is sound and from the exact value otherwise.
//
// The rule. Left moving first wins G iff G ≰ 0; Right moving first wins iff G ≱ 0.
//   - Stops decide when they are not 0. Stops are monotone (G <= H gives L(G) <= L(H)), so
//     L(G) > 0 rules out G <= 0: Left moving first wins. For a number x > L(G), G < x, so
//     L(G) < 0 gives G < 0: Left moving first loses. Dually R(G) < 0: Right moving first wins,
//     R(G) > 0: he loses.
//   - When L(G) = 0 (or R(G) = 0) the stops cannot decide: ^ and v both have L = 0, and Left
//     moving first wins ^ and loses v. Then G <= 0 (or G >= 0) is decided on the exact value.
//   - The stops of a position are those of the sum of its heaps' reduced forms, a small game:
//     G and rcf(G) are infinitesimally close (Definition 3.12); infinitesimally close games have
//     equal stops (for a number x > L(H) take a number y with L(H) < y < x: H < y and an
//     infinitesimal e is < x - y, so H + e < x and L(H + e) <= x; hence L(H + e) <= L(H), and
//     the converse from H = (H + e) - e); and closeness is compatible with sums
//     ((G1 + G2) - (H1 + H2) = (G1 - H1) + (G2 - H2), a sum of infinitesimals). So no exact form
//     is needed unless a stop is 0.
// Example: {1|0} + ^ has the rcf {1|0} (stops 1 and 0) but is positive: Right moving first
// loses, which only the exact value shows.
//
// Cost of count_outcomes(): a position of k heaps costs one sum of small reduced forms (the sum
// of its first k - 1 heaps is remembered per multiset), mostly a hit of the game table's sum
// cache, plus, when a stop is 0, one comparison of the exact sum of its first k - 1 heaps (also
// remembered) with the negated last heap: G = a + b + c <= 0 iff a + b <= -c, so the exact sum
// of all k heaps is never built. With n = hi - lo + 1 heap sizes there are C(2n + k - 1, k)
// positions: Θ(n^3) for three heaps.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <vector>

#include "cgt/compare.hpp"
#include "cgt/game.hpp"
#include "cgt/progress.hpp"
#include "games/complementary_subtraction/heap_sums.hpp"
#include "games/complementary_subtraction/subtraction_set.hpp"

namespace cgt::games {

// An outcome class and how it was decided.
struct OutcomeDecision {
  Outcome outcome = Outcome::kPrevious;
  int exact_sides = 0;  // 0: the stops decided both; 1 or 2: sides that needed the exact value
};

// An exact game G written as a difference G = plus - minus: G <= 0 iff plus <= minus, so the
// sign of a sum of heaps is one comparison of smaller games, without building G.
struct Difference {
  Game plus, minus;
};

// The outcome of a game G given by `reduced`, any game infinitesimally close to G (rcf(G), a sum
// of its parts' rcfs, or G itself), and `exact`, which yields G as a difference and is called
// only when a stop of `reduced` is 0.
OutcomeDecision decide_outcome(Game reduced, const std::function<Difference()>& exact);

// How often each path decided and each class occurred, over a set of positions.
struct OutcomeCounts {
  std::uint64_t positions = 0;
  std::uint64_t reduced = 0;                  // both sides decided by the reduced forms' stops
  std::uint64_t exact_one_side = 0;           // one stop 0: that side needed the exact value
  std::uint64_t exact_both_sides = 0;         // both stops 0
  std::array<std::uint64_t, 4> by_outcome{};  // indexed by Outcome: L, R, N, P

  std::uint64_t count(Outcome o) const { return by_outcome[static_cast<std::size_t>(o)]; }
  void add(const OutcomeDecision& d);
  void operator+=(const OutcomeCounts& o);
};

class HeapOutcomes {
 public:
  // DomainError unless S is a Beatty sequence (the reduced forms come from the ReducedSweep).
  explicit HeapOutcomes(SubtractionSet set);

  // The outcome of a position of heaps >= 0 (DomainError for a negative heap).
  OutcomeDecision outcome(const HeapPosition& p);

  // The exact values and sums behind the outcomes, for other uses of the same heaps.
  HeapSums& sums() { return exact_; }

  // rcf(val(h)) of a blue heap h >= 0, from the reduced sweep (kept: the sweep runs again only
  // for larger heaps, to at most twice h).
  Game reduced(std::int64_t h);

  // Every position of exactly `heaps` (2 or 3) heaps, each blue or red with lo <= size <= hi
  // (1 <= lo <= hi), counted once per multiset. progress.update() once per first heap.
  OutcomeCounts count_outcomes(int heaps, std::int64_t lo, std::int64_t hi, Progress& progress);

  // The coloured heaps of lo..hi in order: c < n is a blue heap of lo + c, n <= c < 2n a red
  // heap of lo + c - n (n = hi - lo + 1). A position is counted once, by its first heap c1 and
  // further heaps c1 <= c2 (<= c3).
  static std::size_t coloured_heaps(std::int64_t lo, std::int64_t hi);
  // The positions of count_outcomes whose first heap is c1: the units its shards split.
  OutcomeCounts count_outcomes_from(int heaps, std::int64_t lo, std::int64_t hi, std::size_t c1);

 private:
  // The coloured heaps of lo..hi: reduced forms, and exact values once some position needs one.
  struct Layout {
    std::int64_t lo = 0, hi = -1;
    std::vector<Game> reduced, exact;
  };
  void lay_out(int heaps, std::int64_t lo, std::int64_t hi);
  Game exact_heap(std::size_t c);

  // rcf(val(h)) for a blue heap, its negative for a red one.
  Game reduced_heap(std::int64_t h, bool red);
  void extend_reduced(std::int64_t upto);

  SubtractionSet set_;
  HeapSums exact_;
  std::vector<Game> reduced_;  // rcf(val(h)) for h = 0, 1, ...
  Layout layout_;
};

}  // namespace cgt::games
