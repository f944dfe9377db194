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
  return search_periodicity(rules, g).proven;
}

}  // namespace cgt::games
