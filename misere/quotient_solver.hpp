// Computes the misère quotient of a heap game (misere_quotient.hpp) heap by heap, in the manner
// of Plambeck and Siegel's MisereSolver: a candidate (monoid, P-portion, pretending function) is
// proposed and then verified exactly; a failed check names the least sum of heaps it got wrong,
// and the next candidate is built to get that sum right.
//
// Verification (exact, for all sums of heaps at once). A candidate is right iff, for every sum
// w of heaps, Φ(w) is in P exactly when w has a move and no option of w maps into P. Writing
// T(w) for the set of the options' images, T(w + h) = Φ(h)·T(w) ∪ Φ(w)·T(h). Two checks cover
// every sum:
//  - P-check: no x·Φ(h) in P with some x·t in P, t in T(h) (x over the whole monoid);
//  - N-check: a walk over sums in colex order (largest heap first) carrying (Φ(w), T(w)); a sum
//    is skipped with its extensions when D(T) = {y : yT meets P} contains the D of an earlier
//    sum with the same image, since any failure among them then has an earlier twin.
// The walk is finite (finitely many images and sets) and finds the least failure.
//
// Candidates. When heap n adds nothing new, Φ(n) is an existing element (the one that
// verifies). Otherwise heap n becomes a generator: the trial monoid is the old quotient times a
// cyclic monoid; while verification fails at a sum f, heaps of f are freed (given cyclic
// components of their own, long enough for f's exponents) from the rest of the quotient. A
// trial's P-portion is marked on the least sum reaching each element, then the trial is reduced
// (x ~ y iff xz, yz are in P alike for all z). Whatever the trials, only a candidate that passes
// verification is returned, so the quotient is exact; a trial past the size limit stops with a
// LimitError.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "cgt/progress.hpp"
#include "misere/misere_quotient.hpp"

namespace cgt::misere {

// The options of a heap of n tokens, each as the sizes of the heaps it leaves (every one below
// n... or at least smaller in the game's own order: options must end).
using HeapOptions = std::function<std::vector<std::vector<std::uint32_t>>(std::uint32_t n)>;

struct QuotientLimits {
  std::size_t max_trial_elements = 4'000'000;  // elements of a trial monoid before reduction
};

// The misère quotient of the heaps 0 .. max_heap. `progress` hears of each heap.
MisereQuotient misere_quotient(const HeapOptions& options, std::uint32_t max_heap,
                               Progress* progress = nullptr, QuotientLimits limits = {});

}  // namespace cgt::misere
