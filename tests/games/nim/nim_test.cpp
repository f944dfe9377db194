// Nim through the ruleset API: the closed form *n against the values by options, Bouton's
// theorem (a sum is P exactly when the xor of its heaps is 0) against a plain game-tree search.
#include "games/nim/nim.hpp"

#include <catch2/catch.hpp>

#include "cgt/values.hpp"
#include "games/ruleset/evaluator.hpp"
#include "tests/support/ruleset_checks.hpp"

using namespace cgt;
using namespace cgt::games;

TEST_CASE("Nim heaps: the closed form *n equals the values and the mex by options",
          "[nim][rulesets]") {
  Evaluator<Nim> closed(Nim{});
  Evaluator<Nim> by_options(Nim{false});
  for (std::uint64_t n = 0; n <= 40; ++n) {
    INFO("heap " << n);
    CHECK(by_options.value(n) == closed.value(n));
    CHECK(by_options.value(n) == nimber(n));
    CHECK(by_options.grundy(n) == n);
    CHECK(closed.grundy(n) == n);
  }
}

TEST_CASE("Nim sums: Bouton's theorem and the plain search agree with the search and the values",
          "[nim][rulesets]") {
  test::NaiveOutcome<Nim> naive(Nim{false});
  for (std::uint64_t a = 0; a <= 7; ++a)
    for (std::uint64_t b = 0; b <= 7; ++b)
      for (std::uint64_t c = 0; c <= 7; ++c)
        REQUIRE(naive.outcome({a, b, c}) ==
                ((a ^ b ^ c) == 0 ? Outcome::kPrevious : Outcome::kNext));
  for (bool closed_form : {true, false})
    test::check_sum_outcomes<Nim>(
        Nim{closed_form}, [](std::mt19937& rng) { return std::uint64_t{rng() % 9}; }, 60, 7, 3);
}
