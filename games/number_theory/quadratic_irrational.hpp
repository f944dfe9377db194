// Exact real quadratic irrationals x = (p + q sqrt(d)) / r with 64-bit integers p, q, d, r
// (r > 0, q != 0, d >= 2 not a perfect square): the slopes of Beatty sequences floor(n x), in
// exact integer arithmetic. Nothing here uses floating point: floors go through integer square
// roots (floor(m sqrt(d)) = isqrt(m^2 d), never a perfect square since x is irrational), signs
// of u + v sqrt(d) through comparing u^2 with v^2 d.
#pragma once

#include <cstdint>
#include <string>

namespace cgt::games {

class QuadraticIrrational {
 public:
  // (a + sqrt(b)) / c; DomainError unless c != 0 and b >= 2 is not a perfect square.
  static QuadraticIrrational from_surd(std::int64_t a, std::int64_t b, std::int64_t c);
  // (p + q sqrt(d)) / r; DomainError unless r != 0, q != 0 and d >= 2 is not a perfect square.
  QuadraticIrrational(std::int64_t p, std::int64_t q, std::int64_t d, std::int64_t r);

  // The golden ratio phi = (1 + sqrt 5) / 2.
  static QuadraticIrrational golden_ratio() { return QuadraticIrrational(1, 1, 5, 2); }

  // floor(n x) exactly; LimitError when the intermediate products leave 127 bits.
  std::int64_t floor_multiple(std::int64_t n) const;
  // 1 / x, again a quadratic irrational.
  QuadraticIrrational reciprocal() const;
  // -1, 0 or 1 as x is below, equal to (never, x being irrational) or above the integer k.
  int compare(std::int64_t k) const;
  // The sign of frac(m x) - frac(n x), exactly (0 only when m = n).
  int compare_fractional_parts(std::int64_t m, std::int64_t n) const;
  // floor(frac(n x) * 2^bits) for 0 <= bits <= 62: an order-preserving key of frac(n x) (two
  // different keys order the fractional parts correctly; equal keys need the exact compare).
  std::uint64_t fractional_key(std::int64_t n, int bits) const;

  std::int64_t p() const { return p_; }
  std::int64_t q() const { return q_; }
  std::int64_t d() const { return d_; }
  std::int64_t r() const { return r_; }
  // "(1+sqrt(5))/2", "sqrt(2)", "(2+sqrt(3))/3".
  std::string to_string() const;
  friend bool operator==(const QuadraticIrrational&, const QuadraticIrrational&) = default;

 private:
  std::int64_t p_, q_, d_, r_;
};

// The sign of u + v sqrt(d) for d >= 2 not a perfect square; LimitError when u^2 or v^2 d leaves
// 127 bits.
int sign_of_surd(__int128 u, __int128 v, std::int64_t d);

}  // namespace cgt::games
