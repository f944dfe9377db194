#include <algorithm>

#include "games/ruleset/evaluator.hpp"

namespace cgt::games {

std::uint64_t mex(std::vector<std::uint64_t>& values) {
  std::sort(values.begin(), values.end());
  std::uint64_t m = 0;
  for (std::uint64_t v : values) {
    if (v == m)
      ++m;
    else if (v > m)
      break;
  }
  return m;
}

}  // namespace cgt::games
