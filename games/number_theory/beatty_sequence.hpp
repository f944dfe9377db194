// Beatty sequences S(alpha) = {floor(n alpha) : n >= 1} of an irrational alpha in (1, 2), given
// exactly as a quadratic irrational (paper 004, Theorem 6.1; Wythoff's A is alpha = phi). With
// beta = 1 / alpha in (1/2, 1), Beatty's theorem gives the complement {floor(n alpha') : n >= 1},
// alpha' = alpha / (alpha - 1) > 2, and the rotation picture used by the sweeps:
//
//   x >= 1 lies in S  iff  frac(x beta) > 1 - beta,
//
// because x = floor(k alpha) for some k exactly when the interval (x beta, (x + 1) beta) holds
// an integer. So membership of h - x depends only on the angle frac(h beta) - frac(x beta).
#pragma once

#include <cstdint>
#include <vector>

#include "games/number_theory/quadratic_irrational.hpp"

namespace cgt::games {

class BeattySequence {
 public:
  // DomainError unless 1 < alpha < 2.
  explicit BeattySequence(QuadraticIrrational alpha);

  const QuadraticIrrational& alpha() const { return alpha_; }
  const QuadraticIrrational& beta() const { return beta_; }  // 1 / alpha

  // floor(n alpha), n >= 0.
  std::int64_t term(std::int64_t n) const { return alpha_.floor_multiple(n); }
  // Whether x >= 1 is a term; false for x <= 0. O(1): k = floor((x + 1) beta), then term(k) = x.
  bool contains(std::int64_t x) const;
  // The complementary sequence's n-th term, floor(n alpha / (alpha - 1)) (n >= 1).
  std::int64_t complement_term(std::int64_t n) const;
  // membership[x] = contains(x) for 0 <= x <= upto (one byte each), in O(upto) time by listing
  // the terms.
  std::vector<std::uint8_t> membership(std::int64_t upto) const;

 private:
  QuadraticIrrational alpha_, beta_, complement_slope_;
};

}  // namespace cgt::games
