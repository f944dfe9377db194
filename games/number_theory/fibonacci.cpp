#include "games/number_theory/fibonacci.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>

#include "cgt/big_int.hpp"
#include "cgt/error.hpp"

namespace cgt::games {
namespace {

constexpr std::array<std::int64_t, kMaxFibonacciIndex64 + 1> make_table() {
  std::array<std::int64_t, kMaxFibonacciIndex64 + 1> f{};
  f[1] = 1;
  for (int i = 2; i <= kMaxFibonacciIndex64; ++i) f[i] = f[i - 1] + f[i - 2];
  return f;
}

constexpr auto kTable = make_table();

}  // namespace

std::int64_t fibonacci(int i) {
  if (i < 0 || i > kMaxFibonacciIndex64)
    throw DomainError(
        fmt::format("fibonacci: the index must lie between 0 and {} for a 64-bit "
                    "value, not {}",
                    kMaxFibonacciIndex64, i));
  return kTable[i];
}

BigInt fibonacci_big(std::int64_t i) {
  if (i < 0) throw DomainError(fmt::format("fibonacci: the index must be >= 0, not {}", i));
  // Fast doubling: F_{2k} = F_k (2 F_{k+1} - F_k), F_{2k+1} = F_k^2 + F_{k+1}^2.
  BigInt a = 0, b = 1;  // F_k, F_{k+1} for k = the bits of i read so far
  for (int bit = 62; bit >= 0; --bit) {
    BigInt c = a * (2 * b - a);
    BigInt d = a * a + b * b;
    if ((i >> bit) & 1) {
      a = d;
      b = c + d;
    } else {
      a = c;
      b = d;
    }
  }
  return a;
}

int largest_fibonacci_index_at_most(std::int64_t n) {
  if (n <= 0)
    throw DomainError(fmt::format("largest Fibonacci number <= n: n must be >= 1, not {}", n));
  // kTable is increasing from index 2 on; upper_bound finds the first F_i > n.
  auto it = std::upper_bound(kTable.begin() + 2, kTable.end(), n);
  return static_cast<int>(it - kTable.begin()) - 1;
}

std::optional<int> fibonacci_index_of(std::int64_t n) {
  if (n <= 0) return std::nullopt;
  int i = largest_fibonacci_index_at_most(n);
  if (kTable[i] != n) return std::nullopt;
  return i;
}

}  // namespace cgt::games
