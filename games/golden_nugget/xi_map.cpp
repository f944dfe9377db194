#include "games/golden_nugget/xi_map.hpp"

#include <fmt/format.h>

#include "cgt/big_int.hpp"
#include "cgt/error.hpp"
#include "games/number_theory/even_representation.hpp"
#include "games/number_theory/fibonacci.hpp"

namespace cgt::games {

std::vector<int> binary_digits(const Dyadic& d) {
  if (d.sign() < 0 || d >= Dyadic(2))
    throw DomainError(fmt::format("binary digits: {} must lie in [0, 2)", d.to_string()));
  if (d.is_zero()) return {0};
  BigInt num = numerator_of(d);
  std::uint32_t k = d.exponent();
  std::vector<int> digits(k + 1);
  for (std::uint32_t i = 0; i <= k; ++i) digits[i] = bit_test(num, k - i) ? 1 : 0;
  return digits;
}

std::string binary_expansion_text(const Dyadic& d) {
  std::vector<int> digits = binary_digits(d);
  std::string text(1, static_cast<char>('0' + digits[0]));
  if (digits.size() > 1) text += '.';
  for (std::size_t i = 1; i < digits.size(); ++i) text += static_cast<char>('0' + digits[i]);
  return text;
}

namespace {

// e(0), ..., e(k) of equation (3) for the digits d_0, ..., d_k.
std::vector<int> indices_of_digits(const std::vector<int>& digits) {
  std::vector<int> e(digits.size());
  for (std::size_t i = 0; i < digits.size(); ++i)
    e[i] = i == 0                                       ? 2
           : i == 1                                     ? 4
           : (digits[i - 2] == 0 && digits[i - 1] == 1) ? e[i - 1]
                                                        : e[i - 1] + 2;
  return e;
}

void require_domain(const Dyadic& d) {
  if (d < make_dyadic(BigInt(1), 1) || d > Dyadic(1))
    throw DomainError(fmt::format("xi(d): d must lie between 1/2 and 1, not {}", d.to_string()));
}

}  // namespace

std::vector<int> xi_indices(const Dyadic& d) {
  require_domain(d);
  return indices_of_digits(binary_digits(d));
}

BigInt xi_of_digits(const std::vector<int>& digits) {
  std::vector<int> e = indices_of_digits(digits);
  BigInt sum = 0;
  unsigned __int128 small = 0;  // the parts with 64-bit Fibonacci numbers (fewer than 2^64 of them)
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (!digits[i]) continue;
    if (e[i] <= kMaxFibonacciIndex64)
      small += static_cast<unsigned __int128>(fibonacci(e[i]));
    else
      sum += fibonacci_big(e[i]);
  }
  return sum + (BigInt(static_cast<std::uint64_t>(small >> 64)) << 64) +
         BigInt(static_cast<std::uint64_t>(small));
}

Dyadic digits_value(const std::vector<int>& digits) {
  if (digits.empty()) return Dyadic(0);
  BigInt numerator = 0;
  for (int digit : digits) numerator = 2 * numerator + digit;
  return make_dyadic(numerator, static_cast<std::uint32_t>(digits.size() - 1));
}

BigInt xi(const Dyadic& d) {
  require_domain(d);
  return xi_of_digits(binary_digits(d));
}

std::optional<Dyadic> xi_inverse(std::int64_t h) {
  if (h == 1) return Dyadic(1);  // d = 1 = "1": xi = F_{e(0)} = F_2
  if (h < 3) return std::nullopt;
  // Every d in [1/2, 1) starts 0.1, contributing F_4 once; so E(h) has no F_2 and F_4 at least
  // once. Then each digit is forced: at position j the index e(j) follows from the two digits
  // before it, and d_j = 1 exactly when E(h) still needs a copy of F_{e(j)} (Lemma 4.6).
  EvenDigits target = even_representation(h);
  if (target.size() < 2 || target[0] != 0 || target[1] == 0) return std::nullopt;
  const int top = static_cast<int>(2 * target.size());  // the largest index used
  std::vector<int> digits{0, 1}, e{2, 4};
  std::vector<int> produced(target.size() + 1, 0);
  produced[2] = 1;  // one F_4
  std::int64_t remaining = h - fibonacci(4);
  while (remaining > 0) {
    std::size_t j = digits.size();
    int ej = (digits[j - 2] == 0 && digits[j - 1] == 1) ? e[j - 1] : e[j - 1] + 2;
    if (ej > top) return std::nullopt;  // a required second copy could not be produced
    int k = ej / 2;
    int digit = produced[k] < target[k - 1] ? 1 : 0;
    digits.push_back(digit);
    e.push_back(ej);
    if (digit) {
      ++produced[k];
      remaining -= fibonacci(ej);
    }
  }
  Dyadic d = digits_value(digits);
  if (xi(d) != BigInt(h)) return std::nullopt;
  return d;
}

}  // namespace cgt::games
