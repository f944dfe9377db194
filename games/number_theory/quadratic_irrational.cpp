#include "games/number_theory/quadratic_irrational.hpp"

#include <fmt/format.h>

#include <numeric>

#include "cgt/error.hpp"
#include "games/number_theory/integer_sqrt.hpp"

namespace cgt::games {
namespace {

using i128 = __int128;
using u128 = unsigned __int128;

constexpr u128 kSquareLimit = u128(1) << 126;

u128 magnitude(i128 v) {
  return v < 0 ? static_cast<u128>(-v) : static_cast<u128>(v);
}

// m^2 d, refusing results at or above 2^126.
u128 square_times(i128 m, std::int64_t d, const char* what) {
  u128 a = magnitude(m);
  if (a != 0 && (a > (u128(1) << 63) || a * a > kSquareLimit / static_cast<u128>(d)))
    throw LimitError(fmt::format("quadratic irrational: {} exceeds 126 bits", what));
  return a * a * static_cast<u128>(d);
}

// floor(m sqrt(d)) for any m: m sqrt(d) is irrational for m != 0.
i128 floor_root_multiple(i128 m, std::int64_t d) {
  if (m == 0) return 0;
  i128 s = static_cast<i128>(integer_sqrt(square_times(m, d, "a multiple")));
  return m > 0 ? s : -s - 1;
}

i128 floor_div(i128 a, i128 b) {  // b > 0
  i128 q = a / b;
  return (a % b != 0 && a < 0) ? q - 1 : q;
}

bool is_square(std::int64_t d) {
  if (d < 0) return false;
  auto s = static_cast<std::int64_t>(integer_sqrt(static_cast<u128>(d)));
  return s * s == d;
}

}  // namespace

int sign_of_surd(i128 u, i128 v, std::int64_t d) {
  int su = (u > 0) - (u < 0), sv = (v > 0) - (v < 0);
  if (sv == 0) return su;
  if (su == 0 || su == sv) return sv;
  // Opposite signs: compare |u| with |v| sqrt(d), i.e. u^2 with v^2 d (never equal).
  u128 uu = square_times(u, 1, "a square");
  u128 vv = square_times(v, d, "a square");
  return uu > vv ? su : sv;
}

QuadraticIrrational QuadraticIrrational::from_surd(std::int64_t a, std::int64_t b, std::int64_t c) {
  return QuadraticIrrational(a, 1, b, c);
}

QuadraticIrrational::QuadraticIrrational(std::int64_t p, std::int64_t q, std::int64_t d,
                                         std::int64_t r)
    : p_(p), q_(q), d_(d), r_(r) {
  if (r == 0) throw DomainError("quadratic irrational: the denominator must not be 0");
  if (q == 0 || d < 2 || is_square(d))
    throw DomainError(fmt::format(
        "quadratic irrational ({} + {} sqrt({})) / {} is rational: need q != 0 and d >= 2 "
        "not a perfect square",
        p, q, d, r));
  if (r_ < 0) p_ = -p_, q_ = -q_, r_ = -r_;
  std::int64_t g = std::gcd(std::gcd(p_, q_), r_);
  p_ /= g, q_ /= g, r_ /= g;
}

std::int64_t QuadraticIrrational::floor_multiple(std::int64_t n) const {
  // floor((n p + n q sqrt d) / r) = floor((n p + floor(n q sqrt d)) / r) for r > 0.
  i128 value = floor_div(i128(n) * p_ + floor_root_multiple(i128(n) * q_, d_), r_);
  if (value > INT64_MAX || value < INT64_MIN)
    throw LimitError(fmt::format("floor({} * {}) exceeds 64 bits", n, to_string()));
  return static_cast<std::int64_t>(value);
}

QuadraticIrrational QuadraticIrrational::reciprocal() const {
  // r / (p + q sqrt d) = r (p - q sqrt d) / (p^2 - q^2 d); the denominator is never 0.
  i128 den = i128(p_) * p_ - i128(q_) * q_ * d_;
  i128 np = i128(r_) * p_, nq = -i128(r_) * q_;
  auto fits = [](i128 v) { return v <= INT64_MAX && v >= INT64_MIN; };
  if (!fits(den) || !fits(np) || !fits(nq))
    throw LimitError(fmt::format("the reciprocal of {} exceeds 64-bit coefficients", to_string()));
  i128 g = std::gcd(std::gcd(static_cast<std::int64_t>(np), static_cast<std::int64_t>(nq)),
                    static_cast<std::int64_t>(den));
  return QuadraticIrrational(static_cast<std::int64_t>(np / g), static_cast<std::int64_t>(nq / g),
                             d_, static_cast<std::int64_t>(den / g));
}

int QuadraticIrrational::compare(std::int64_t k) const {
  // x - k = ((p - k r) + q sqrt d) / r with r > 0.
  return sign_of_surd(i128(p_) - i128(k) * r_, q_, d_);
}

int QuadraticIrrational::compare_fractional_parts(std::int64_t m, std::int64_t n) const {
  // frac(m x) - frac(n x) = (m - n) x - (floor(m x) - floor(n x)).
  i128 dm = i128(m) - n, dk = i128(floor_multiple(m)) - floor_multiple(n);
  return sign_of_surd(dm * p_ - dk * r_, dm * q_, d_);
}

std::uint64_t QuadraticIrrational::fractional_key(std::int64_t n, int bits) const {
  if (bits < 0 || bits > 62)
    throw DomainError(fmt::format("fractional key: bits must lie in [0, 62], not {}", bits));
  // floor(n x 2^b) - 2^b floor(n x) = floor(frac(n x) 2^b).
  i128 scaled = i128(n) << bits;
  i128 whole = floor_div(scaled * p_ + floor_root_multiple(scaled * q_, d_), r_);
  return static_cast<std::uint64_t>(whole - (i128(floor_multiple(n)) << bits));
}

std::string QuadraticIrrational::to_string() const {
  std::string root = q_ == 1    ? fmt::format("sqrt({})", d_)
                     : q_ == -1 ? fmt::format("-sqrt({})", d_)
                                : fmt::format("{}*sqrt({})", q_, d_);
  std::string num = p_ == 0          ? root
                    : root[0] == '-' ? fmt::format("{}{}", p_, root)
                                     : fmt::format("{}+{}", p_, root);
  if (r_ == 1) return num;
  return p_ == 0 && q_ == 1 ? fmt::format("{}/{}", num, r_) : fmt::format("({})/{}", num, r_);
}

}  // namespace cgt::games
