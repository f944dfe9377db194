#include "games/fibonacci_nim/theorem10.hpp"

#include <fmt/format.h>

#include "cgt/error.hpp"
#include "games/number_theory/fibonacci.hpp"
#include "games/number_theory/zeckendorf.hpp"

namespace cgt::games {

Theorem10Case theorem10_case(std::int64_t m, std::int64_t k, std::int64_t r) {
  constexpr std::int64_t kMax = 1'000'000'000'000;
  if (m < 0 || k < 0 || r < 1 || m > kMax || k > kMax || r > kMax)
    throw DomainError(
        fmt::format("Theorem 10: need m, k >= 0 and r >= 1 (at most 10^12), not "
                    "m = {}, k = {}, r = {}",
                    m, k, r));
  return theorem10_case(m, zeckendorf_indices(k), largest_fibonacci_index_at_most(r));
}

Theorem10Case theorem10_case(std::int64_t m, std::span<const int> z, int t) {
  // z[0], z[1]: the indices of z_1(k), z_2(k).
  if (t < 2 || m < 0) throw DomainError("Theorem 10: need t >= 2 and m >= 0");
  if (!z.empty() && z[0] <= t) return Theorem10Case::k1;
  if (z.empty() || z[0] >= t + 2) return Theorem10Case::k2;
  // z_1(k) = F_{t+1}.
  if (m < fibonacci(t)) return Theorem10Case::k3;
  // F_t + F_{t+1} + ... + F_{t+j-1} = F_{t+j+1} - F_{t+1} (Remark 11).
  auto run_sum = [t](int j) { return fibonacci(t + j + 1) - fibonacci(t + 1); };
  const int d = z.size() > 1 ? z[1] - t : 0;
  if (z.size() == 1 || m < run_sum(d - 2)) {
    int s = 1;
    while (!(run_sum(s) <= m && m < run_sum(s + 1))) ++s;
    return s % 2 == 1 ? Theorem10Case::k4a : Theorem10Case::k4b;
  }
  return d % 2 == 1 ? Theorem10Case::k5a : Theorem10Case::k5b;
}

bool theorem10_predicts_p(Theorem10Case c) {
  return c == Theorem10Case::k2 || c == Theorem10Case::k3 || c == Theorem10Case::k4b ||
         c == Theorem10Case::k5b;
}

const char* theorem10_case_name(Theorem10Case c) {
  switch (c) {
    case Theorem10Case::k1:
      return "(1)";
    case Theorem10Case::k2:
      return "(2)";
    case Theorem10Case::k3:
      return "(3)";
    case Theorem10Case::k4a:
      return "(4a)";
    case Theorem10Case::k4b:
      return "(4b)";
    case Theorem10Case::k5a:
      return "(5a)";
    case Theorem10Case::k5b:
      return "(5b)";
  }
  return "?";
}

}  // namespace cgt::games
