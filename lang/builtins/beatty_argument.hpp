// The subtraction set floor(n alpha) of alpha = (a + sqrt(b))/c read from three arguments of a
// tool function (cs, compsub), with the range errors naming that function.
#pragma once

#include <optional>

#include "games/complementary_subtraction/subtraction_set.hpp"
#include "lang/arguments.hpp"

namespace cgt::lang {

// Arguments first, first + 1, first + 2 are a, b, c.
inline games::SubtractionSet beatty_argument(const Args& a, std::size_t first) {
  std::optional<games::SubtractionSet> set;
  try {
    set = games::SubtractionSet::beatty(games::QuadraticIrrational::from_surd(
        a.integer(first, "a", -1'000'000, 1'000'000), a.integer(first + 1, "b", 2, 1'000'000),
        a.integer(first + 2, "c", -1'000'000, 1'000'000)));
  } catch (const DomainError& e) {
    a.fail(ErrorCode::kDomain, e.what());  // alpha rational or outside (1, 2)
  }
  return *set;
}

}  // namespace cgt::lang
