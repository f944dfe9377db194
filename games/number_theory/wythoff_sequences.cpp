#include "games/number_theory/wythoff_sequences.hpp"

#include <fmt/format.h>

#include "cgt/error.hpp"
#include "games/number_theory/integer_sqrt.hpp"
#include "games/number_theory/zeckendorf.hpp"

namespace cgt::games {
namespace {

void require_argument(std::int64_t n, const char* name) {
  if (n < 0 || n > kMaxWythoffArgument)
    throw DomainError(fmt::format("{}(n): n must lie between 0 and 3*10^18, not {}", name, n));
}

}  // namespace

std::int64_t wythoff_a(std::int64_t n) {
  require_argument(n, "wythoff_a");
  // n * phi = (n + sqrt(5 n^2)) / 2. For n > 0, sqrt(5 n^2) is irrational, so with
  // s = floor(sqrt(5 n^2)) the value lies strictly between (n + s) / 2 and (n + s + 1) / 2,
  // and its floor is floor((n + s) / 2). 5 n^2 < 4.5 * 10^37 fits in 128 bits.
  auto u = static_cast<unsigned __int128>(n);
  unsigned __int128 s = integer_sqrt(5 * u * u);
  return static_cast<std::int64_t>((u + s) / 2);
}

std::int64_t wythoff_b(std::int64_t n) {
  require_argument(n, "wythoff_b");
  return wythoff_a(n) + n;
}

bool in_wythoff_a(std::int64_t x) {
  return x >= 1 && zeckendorf_least_index(x) % 2 == 0;
}

bool in_wythoff_b(std::int64_t x) {
  return x >= 1 && zeckendorf_least_index(x) % 2 == 1;
}

std::optional<std::int64_t> wythoff_a_inverse(std::int64_t x) {
  require_argument(x, "wythoff_a_inverse");
  if (x == 0) return std::nullopt;
  // A(n) = x means x < n phi < x + 1, so n = ceil(x / phi) = floor(x (phi - 1)) + 1
  // = A(x) - x + 1; it is the preimage exactly when A of it gives x back.
  std::int64_t n = wythoff_a(x) - x + 1;
  if (wythoff_a(n) != x) return std::nullopt;
  return n;
}

std::optional<std::int64_t> wythoff_b_inverse(std::int64_t x) {
  require_argument(x, "wythoff_b_inverse");
  if (x == 0) return std::nullopt;
  // B(n) = x means x < n phi^2 < x + 1, so n = ceil(x / phi^2) = floor(x (2 - phi)) + 1
  // = 2x - A(x) (x phi is irrational, so floor(-x phi) = -A(x) - 1).
  std::int64_t n = 2 * x - wythoff_a(x);
  if (wythoff_b(n) != x) return std::nullopt;
  return n;
}

}  // namespace cgt::games
