// What the saves of a checkpointed sweep (games/sharding/sweep_hooks.hpp) write, for tests that
// continue a sweep from them.
#pragma once

#include <catch2/catch.hpp>
#include <cstdint>
#include <functional>
#include <istream>
#include <sstream>
#include <string>

#include "games/complementary_subtraction/subtraction_set.hpp"
#include "games/sharding/sweep_hooks.hpp"

namespace cgt::test {

// What `sweep` (a sweep run with the hooks it is given) writes when it saves after heap `at`
// and, before it, after every heap h < at with save_before(h).
inline std::string saved_after(
    const std::function<void(const games::SweepHooks&)>& sweep, std::int64_t at,
    const std::function<bool(std::int64_t)>& save_before = [](std::int64_t) { return false; }) {
  std::ostringstream out;
  games::SweepHooks hooks;
  hooks.due = [&](std::int64_t h, bool) { return h == at || (h < at && save_before(h)); };
  hooks.save = [&](std::int64_t, const std::function<void(std::ostream&)>& write) { write(out); };
  sweep(hooks);
  return out.str();
}

// Checks that a sweep resumed from `saved` (the saves of a GoldenNugget sweep through heap 100)
// by `resume(set, upto, hooks)` is refused for another set and for a bound below 100, and
// taken for 100.
inline void check_golden_nugget_saves_refused_elsewhere(
    const std::string& saved,
    const std::function<void(const games::SubtractionSet&, std::int64_t, const games::SweepHooks&)>&
        resume) {
  auto resume_from = [&](const games::SubtractionSet& set, std::int64_t upto) {
    std::istringstream in(saved);
    games::SweepHooks hooks;
    hooks.resume = &in;
    resume(set, upto, hooks);
  };
  CHECK_THROWS_WITH(
      resume_from(games::SubtractionSet::beatty(games::QuadraticIrrational::from_surd(0, 2, 1)),
                  200),
      Catch::Contains("is of the set A = floor(n phi)"));
  CHECK_THROWS_WITH(resume_from(games::SubtractionSet::golden_nugget(), 50),
                    Catch::Contains("beyond this run's bound 50"));
  CHECK_NOTHROW(resume_from(games::SubtractionSet::golden_nugget(), 100));
}

}  // namespace cgt::test
