// Outcomes of multi-heap GoldenNugget positions against a brute-force game-tree search that
// knows only the rules (Definition 1.1 of paper 004 with blue and red heaps; no game values),
// the soundness of the reduced path against exact outcomes, and Question 1.2 with the answers
// of the paper's section 6.
#include "games/complementary_subtraction/heap_outcomes.hpp"

#include <catch2/catch.hpp>
#include <random>

#include "cgt/error.hpp"
#include "cgt/facts.hpp"
#include "cgt/sum.hpp"
#include "games/complementary_subtraction/value_sweep.hpp"
#include "reduce/reduced_canonical_form.hpp"
#include "tests/support/heap_game_search.hpp"
#include "tests/support/random_games.hpp"
#include "lang/session.hpp"

using namespace cgt;
using namespace cgt::games;

namespace {

// val(h) for h <= 20 by the plain definition (canonicalise() over every option).
std::vector<Game> plain_values() {
  return values_by_definition(SubtractionSet::golden_nugget(), 20);
}

// The sum of the heaps' reduced forms rcf(val(h)).
Game reduced_sum(const std::vector<Game>& values, const HeapPosition& p) {
  Game g = game_table().zero();
  for (auto h : p.blue) g = g + reduce::rcf(values.at(static_cast<std::size_t>(h)));
  for (auto h : p.red) g = g - reduce::rcf(values.at(static_cast<std::size_t>(h)));
  return g;
}

std::string describe(const HeapPosition& p) {
  std::string text;
  for (auto h : p.blue) text += std::to_string(h) + "b ";
  for (auto h : p.red) text += std::to_string(h) + "r ";
  return text;
}

}  // namespace

TEST_CASE("the mex construction gives the moves of paper 004's example", "[cs]") {
  // Section 1: from 5 counters Left can move to 1, 2 or 4 and Right to 0 or 3.
  std::vector<bool> in_a = test::wythoff_a_membership(5);
  std::vector<int> left, right;
  for (int s = 1; s <= 5; ++s) (in_a[static_cast<std::size_t>(s)] ? left : right).push_back(5 - s);
  CHECK(left == std::vector<int>{4, 2, 1});
  CHECK(right == std::vector<int>{3, 0});
  // The search knows the mirror strategy: a blue and a red heap of equal size are a second-
  // player win (G - G = 0), so from 9b 5r Left wins by moving to 5b 5r (section 1).
  test::HeapGameSearch search(20);
  for (int h = 1; h <= 20; ++h) CHECK(search.outcome({{h}, {h}}) == Outcome::kPrevious);
  CHECK(search.outcome({{9}, {5}}) != Outcome::kRight);
  CHECK(search.outcome({{9}, {5}}) != Outcome::kPrevious);
}

TEST_CASE("outcomes of 2- and 3-heap positions agree with a game-tree search", "[cs]") {
  const int max_heap = 16;
  const std::vector<Game> values = plain_values();
  test::HeapGameSearch search(max_heap);
  HeapOutcomes outcomes(SubtractionSet::golden_nugget());
  for (int heaps : {2, 3}) {
    INFO(heaps << " heaps");
    OutcomeCounts expected;
    std::uint64_t rcf_alone_wrong = 0;
    for (const HeapPosition& p : test::all_positions(heaps, max_heap)) {
      OutcomeDecision d = outcomes.outcome(p);
      Outcome truth = search.outcome(p);
      INFO(describe(p));
      REQUIRE(d.outcome == truth);
      // The sides with a zero stop, from rcf() of the values by definition.
      Game reduced = reduced_sum(values, p);
      int zero_stops = int{left_stop(reduced).is_zero()} + int{right_stop(reduced).is_zero()};
      CHECK(d.exact_sides == zero_stops);
      expected.add(OutcomeDecision{truth, zero_stops});
      if (outcome(reduced) != truth) {
        ++rcf_alone_wrong;
        CHECK(d.exact_sides > 0);  // where the reduced form misleads, the exact path decided
      }
    }
    Progress quiet;
    OutcomeCounts counted = outcomes.count_outcomes(heaps, 1, max_heap, quiet);
    // C(2H + k - 1, k) multisets of k heaps among 2H coloured heaps.
    CHECK(counted.positions == (heaps == 2 ? 32u * 33 / 2 : 32u * 33 * 34 / 6));
    CHECK(counted.positions == expected.positions);
    CHECK(counted.by_outcome == expected.by_outcome);
    CHECK(counted.reduced == expected.reduced);
    CHECK(counted.exact_one_side == expected.exact_one_side);
    CHECK(counted.exact_both_sides == expected.exact_both_sides);
    CHECK(counted.reduced + counted.exact_one_side + counted.exact_both_sides == counted.positions);
    // The exact path is needed: the reduced form alone gets some outcomes wrong.
    CHECK(rcf_alone_wrong > 0);
  }
}

