#include "cgt/dyadic.hpp"

#include <bit>
#include <charconv>
#include <fmt/format.h>
#include <limits>

#include "cgt/big_int.hpp"
#include "cgt/error.hpp"
#include "cgt/hash_mix.hpp"

namespace cgt {
namespace {

std::uint64_t magnitude(std::int64_t v) {
  return v < 0 ? ~static_cast<std::uint64_t>(v) + 1 : static_cast<std::uint64_t>(v);
}

// v * 2^k without overflow, or false.
bool shift_left_fits(std::int64_t v, std::uint32_t k, std::int64_t* out) {
  if (k >= 63) {
    if (v != 0) return false;
    *out = 0;
    return true;
  }
  return !__builtin_mul_overflow(v, std::int64_t{1} << k, out);
}

void check_exponent(std::uint64_t e) {
  if (e > Dyadic::kMaxExponent)
    throw LimitError(fmt::format("a dyadic denominator above 2^{} is not supported",
                                 Dyadic::kMaxExponent));
}

void check_numerator_bits(std::uint64_t bits) {
  if (bits > Dyadic::kMaxNumeratorBits)
    throw LimitError(
        "numbers with numerators of more than 2^20 bits (315,653 decimal digits) are not "
        "supported");
}

// Decimal digits to an integer. Leading zeros are dropped first: Boost would read them as octal.
BigInt decimal(std::string_view digits) {
  std::size_t first = digits.find_first_not_of('0');
  if (first == std::string_view::npos) return 0;
  return BigInt(std::string(digits.substr(first)));
}

}  // namespace

struct Dyadic::Big {
  BigInt n;
};

void Dyadic::BigDeleter::operator()(Big* big) const { delete big; }

// What needs the big numerator: Dyadic's friend, so that dyadic.hpp names no BigInt.
struct DyadicInternals {
  static const BigInt& big(const Dyadic& x) { return x.big_->n; }
  static BigInt numerator(const Dyadic& x) { return x.big_ ? x.big_->n : BigInt(x.small_); }
  static Dyadic from_big(BigInt n, std::uint32_t e);
  static BigInt floor(const Dyadic& x);
};

Dyadic make_dyadic(const BigInt& numerator, std::uint32_t exponent) {
  check_exponent(exponent);
  return DyadicInternals::from_big(numerator, exponent);
}

Dyadic::Dyadic(const Dyadic& other)
    : small_(other.small_),
      exp_(other.exp_),
      big_(other.big_ ? new Big(*other.big_) : nullptr) {}

Dyadic& Dyadic::operator=(const Dyadic& other) {
  if (this != &other) {
    small_ = other.small_;
    exp_ = other.exp_;
    big_.reset(other.big_ ? new Big(*other.big_) : nullptr);
  }
  return *this;
}

Dyadic DyadicInternals::from_big(BigInt n, std::uint32_t e) {
  Dyadic d;
  if (n == 0) return d;
  check_numerator_bits(boost::multiprecision::msb(abs(n)) + 1);
  if (e > 0) {
    BigInt mag = abs(n);
    std::uint32_t shift = std::min<std::uint64_t>(boost::multiprecision::lsb(mag), e);
    if (shift > 0) {
      mag >>= shift;
      n = n < 0 ? BigInt(-mag) : mag;
      e -= shift;
    }
  }
  d.exp_ = e;
  if (n >= std::numeric_limits<std::int64_t>::min() && n <= std::numeric_limits<std::int64_t>::max())
    d.small_ = static_cast<std::int64_t>(n);
  else
    d.big_.reset(new Dyadic::Big{std::move(n)});
  return d;
}

void Dyadic::normalise_small() {
  if (small_ == 0) {
    exp_ = 0;
    return;
  }
  if (exp_ == 0) return;
  std::uint32_t shift = std::min<std::uint32_t>(std::countr_zero(magnitude(small_)), exp_);
  small_ >>= shift;  // exact: the low bits are zero
  exp_ -= shift;
}

BigInt numerator_of(const Dyadic& x) { return DyadicInternals::numerator(x); }

int Dyadic::sign() const {
  if (big_) return big_->n < 0 ? -1 : 1;
  return (small_ > 0) - (small_ < 0);
}

std::int64_t Dyadic::to_int64(const char* what) const {
  if (big_ || exp_ != 0)
    throw DomainError(fmt::format("{} must be an integer between -2^63 and 2^63-1, not {}", what,
                                  to_string()));
  return small_;
}

BigInt DyadicInternals::floor(const Dyadic& x) {
  BigInt n = numerator(x);
  if (x.exp_ == 0) return n;
  // Arithmetic shift rounding toward minus infinity, done on the magnitude.
  if (n >= 0) return n >> x.exp_;
  BigInt mag = -n;
  return -((mag + ((BigInt(1) << x.exp_) - 1)) >> x.exp_);
}

BigInt floor_of(const Dyadic& x) { return DyadicInternals::floor(x); }

BigInt ceil_of(const Dyadic& x) { return -DyadicInternals::floor(-x); }

BigInt birthday_of(const Dyadic& x) {
  BigInt n = abs(DyadicInternals::numerator(x));
  if (x.exponent() == 0) return n;
  return (n >> x.exponent()) + 1 + x.exponent();
}

Dyadic Dyadic::operator-() const {
  if (!big_ && small_ != std::numeric_limits<std::int64_t>::min()) {
    Dyadic d;
    d.small_ = -small_;
    d.exp_ = exp_;
    return d;
  }
  return DyadicInternals::from_big(-DyadicInternals::numerator(*this), exp_);
}

Dyadic operator+(const Dyadic& a, const Dyadic& b) {
  if (!a.big_ && !b.big_) {
    std::uint32_t e = std::max(a.exp_, b.exp_);
    std::int64_t x, y, s;
    if (shift_left_fits(a.small_, e - a.exp_, &x) && shift_left_fits(b.small_, e - b.exp_, &y) &&
        !__builtin_add_overflow(x, y, &s)) {
      Dyadic d;
      d.small_ = s;
      d.exp_ = e;
      d.normalise_small();
      return d;
    }
  }
  std::uint32_t e = std::max(a.exp_, b.exp_);
  return DyadicInternals::from_big((DyadicInternals::numerator(a) << (e - a.exp_)) +
                                       (DyadicInternals::numerator(b) << (e - b.exp_)),
                                   e);
}

Dyadic operator*(const Dyadic& a, const Dyadic& b) {
  std::uint64_t e = std::uint64_t{a.exp_} + b.exp_;
  check_exponent(e);
  if (!a.big_ && !b.big_) {
    std::int64_t p;
    if (!__builtin_mul_overflow(a.small_, b.small_, &p)) {
      Dyadic d;
      d.small_ = p;
      d.exp_ = static_cast<std::uint32_t>(e);
      d.normalise_small();
      return d;
    }
  }
  if (a.is_zero() || b.is_zero()) return Dyadic();
  // Refused before the product is formed: forming it is the slow part.
  BigInt x = DyadicInternals::numerator(a), y = DyadicInternals::numerator(b);
  check_numerator_bits(boost::multiprecision::msb(abs(x)) + boost::multiprecision::msb(abs(y)) + 1);
  return DyadicInternals::from_big(x * y, static_cast<std::uint32_t>(e));
}

Dyadic Dyadic::times_power_of_two(std::int64_t k) const {
  if (is_zero() || k == 0) return *this;
  if (k < 0) {
    std::uint64_t e = exp_ + static_cast<std::uint64_t>(-k);
    check_exponent(e);
    if (big_) return DyadicInternals::from_big(big_->n, static_cast<std::uint32_t>(e));
    Dyadic d = *this;
    d.exp_ = static_cast<std::uint32_t>(e);
    d.normalise_small();  // an even integer numerator shares factors of two with 2^e
    return d;
  }
  auto up = static_cast<std::uint64_t>(k);
  if (up <= exp_) {
    Dyadic d = *this;
    d.exp_ -= static_cast<std::uint32_t>(up);
    return d;
  }
  std::uint64_t shift = up - exp_;
  if (shift > kMaxExponent) throw LimitError("a dyadic numerator above 2^(2^20) is not supported");
  std::int64_t v;
  if (!big_ && shift_left_fits(small_, static_cast<std::uint32_t>(shift), &v)) return Dyadic(v);
  return DyadicInternals::from_big(
      DyadicInternals::numerator(*this) << static_cast<unsigned>(shift), 0);
}

bool operator==(const Dyadic& a, const Dyadic& b) {
  if (a.exp_ != b.exp_) return false;
  if (!a.big_ && !b.big_) return a.small_ == b.small_;
  if (a.big_ && b.big_) return a.big_->n == b.big_->n;
  return false;  // normalised: a big numerator never equals a small one
}

std::strong_ordering operator<=>(const Dyadic& a, const Dyadic& b) {
  std::uint32_t e = std::max(a.exp_, b.exp_);
  if (!a.big_ && !b.big_) {
    std::int64_t x, y;
    if (shift_left_fits(a.small_, e - a.exp_, &x) && shift_left_fits(b.small_, e - b.exp_, &y))
      return x <=> y;
  }
  BigInt x = DyadicInternals::numerator(a) << (e - a.exp_),
         y = DyadicInternals::numerator(b) << (e - b.exp_);
  return x < y ? std::strong_ordering::less
               : (x == y ? std::strong_ordering::equal : std::strong_ordering::greater);
}

Dyadic Dyadic::simplest_above(const Dyadic& a) {
  if (a.sign() < 0) return Dyadic(0);
  return make_dyadic(floor_of(a) + 1);
}

Dyadic Dyadic::simplest_below(const Dyadic& b) { return -simplest_above(-b); }

Dyadic Dyadic::simplest_between(const Dyadic& a, const Dyadic& b) {
  if (!(a < b))
    throw DomainError(fmt::format("no number lies strictly between {} and {}", a.to_string(),
                                  b.to_string()));
  if (a.sign() < 0 && b.sign() > 0) return Dyadic(0);
  if (a.sign() >= 0) {
    Dyadic n = make_dyadic(floor_of(a) + 1);
    if (n < b) return n;
  } else {
    Dyadic n = make_dyadic(ceil_of(b) - 1);
    if (n > a) return n;
  }
  // No integer lies strictly between: the dyadic of least denominator does, and it is unique
  // (of two with denominator 2^k, one would have a smaller denominator).
  for (std::uint32_t k = 1;; ++k) {
    Dyadic candidate = make_dyadic(floor_of(a.times_power_of_two(k)) + 1, k);
    if (candidate < b) return candidate;
  }
}

std::int64_t Dyadic::fixed_key() const {
  if (big_ || exp_ > 32) return kNoFixedKey;
  std::int64_t key;
  if (!shift_left_fits(small_, 32 - exp_, &key) || key >= (std::int64_t{1} << 62) ||
      key <= -(std::int64_t{1} << 62))
    return kNoFixedKey;
  return key;
}

std::size_t Dyadic::hash() const {
  if (!big_) return mix_hash(static_cast<std::uint64_t>(small_) * 31 + exp_);
  std::size_t h = mix_hash(exp_);
  for (std::size_t i = 0; i < big_->n.backend().size(); ++i)
    h = mix_hash(h ^ big_->n.backend().limbs()[i]);
  return big_->n < 0 ? ~h : h;
}

std::string Dyadic::to_string() const {
  std::string n = big_ ? big_->n.str() : std::to_string(small_);
  if (exp_ == 0) return n;
  return n + "/" + (BigInt(1) << exp_).str();
}

double Dyadic::to_double() const {
  return std::ldexp(static_cast<double>(DyadicInternals::numerator(*this)),
                    -static_cast<int>(exp_));
}

Dyadic Dyadic::parse(std::string_view text) {
  auto digits_end = [&](std::size_t from) {
    std::size_t i = from;
    while (i < text.size() && text[i] >= '0' && text[i] <= '9') ++i;
    return i;
  };
  std::size_t pos = 0;
  bool negative = false;
  if (pos < text.size() && (text[pos] == '-' || text[pos] == '+')) negative = text[pos++] == '-';
  std::size_t end = digits_end(pos);
  if (end == pos) throw ParseError(1, pos + 1, "expected a number");
  BigInt numerator = decimal(text.substr(pos, end - pos));
  if (negative) numerator = -numerator;
  if (end == text.size()) return make_dyadic(numerator);
  if (text[end] != '/') throw ParseError(1, end + 1, "expected '/' or the end of the number");
  std::size_t den_begin = end + 1;
  std::size_t den_end = digits_end(den_begin);
  if (den_end == den_begin) throw ParseError(1, den_begin + 1, "expected a denominator");
  if (den_end != text.size()) throw ParseError(1, den_end + 1, "expected the end of the number");
  BigInt denominator = decimal(text.substr(den_begin, den_end - den_begin));
  if (denominator == 0) throw DomainError("division by zero");
  if ((denominator & (denominator - 1)) != 0)
    throw DomainError(fmt::format(
        "{} is not a dyadic rational: the denominator must be a power of two", text));
  std::size_t exponent = boost::multiprecision::msb(denominator);
  check_exponent(exponent);
  return make_dyadic(numerator, static_cast<std::uint32_t>(exponent));
}

}  // namespace cgt
