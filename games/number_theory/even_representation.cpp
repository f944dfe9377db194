#include "games/number_theory/even_representation.hpp"

#include <fmt/format.h>

#include <map>

#include "cgt/error.hpp"
#include "games/number_theory/fibonacci.hpp"
#include "games/number_theory/zeckendorf.hpp"

namespace cgt::games {
namespace {

void require_nonnegative(std::int64_t n) {
  if (n < 0) throw DomainError(fmt::format("even representation: n must be >= 0, not {}", n));
}

}  // namespace

EvenDigits even_representation(std::int64_t n) {
  require_nonnegative(n);
  EvenDigits digits;
  while (n > 0) {
    int i = largest_fibonacci_index_at_most(n);
    int k = i / 2;  // F_{2k} is the largest even-indexed Fibonacci number <= n
    if (digits.size() < static_cast<std::size_t>(k)) digits.resize(k, 0);
    ++digits[k - 1];
    n -= fibonacci(2 * k);
  }
  return digits;
}

EvenDigits even_representation_by_ze_algorithm(std::int64_t n) {
  require_nonnegative(n);
  std::map<int, int> parts;  // index -> multiplicity
  if (n > 0)
    for (int i : zeckendorf_indices(n)) ++parts[i];
  for (;;) {
    auto odd = parts.begin();
    while (odd != parts.end() && odd->first % 2 == 0) ++odd;
    if (odd == parts.end()) break;
    int k = odd->first;
    if (--odd->second == 0) parts.erase(odd);
    if (k == 3) {
      parts[2] += 2;
    } else if (auto low = parts.find(k - 3); low != parts.end()) {
      if (--low->second == 0) parts.erase(low);
      parts[k - 1] += 2;
    } else {
      ++parts[k - 1];
      ++parts[k - 2];
    }
  }
  EvenDigits digits;
  for (auto [index, count] : parts) {
    int k = index / 2;
    if (digits.size() < static_cast<std::size_t>(k)) digits.resize(k, 0);
    digits[k - 1] = count;
  }
  return digits;
}

bool is_even_representation(const EvenDigits& digits) {
  if (!digits.empty() && digits.back() == 0) return false;
  bool two_since_last_zero = false;
  for (int c : digits) {
    if (c < 0 || c > 2) return false;
    if (c == 0) two_since_last_zero = false;
    if (c == 2) {
      if (two_since_last_zero) return false;
      two_since_last_zero = true;
    }
  }
  return true;
}

std::int64_t even_representation_value(const EvenDigits& digits) {
  std::int64_t sum = 0;
  for (std::size_t k = 1; k <= digits.size(); ++k) {
    if (digits[k - 1] == 0) continue;
    if (2 * k > kMaxFibonacciIndex64 ||
        __builtin_add_overflow(sum, digits[k - 1] * fibonacci(static_cast<int>(2 * k)), &sum))
      throw LimitError("even representation: the value exceeds 64 bits");
  }
  return sum;
}

std::string even_representation_text(const EvenDigits& digits) {
  if (digits.empty()) return "0";
  std::string text;
  for (std::size_t k = digits.size(); k >= 1; --k) {
    text += static_cast<char>('0' + digits[k - 1]);  // F_{2k}
    text += '0';                                     // F_{2k-1}
  }
  return text;
}

}  // namespace cgt::games
