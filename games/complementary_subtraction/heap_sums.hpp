// Sums of heaps of a complementary subtraction game (paper 004, section 1): a position is a
// multiset of blue heaps, where Left removes numbers in S and Right the others, and red heaps,
// where the roles are swapped. A blue heap of h is val(h) and a red heap of h is -val(h) (the
// same game with Left and Right exchanged), so a position's value is the sum of its heaps'.
// The running sums S(k) = val(1) + ... + val(k) are the paper's "sums at scale": small as DAGs
// (S(30) has 743 distinct subpositions) and huge as trees.
#pragma once

#include <cstdint>
#include <vector>

#include "cgt/game.hpp"
#include "cgt/progress.hpp"
#include "games/complementary_subtraction/subtraction_set.hpp"
#include "games/complementary_subtraction/value_sweep.hpp"

namespace cgt::games {

// A position of several heaps: sizes of the blue and the red heaps (order does not matter).
struct HeapPosition {
  std::vector<std::int64_t> blue, red;
};

class HeapSums {
 public:
  explicit HeapSums(SubtractionSet set);

  // val(h) for a blue heap of h >= 0 (DomainError beyond the value sweep's bound).
  Game value(std::int64_t h);
  // S(k) = val(1) + ... + val(k) for k >= 0, computed as S(k - 1) + val(k) and remembered, so
  // the running sums up to k cost one sum each.
  Game running_sum(std::int64_t k, Progress& progress);
  // The value of a position: the blue heaps' values minus the red heaps'. Heaps are summed in
  // increasing size (blue, then red), so equal multisets reuse the same cached sums.
  Game position(const HeapPosition& p);

 private:
  ValueSweep sweep_;
  std::vector<Game> running_;  // S(0), S(1), ...
};

}  // namespace cgt::games
