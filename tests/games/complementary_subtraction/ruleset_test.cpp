// The complementary subtraction ruleset (GoldenNugget and the cs family, paper 004) against the
// value sweep that computes val(h) of every heap at once (a second algorithm: chains of values
// instead of every option), against paper 004's Table 2, and the outcomes of sums of blue and
// red heaps by a plain game-tree search against the outcome search, the canonical forms and the
// existing HeapOutcomes (gnoutcome).
#include "games/complementary_subtraction/ruleset.hpp"

#include <catch2/catch.hpp>

#include "cgt/error.hpp"
#include "cgt/sum.hpp"
#include "games/complementary_subtraction/heap_outcomes.hpp"
#include "games/complementary_subtraction/value_sweep.hpp"
#include "games/golden_nugget/ruleset.hpp"
#include "games/ruleset/evaluator.hpp"
#include "tests/support/data_file.hpp"
#include "tests/support/ruleset_checks.hpp"
#include "lang/session.hpp"

using namespace cgt;
using namespace cgt::games;

namespace {

// val(h) of blue heaps by the ruleset equals the sweep's, and red heaps are their negatives.
void check_against_sweep(const SubtractionSet& set, std::int64_t upto) {
  INFO(set.name());
  ValueSweep sweep(set);
  sweep.extend_to(upto);
  Evaluator<ComplementarySubtraction> evaluator{ComplementarySubtraction(set)};
  for (std::int64_t h = 0; h <= upto; ++h) {
    INFO("heap " << h);
    auto heap = static_cast<std::uint32_t>(h);
    REQUIRE(evaluator.value({heap, false}) == sweep.value(h));
    REQUIRE(evaluator.value({heap, true}) == negate(sweep.value(h)));
  }
}

ComplementarySubtraction::Position random_heap(std::mt19937& rng, std::uint32_t most) {
  return {static_cast<std::uint32_t>(rng() % (most + 1)), rng() % 2 == 1};
}

}  // namespace

TEST_CASE("GoldenNugget heaps: the ruleset's values equal the value sweep's gn(h)",
          "[golden_nugget][rulesets]") {
  check_against_sweep(SubtractionSet::golden_nugget(), 300);
}

TEST_CASE("complementary subtraction heaps: the ruleset's values equal the value sweep's",
          "[cs][rulesets]") {
  check_against_sweep(SubtractionSet::beatty(QuadraticIrrational::from_surd(0, 2, 1)), 150);
  check_against_sweep(SubtractionSet::beatty(QuadraticIrrational::from_surd(3, 5, 4)), 150);
  check_against_sweep(SubtractionSet::odd_numbers(), 150);
}

TEST_CASE("GoldenNugget heaps reproduce paper 004's Table 2", "[golden_nugget][rulesets]") {
  auto rows = test::read_data_file("golden_nugget_table2.tsv");
  REQUIRE(rows.size() == 20);
  Evaluator<ComplementarySubtraction> evaluator(golden_nugget_rules());
  for (const auto& row : rows) {
    auto h = static_cast<std::uint32_t>(test::cell_integer(row[0]));
    INFO("h = " << h);
    CHECK(evaluator.value({h, false}) == lang::evaluate_game(row[1]));
  }
}

TEST_CASE("GoldenNugget options follow Definition 1.1", "[golden_nugget][rulesets]") {
  // A = 1, 3, 4, 6, 8, 9, ... and B = 2, 5, 7, 10, ... (paper 004, Table 1).
  ComplementarySubtraction rules = golden_nugget_rules();
  auto heaps = [&](ComplementarySubtraction::Position p, Player who) {
    std::vector<ComplementarySubtraction::Position> out;
    rules.options(p, who, out);
    std::vector<std::uint32_t> sizes;
    for (const auto& o : out) {
      CHECK(o.red == p.red);
      sizes.push_back(o.heap);
    }
    return sizes;
  };
  using V = std::vector<std::uint32_t>;
  CHECK(heaps({10, false}, Player::kLeft) == V{9, 7, 6, 4, 2, 1});
  CHECK(heaps({10, false}, Player::kRight) == V{8, 5, 3, 0});
  CHECK(heaps({10, true}, Player::kLeft) == V{8, 5, 3, 0});
  CHECK(heaps({10, true}, Player::kRight) == V{9, 7, 6, 4, 2, 1});
  CHECK(heaps({0, false}, Player::kLeft).empty());
  CHECK(rules.name() == "goldennugget");
  CHECK(rules.text({20, true}) == "red 20");
}

TEST_CASE("sums of blue and red heaps: plain search, outcome search and values agree",
          "[golden_nugget][cs][rulesets]") {
  test::check_sum_outcomes<ComplementarySubtraction>(
      golden_nugget_rules(), [](std::mt19937& rng) { return random_heap(rng, 14); }, 90, 11, 6);
  test::check_sum_outcomes<ComplementarySubtraction>(
      ComplementarySubtraction(SubtractionSet::odd_numbers()),
      [](std::mt19937& rng) { return random_heap(rng, 12); }, 60, 12, 6);
}

TEST_CASE(
    "blue and red heaps: the dominance test by search agrees with comparisons of values and "
    "changes no value",
    "[golden_nugget][cs][rulesets]") {
  test::check_dominance_test<ComplementarySubtraction>(
      golden_nugget_rules(), [](std::mt19937& rng) { return random_heap(rng, 30); }, 120, 13, 6);
}

TEST_CASE("GoldenNugget sums: the outcome search agrees with gnoutcome's HeapOutcomes",
          "[golden_nugget][rulesets]") {
  Evaluator<ComplementarySubtraction> evaluator(golden_nugget_rules());
  OutcomeSearch<ComplementarySubtraction> search(evaluator, 8);
  HeapOutcomes heap_outcomes(SubtractionSet::golden_nugget());
  std::mt19937 rng(13);
  for (int trial = 0; trial < 150; ++trial) {
    std::vector<ComplementarySubtraction::Position> parts;
    HeapPosition heaps;
    for (int i = 0, n = 1 + trial % 3; i < n; ++i) {
      parts.push_back(random_heap(rng, 40));
      (parts.back().red ? heaps.red : heaps.blue).push_back(parts.back().heap);
    }
    INFO("trial " << trial);
    CHECK(search.outcome(parts) == heap_outcomes.outcome(heaps).outcome);
  }
}

TEST_CASE("complementary subtraction heaps beyond the membership table are refused",
          "[cs][rulesets]") {
  ComplementarySubtraction rules = golden_nugget_rules();
  std::vector<ComplementarySubtraction::Position> out;
  auto too_big = static_cast<std::uint32_t>(ComplementarySubtraction::kMaxHeap + 1);
  CHECK_THROWS_AS(rules.options({too_big, false}, Player::kLeft, out), DomainError);
  CHECK(out.empty());
}
