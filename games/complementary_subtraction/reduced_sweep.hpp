// Stops, numbers and reduced canonical forms rcf(h) of every heap h = 0, ..., N of a
// complementary subtraction game whose set S is a Beatty sequence (GoldenNugget included),
// WITHOUT building any canonical form val(h): each heap is described by a few facts, computed
// from the facts of its options only, in O(log N) time per heap.
//
// The facts of a game G (a number or not, its stops L(G) >= R(G), two bits, its rcf):
//   le(G) = [G <= L(G)],  ge(G) = [G >= R(G)]   (both true for numbers).
// From the options: let l = max R(G^L) over the Left options and r = min L(G^R) over the Right
// ones (l = -inf, r = +inf for no options), lbit = [some Left option with R(G^L) = l has
// ge], rbit = [some Right option with L(G^R) = r has le]. Then:
//   - G is a number iff l < r, or l = r with neither bit. If G equals a number z, every Left
//     option satisfies G^L ≱ z, so R(G^L) <= z and l <= z; likewise r >= z. Conversely, by the
//     simplicity theorem G is the simplest number x with no G^L >= x and no G^R <= x. For a
//     number x and any game H, R(H) > x gives H > x, R(H) < x gives H ≱ x, and R(H) = x leaves
//     H >= x iff ge(H) (dually with L and le), so the admissible x are exactly the open
//     interval (l, r), plus l when !lbit and r when !rbit.
//   - Otherwise L(G) = l and R(G) = r (Definition 3.3 of paper 004, valid on any form of G).
//     By number avoidance (G not a number, x a number: G <= x iff no G^L >= x), G <= l iff no
//     Left option has G^L >= l, and only those with R(G^L) = l can: le(G) = !lbit. Dually
//     ge(G) = !rbit.
//   - rcf(G): the number itself for a number; the number l when l = r (Corollary 3.14: G is l
//     plus an infinitesimal). When G is hot (l > r): replace every option by its rcf, drop the
//     Inf-dominated ones, and reduce what is left. Each step keeps G's Inf-class and keeps the
//     form's stops (l, r), hence keeps it hot, so Theorem 3.7 (valid for any game not equal
//     to a number) applies at every step: adding an option Inf-equivalent to an existing one
//     and then removing the old one (each Inf-dominated by the other) replaces it; removing an
//     Inf-dominated option removes it (its R, or L, is no better, so l and r do not move).
//     The result {maximal rcfs | minimal rcfs} is interned through canonicalise() (an equal
//     game) and handed to reduce::rcf(), which performs the Inf-reversal of Theorem 3.9; by
//     Theorem 3.11 the reduced form of an Inf-equivalent game is the same handle.
// The largest R among the Left options (with its bit) is kept apart from the antichain of
// rcfs: the bit is not Inf-invariant, so it needs every option that attains the maximum, not
// only the Inf-maximal ones.
//
// The option sets are cyclic intervals in the angle order of rotation_order.hpp, so every
// quantity above (a maximum with an OR of bits at the maximum, the maximal rcf-number, the
// antichain of Inf-maximal hot rcfs) is an associative, commutative, idempotent summary that a
// segment tree over the angle ranks answers per interval in O(log N). The tree stores one
// summary per block of ranks; a heap joins the summaries on its path when it is computed.
#pragma once

#include <cstdint>
#include <functional>
#include <istream>
#include <ostream>

#include "cgt/compare.hpp"
#include "cgt/dyadic.hpp"
#include "cgt/game.hpp"
#include "cgt/progress.hpp"
#include "games/complementary_subtraction/subtraction_set.hpp"
#include "games/sharding/sweep_hooks.hpp"

namespace cgt::games {

struct HeapFacts {
  bool is_number = false;        // val(h) is a number (then both stops are its value)
  Dyadic left_stop, right_stop;  // L(h) >= R(h) unless a number
  bool below_left_stop = true;   // val(h) <= L(h)
  bool above_right_stop = true;  // val(h) >= R(h)
  Game hot_rcf{kNoId};           // rcf(h) when it is not a number (L(h) > R(h))

  // The reduced canonical form of val(h): the number L(h) = R(h) when the stops agree (numbers
  // are interned only when asked for, so sweeps over millions of heaps do not fill the table).
  Game rcf() const;

  // The outcome class of val(h), from the stops and the two bits: Left moving first wins iff
  // val(h) ≰ 0, i.e. L > 0, or L = 0 with !below_left_stop (numbers: the value's sign).
  Outcome outcome() const;
};

class ReducedSweep {
 public:
  // DomainError unless S is a Beatty sequence.
  explicit ReducedSweep(SubtractionSet set);

  // Computes the facts of h = 0, 1, ..., upto in order and hands each to `visit`.
  using Visitor = std::function<void(std::int64_t h, const HeapFacts& facts)>;
  void run(std::int64_t upto, Progress& progress, const Visitor& visit);

  // The same, checkpointed (games/sharding/sweep_hooks.hpp): `due` is asked once `visit` is
  // done with heap h; a resumed sweep neither computes nor visits the saved heaps again (it
  // re-inserts them in the trees). As a Ctrl-C amid heap h is offered the state after heap
  // h - 1, `visit` must record nothing of heap h before its last call that may stop (compare,
  // canonicalise, rcf).
  void run(std::int64_t upto, Progress& progress, const Visitor& visit, const SweepHooks& hooks);

  struct Stats {
    std::size_t records = 0;     // distinct per-heap fact records (numbers are all distinct)
    std::size_t antichains = 0;  // distinct antichains of hot rcfs met
    std::size_t hot_forms = 0;   // distinct reduced forms computed with reduce::rcf
    std::size_t hot_keys = 0;    // distinct option summaries of hot heaps (memo entries)
  };
  const Stats& stats() const { return stats_; }

  // Heaps up to this bound: ranks and records are 32-bit, stops are fixed point (2^-40).
  static constexpr std::int64_t kMaxHeap = 200'000'000;

 private:
  SubtractionSet set_;
  Stats stats_;
};

// The facts of every heap 0..upto in a vector (small ranges: tests and tables).
std::vector<HeapFacts> reduced_facts(const SubtractionSet& set, std::int64_t upto);

}  // namespace cgt::games
