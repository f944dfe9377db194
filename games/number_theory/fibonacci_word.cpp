#include "games/number_theory/fibonacci_word.hpp"

#include <fmt/format.h>

#include "cgt/error.hpp"
#include "games/number_theory/fibonacci.hpp"
#include "games/number_theory/zeckendorf.hpp"

namespace cgt::games {

std::vector<Letter> fibonacci_morphism(std::span<const Letter> word) {
  std::vector<Letter> out;
  out.reserve(2 * word.size());
  for (Letter c : word) {
    out.push_back(Letter::kA);
    if (c == Letter::kA) out.push_back(Letter::kB);
  }
  return out;
}

std::vector<Letter> fibonacci_word_prefix(std::size_t length) {
  // phi^n(a) is a prefix of phi^{n+1}(a) (paper 004, equation (17)), so iterate until long
  // enough and cut.
  std::vector<Letter> word{Letter::kA};
  while (word.size() < length) word = fibonacci_morphism(word);
  word.resize(length);
  return word;
}

Letter fibonacci_word_letter(std::int64_t i) {
  if (i < 0) throw DomainError(fmt::format("Fibonacci word: the position must be >= 0, not {}", i));
  return i > 0 && zeckendorf_least_index(i) == 2 ? Letter::kB : Letter::kA;
}

std::vector<std::int64_t> letter_partial_sums(std::span<const Letter> word, std::int64_t value_a,
                                              std::int64_t value_b) {
  std::vector<std::int64_t> sums{0};
  sums.reserve(word.size() + 1);
  for (Letter c : word) sums.push_back(sums.back() + (c == Letter::kA ? value_a : value_b));
  return sums;
}

bool in_fibonacci_word_partial_sums(std::int64_t n, int a) {
  if (a < 1 || a >= kMaxFibonacciIndex64)
    throw DomainError(fmt::format("partial sums of w_a: a must lie between 1 and {}, not {}",
                                  kMaxFibonacciIndex64 - 1, a));
  if (n < 0) throw DomainError(fmt::format("partial sums of w_a: n must be >= 0, not {}", n));
  return n == 0 || z1(n) >= fibonacci(a + 1);
}

}  // namespace cgt::games
