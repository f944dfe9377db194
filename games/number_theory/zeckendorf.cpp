#include "games/number_theory/zeckendorf.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "cgt/error.hpp"
#include "games/number_theory/fibonacci.hpp"

namespace cgt::games {
namespace {

void require_positive(std::int64_t n, const char* what) {
  if (n < 1) throw DomainError(fmt::format("{}: n must be >= 1, not {}", what, n));
}

}  // namespace

std::vector<int> zeckendorf_indices(std::int64_t n) {
  if (n < 0) throw DomainError(fmt::format("zeckendorf: n must be >= 0, not {}", n));
  // Greedy: the largest Fibonacci number <= n is always a part (paper 002, Corollary 2.2), and
  // the remainder is below the previous Fibonacci number, so the indices are never adjacent.
  std::vector<int> indices;
  while (n > 0) {
    int i = largest_fibonacci_index_at_most(n);
    indices.push_back(i);
    n -= fibonacci(i);
  }
  std::reverse(indices.begin(), indices.end());
  return indices;
}

std::vector<std::int64_t> zeckendorf_terms(std::int64_t n) {
  std::vector<std::int64_t> terms;
  for (int i : zeckendorf_indices(n)) terms.push_back(fibonacci(i));
  return terms;
}

std::optional<std::int64_t> zeckendorf_term(std::int64_t n, int k) {
  if (k < 1) throw DomainError(fmt::format("zeckendorf term z_k(n): k must be >= 1, not {}", k));
  std::vector<int> indices = zeckendorf_indices(n);
  if (static_cast<std::size_t>(k) > indices.size()) return std::nullopt;
  return fibonacci(indices[k - 1]);
}

int zeckendorf_least_index(std::int64_t n) {
  require_positive(n, "least Zeckendorf index");
  // Peel the parts from the top; the last one peeled is the least.
  int i = 0;
  while (n > 0) {
    i = largest_fibonacci_index_at_most(n);
    n -= fibonacci(i);
  }
  return i;
}

std::int64_t z1(std::int64_t n) {
  require_positive(n, "z1");
  return fibonacci(zeckendorf_least_index(n));
}

std::int64_t zeckendorf_shift(std::int64_t n, int shift) {
  std::int64_t sum = 0;
  for (int i : zeckendorf_indices(n)) {
    int j = i + shift;
    if (j < 0)
      throw DomainError(
          fmt::format("Zeckendorf shift of {} by {}: index {} would become {}", n, shift, i, j));
    if (j > kMaxFibonacciIndex64 || __builtin_add_overflow(sum, fibonacci(j), &sum))
      throw LimitError(fmt::format("Zeckendorf shift of {} by {} exceeds 64 bits", n, shift));
  }
  return sum;
}

}  // namespace cgt::games