TEST_CASE("the reduced path is taken only where it is sound", "[cs]") {
  // The example: {1|0} + ^ is positive though its rcf {1|0} is a first-player win.
  Game hot = lang::evaluate_game("{1|0}"), g = lang::evaluate_game("{1|0} + ^");
  REQUIRE(reduce::rcf(g) == hot);
  const Game zero = game_table().zero();
  OutcomeDecision d = decide_outcome(hot, [&] { return Difference{g, zero}; });
  CHECK(d.outcome == Outcome::kLeft);
  CHECK(d.exact_sides == 1);
  CHECK(decide_outcome(hot, [&] { return Difference{hot, zero}; }).outcome == Outcome::kNext);
  // ^ and v have the same stops (0, 0) and opposite outcomes: both sides need the exact value.
  OutcomeDecision down = decide_outcome(lang::evaluate_game("^"), [&] {
    return Difference{lang::evaluate_game("v"), zero};
  });
  CHECK(down.outcome == Outcome::kRight);
  CHECK(down.exact_sides == 2);

  // Random sums x = a + b, decided from rcf(a) + rcf(b) and the difference a - (-b): the
  // decision is x's outcome, and where the exact value was not consulted the reduced sum's
  // own outcome is x's as well.
  std::mt19937 rng(2024);
  int reduced_only = 0, with_exact = 0;
  for (int i = 0; i < 400; ++i) {
    Game a = test::random_game(rng, 1 + i % 3), b = test::random_game(rng, 1 + i % 2);
    Game x = a + b, reduced = reduce::rcf(a) + reduce::rcf(b);
    bool consulted = false;
    OutcomeDecision r = decide_outcome(reduced, [&] {
      consulted = true;
      return Difference{a, negate(b)};
    });
    INFO(i);
    REQUIRE(r.outcome == outcome(x));
    REQUIRE(consulted == (r.exact_sides > 0));
    if (consulted) {
      ++with_exact;
    } else {
      ++reduced_only;
      CHECK(outcome(reduced) == outcome(x));
    }
  }
  CHECK(reduced_only > 0);
  CHECK(with_exact > 0);
}

TEST_CASE("Question 1.2 of paper 004: (i) 3b 20b 18r is L, (ii) 20b 17r is N", "[cs]") {
  test::HeapGameSearch search(20);
  const std::vector<Game> values = plain_values();
  HeapOutcomes outcomes(SubtractionSet::golden_nugget());
  const HeapPosition first{{3, 20}, {18}}, second{{20}, {17}};
  CHECK(search.outcome(first) == Outcome::kLeft);
  CHECK(search.outcome(second) == Outcome::kNext);

  // Section 6: (i) has the reduced forms 1/2, {1|0} and {0|-1}, which sum to 1/2: the stops
  // decide. (ii) has the reduced form {1|0} - 1, Left's stop is 0, and the exact value decides.
  CHECK(reduced_sum(values, first) == lang::evaluate_game("1/2"));
  OutcomeDecision i = outcomes.outcome(first);
  CHECK(i.outcome == Outcome::kLeft);
  CHECK(i.exact_sides == 0);
  Game rcf_second = reduced_sum(values, second);
  CHECK(rcf_second == lang::evaluate_game("{1|0} - 1"));
  CHECK(left_stop(rcf_second).is_zero());
  OutcomeDecision ii = outcomes.outcome(second);
  CHECK(ii.outcome == Outcome::kNext);
  CHECK(ii.exact_sides == 1);
  // Left's winning move of section 6: remove 16 from 20. The paper writes the result as
  // {1||1|0} - 1 = {0||0|-1} > 0, taking rcf(17) = 1 for val(17); by Table 2 val(17) is not 1,
  // and the exact value is another infinitesimal, positive all the same.
  const HeapPosition after{{4}, {17}};
  CHECK(search.outcome(after) == Outcome::kLeft);
  CHECK(outcomes.outcome(after).outcome == Outcome::kLeft);
  Game exact_after = HeapSums(SubtractionSet::golden_nugget()).position(after);
  CHECK(is_infinitesimal(exact_after));
  CHECK(exact_after != lang::evaluate_game("{0||0|-1}"));
}

TEST_CASE("bad arguments of the outcome counts are domain errors", "[cs]") {
  HeapOutcomes outcomes(SubtractionSet::golden_nugget());
  Progress quiet;
  CHECK_THROWS_AS(outcomes.count_outcomes(4, 1, 5, quiet), DomainError);
  CHECK_THROWS_AS(outcomes.count_outcomes(2, 0, 5, quiet), DomainError);
  CHECK_THROWS_AS(outcomes.count_outcomes(2, 6, 5, quiet), DomainError);
  CHECK_THROWS_AS(outcomes.outcome({{-1}, {}}), DomainError);
  CHECK_THROWS_AS(HeapOutcomes(SubtractionSet::odd_numbers()), DomainError);
}
