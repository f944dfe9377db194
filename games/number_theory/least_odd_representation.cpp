#include "games/number_theory/least_odd_representation.hpp"

#include <fmt/format.h>

#include "cgt/error.hpp"
#include "games/number_theory/zeckendorf.hpp"

namespace cgt::games {

std::vector<int> least_odd_indices(std::int64_t n) {
  if (n < 1) throw DomainError(fmt::format("least-odd representation: n must be >= 1, not {}", n));
  std::vector<int> z = zeckendorf_indices(n);
  if (z.front() % 2 == 1) return z;
  std::vector<int> result;
  for (int i = 1; i < z.front(); i += 2) result.push_back(i);
  result.insert(result.end(), z.begin() + 1, z.end());
  return result;
}

}  // namespace cgt::games
