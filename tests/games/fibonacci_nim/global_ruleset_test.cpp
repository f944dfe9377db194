// Global Fibonacci nim and global power-of-two nim as a ruleset (paper 000, sections 6-8): the
// outcomes by the generic outcome search and the Grundy values by mex against the global
// solver (a second algorithm: least winning take-aways), and plain game-tree search on sums.
#include "games/fibonacci_nim/global_ruleset.hpp"

#include <catch2/catch.hpp>

#include "cgt/values.hpp"
#include "games/fibonacci_nim/global_solver.hpp"
#include "games/ruleset/evaluator.hpp"
#include "games/ruleset/outcome_search.hpp"
#include "tests/support/ruleset_checks.hpp"

using namespace cgt;
using namespace cgt::games;

namespace {

GlobalTakeAway::Position random_global(std::mt19937& rng, std::uint32_t most) {
  GlobalTakeAway::Position p;
  for (std::uint32_t i = 0, k = 1 + rng() % 2; i < k; ++i) p.piles.push_back(rng() % (most + 1));
  std::uint32_t r = rng() % (most + 2);
  p.limit = r == most + 1 ? GlobalTakeAway::kNoLimit : r;
  return p;
}

}  // namespace

TEST_CASE("global positions: outcomes and Grundy values agree with the global solver",
          "[fibonacci_nim][rulesets]") {
  for (MoveDynamic dynamic : {MoveDynamic::kFibonacci, MoveDynamic::kPowerOfTwo}) {
    GlobalTakeAway rules(dynamic);
    Evaluator<GlobalTakeAway> evaluator(rules);
    OutcomeSearch<GlobalTakeAway> search(evaluator, 0);
    GlobalSolver solver(dynamic);
    int p_positions = 0;
    for (std::uint32_t a = 0; a <= 7; ++a)
      for (std::uint32_t b = a; b <= 7; ++b)
        for (std::uint32_t c = b; c <= 7; ++c)
          for (std::uint32_t r = 0; r <= 8; ++r) {
            std::vector<std::int64_t> piles{a, b, c};
            std::optional<std::int64_t> limit;
            if (r < 8) limit = r;  // r = 8 stands for infinity
            GlobalTakeAway::Position p{{a, b, c}, limit ? r : GlobalTakeAway::kNoLimit};
            INFO(rules.name() << " " << rules.text(p));
            bool is_p = solver.is_p(piles, limit);
            REQUIRE((search.outcome({p}) == Outcome::kPrevious) == is_p);
            REQUIRE((evaluator.grundy(p) == 0) == is_p);
            p_positions += is_p;
          }
    CHECK(p_positions > 20);
  }
}

TEST_CASE(
    "global positions: values are the nimbers of the Grundy values; normalise changes "
    "nothing",
    "[fibonacci_nim][rulesets]") {
  GlobalTakeAway rules(MoveDynamic::kFibonacci);
  Evaluator<GlobalTakeAway> evaluator(rules);
  Evaluator<test::WithoutShortcuts<GlobalTakeAway>> whole{{rules}};
  std::mt19937 rng(31);
  for (int trial = 0; trial < 80; ++trial) {
    GlobalTakeAway::Position p = random_global(rng, 6);
    INFO(rules.text(p));
    CHECK(evaluator.value(p) == nimber(evaluator.grundy(p)));
    CHECK(whole.value(p) == evaluator.value(p));
  }
  CHECK(rules.normalise({{4, 0, 2}, GlobalTakeAway::kNoLimit}) ==
        GlobalTakeAway::Position{{2, 4}, 4});
  CHECK(rules.text({{3, 4, 10}, GlobalTakeAway::kNoLimit}) == "(3, 4, 10; inf)");
}

TEST_CASE("sums of global positions: plain search, outcome search and values agree",
          "[fibonacci_nim][rulesets]") {
  for (MoveDynamic dynamic : {MoveDynamic::kFibonacci, MoveDynamic::kPowerOfTwo})
    test::check_sum_outcomes<GlobalTakeAway>(
        GlobalTakeAway(dynamic), [](std::mt19937& rng) { return random_global(rng, 4); }, 45, 32,
        5);
}
