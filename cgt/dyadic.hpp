// Dyadic: an exact dyadic rational n / 2^e. Invariants: the representation is normalised
// (e == 0 or n odd), so equal values have equal representations; the numerator lives in a
// machine word while it fits and in a Boost.Multiprecision integer beyond, never overflowing
// silently. Arithmetic that leaves the dyadics (division by a non-power of two) is refused.
// This header names no big integer, so that it stays light (Boost's integers are about 170,000
// preprocessed lines): what takes or gives BigInts is in cgt/big_int.hpp.
#pragma once

#include <compare>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include <fmt/core.h>

namespace cgt {

class Dyadic {
 public:
  // Denominators above 2^kMaxExponent are refused: such numbers have birthdays in the millions.
  static constexpr std::uint32_t kMaxExponent = 1u << 20;
  // Numerators of more bits (315,653 decimal digits) are refused with a LimitError: arithmetic
  // and printing of bigger ones take seconds inside the big-integer library, where neither
  // Ctrl-C nor the time limit can stop them.
  static constexpr std::uint64_t kMaxNumeratorBits = 1u << 20;

  Dyadic() = default;
  Dyadic(std::int64_t integer) : small_(integer) {}  // NOLINT: integers are dyadics
  Dyadic(const Dyadic& other);
  Dyadic(Dyadic&&) noexcept = default;
  Dyadic& operator=(const Dyadic& other);
  Dyadic& operator=(Dyadic&&) noexcept = default;
  ~Dyadic() = default;

  // Parses an integer or p/q with q a power of two (optionally signed). Throws DomainError
  // for other fractions and ParseError (column 1) for text that is no number.
  static Dyadic parse(std::string_view text);
  // The simplest number strictly between a and b (a < b), as in the simplicity theorem.
  static Dyadic simplest_between(const Dyadic& a, const Dyadic& b);
  // The simplest number strictly greater than a: {a|}. And strictly less than b: {|b}.
  static Dyadic simplest_above(const Dyadic& a);
  static Dyadic simplest_below(const Dyadic& b);

  bool is_integer() const { return exp_ == 0; }
  bool is_zero() const { return !big_ && small_ == 0; }
  int sign() const;
  std::uint32_t exponent() const { return exp_; }  // the denominator is 2^exponent()
  // The numerator when the value is an integer that fits in 64 bits; throws DomainError naming
  // `what` otherwise.
  std::int64_t to_int64(const char* what) const;
  bool fits_int64() const { return !big_ && exp_ == 0; }

  Dyadic operator-() const;
  friend Dyadic operator+(const Dyadic& a, const Dyadic& b);
  friend Dyadic operator-(const Dyadic& a, const Dyadic& b) { return a + (-b); }
  friend Dyadic operator*(const Dyadic& a, const Dyadic& b);
  Dyadic& operator+=(const Dyadic& b) { return *this = *this + b; }
  Dyadic& operator-=(const Dyadic& b) { return *this = *this - b; }
  // this * 2^k for any integer k (k < 0 halves).
  Dyadic times_power_of_two(std::int64_t k) const;

  friend bool operator==(const Dyadic& a, const Dyadic& b);
  friend std::strong_ordering operator<=>(const Dyadic& a, const Dyadic& b);

  // An exact 64-bit key for fast comparisons of small dyadics: x * 2^32 when that is an integer
  // of at most 62 bits (|x| < 2^30 and a denominator of at most 2^32), kNoFixedKey otherwise.
  // For two values that both have keys, the keys compare as the values do.
  static constexpr std::int64_t kNoFixedKey = INT64_MIN;
  std::int64_t fixed_key() const;

  std::size_t hash() const;
  std::string to_string() const;  // "3", "-5/8"
  double to_double() const;       // for display only (plots); never used in a decision

 private:
  friend struct DyadicInternals;  // dyadic.cpp: the arithmetic of big numerators
  struct Big;                     // a big numerator, defined in dyadic.cpp
  struct BigDeleter {
    void operator()(Big* big) const;
  };
  void normalise_small();

  std::int64_t small_ = 0;                // the numerator while big_ is empty
  std::uint32_t exp_ = 0;                 // denominator 2^exp_
  std::unique_ptr<Big, BigDeleter> big_;  // the numerator when it does not fit in 64 bits
};

struct DyadicHash {
  std::size_t operator()(const Dyadic& d) const { return d.hash(); }
};

}  // namespace cgt

// Formats as to_string, without format specifications: fmt/core.h alone keeps this header light
// (fmt::formatter<std::string>'s format is defined in fmt/format.h).
template <>
struct fmt::formatter<cgt::Dyadic> {
  constexpr auto parse(fmt::format_parse_context& ctx) { return ctx.begin(); }
  auto format(const cgt::Dyadic& d, fmt::format_context& ctx) const {
    return fmt::format_to(ctx.out(), "{}", d.to_string());
  }
};
