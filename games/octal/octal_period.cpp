#include "games/octal/octal_period.hpp"

#include <algorithm>

namespace cgt::games {

std::size_t periodicity_bound(const TakeBreakRules& rules, std::size_t preperiod,
                              std::size_t period) {
  std::size_t m = std::max(rules.max_heaps_left(), 1);
  return m * std::max<std::size_t>(preperiod, 1) + (m - 1) * period + rules.max_take();
}

std::optional<Periodicity> proven_periodicity(const TakeBreakRules& rules,
                                              const std::vector<std::uint32_t>& g) {
  if (rules.unequal_splits) return std::nullopt;
  const std::size_t n = g.size();
  for (std::size_t p = 1; 2 * p <= n; ++p) {
    std::size_t e = n - p;  // the least e with g(i + p) = g(i) for e <= i < n - p
    while (e > 0 && g[e - 1 + p] == g[e - 1]) --e;
    if (periodicity_bound(rules, e, p) + p <= n) return Periodicity{e, p};
  }
  return std::nullopt;
}

}  // namespace cgt::games
