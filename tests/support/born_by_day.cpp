#include "tests/support/born_by_day.hpp"

#include <set>

#include "cgt/canonical.hpp"
#include "cgt/values.hpp"

namespace cgt::test {

std::vector<Game> born_by_day_1() { return {zero(), integer(1), integer(-1), star()}; }

std::vector<Game> born_by_day_2() {
  std::vector<Game> day1 = born_by_day_1(), day2;
  std::set<std::uint32_t> seen;
  const unsigned subsets = 1u << day1.size();
  for (unsigned l = 0; l < subsets; ++l)
    for (unsigned r = 0; r < subsets; ++r) {
      std::vector<Game> left, right;
      for (unsigned k = 0; k < day1.size(); ++k) {
        if (l >> k & 1) left.push_back(day1[k]);
        if (r >> k & 1) right.push_back(day1[k]);
      }
      Game g = canonicalise(left, right);
      if (seen.insert(g.id).second) day2.push_back(g);
    }
  return day2;
}

}  // namespace cgt::test
