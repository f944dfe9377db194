#include "games/cutcake/cutcake.hpp"

#include <catch2/catch.hpp>
#include <random>

#include "cgt/compare.hpp"
#include "cgt/error.hpp"
#include "cgt/sum.hpp"
#include "cgt/values.hpp"
#include "games/ruleset/evaluator.hpp"
#include "games/ruleset/outcome_search.hpp"
#include "tests/support/naive_outcome.hpp"
#include "tests/support/ruleset_checks.hpp"
#include "tests/support/session_run.hpp"

using namespace cgt;
using namespace cgt::games;

namespace {

// Cutcake by its options alone: no components, no closed form (the brute force).
using PlainCutcake = test::WithoutShortcuts<Cutcake>;

// Cutcake split into pieces, each evaluated from its options (no closed form).
struct PiecewiseCutcake : PlainCutcake {
  std::string name() const { return "piecewise cutcake"; }
  void components(const Position& p, std::vector<Position>& out) const { rules.components(p, out); }
};

Cutcake::Position random_cake(std::mt19937& rng, int pieces, int max_side) {
  std::uniform_int_distribution<int> side(1, max_side);
  Cutcake::Position p;
  for (int i = 0; i < pieces; ++i) {
    Cutcake::Position one = Cutcake::piece(side(rng), side(rng), "test");
    p.insert(p.end(), one.begin(), one.end());
  }
  std::sort(p.begin(), p.end());
  return p;
}

}  // namespace

TEST_CASE("the closed form of a piece equals its value from the options", "[cutcake]") {
  Evaluator<PiecewiseCutcake> brute(PiecewiseCutcake{});
  Cutcake rules;
  for (int rows = 1; rows <= 20; ++rows)
    for (int columns = 1; columns <= 20; ++columns) {
      INFO(rows << " x " << columns);
      Cutcake::Position p = Cutcake::piece(rows, columns, "test");
      REQUIRE(rules.known_value(p) == brute.value(p));
    }
}

TEST_CASE("textbook values: a strip of n columns is n - 1 cuts for Left", "[cutcake]") {
  // Winning Ways, ch. 2: Left alone can cut a 1 x n strip, into n - 1 moves; Right alone a
  // n x 1 strip. And a square piece is 0 (by symmetry, a second-player win: Right answers
  // Left's cut by the transposed cut).
  Evaluator<PiecewiseCutcake> brute(PiecewiseCutcake{});
  for (int n = 1; n <= 12; ++n) {
    CHECK(brute.value(Cutcake::piece(1, n, "test")) == integer(n - 1));
    CHECK(brute.value(Cutcake::piece(n, 1, "test")) == integer(1 - n));
    CHECK(brute.value(Cutcake::piece(n, n, "test")) == zero());
  }
}

TEST_CASE("random cakes and sums: naive search, the value's outcome and outcome search agree",
          "[cutcake]") {
  std::mt19937 rng(20261123);
  Cutcake rules;
  test::NaiveOutcome<Cutcake> naive(rules);
  Evaluator<Cutcake> evaluator(rules);
  Evaluator<PlainCutcake> brute(PlainCutcake{});
  OutcomeSearch<Cutcake> search(evaluator, 8);
  for (int trial = 0; trial < 150; ++trial) {
    std::vector<Cutcake::Position> cakes(1 + trial % 3);
    Game total = zero();
    for (auto& cake : cakes) {
      // Naive search on sums of many pieces is slow: one piece each in sums.
      cake = cakes.size() == 1 ? random_cake(rng, 2, 4) : random_cake(rng, 1, 3);
      total = sum(total, evaluator.value(cake));
      // Components and the closed form against evaluating by options alone.
      REQUIRE(evaluator.value(cake) == brute.value(cake));
    }
    INFO("first cake " << rules.text(cakes[0]) << ", " << cakes.size() << " cakes");
    Outcome expected = naive.outcome(cakes);
    CHECK(outcome(total) == expected);
    CHECK(search.outcome(cakes) == expected);
  }
}

TEST_CASE("positions stay sorted and drop 1 x 1 pieces", "[cutcake]") {
  Cutcake rules;
  std::vector<Cutcake::Position> options;
  rules.options(Cutcake::piece(1, 3, "test"), Player::kLeft, options);
  REQUIRE(options.size() == 1);  // cutting at 1 or at 2 leaves the same cake
  CHECK(rules.text(options[0]) == "1x2");
  options.clear();
  rules.options(Cutcake::piece(3, 2, "test"), Player::kRight, options);
  REQUIRE(options.size() == 1);
  CHECK(rules.text(options[0]) == "1x2 + 2x2");
  options.clear();
  rules.options(Cutcake::piece(1, 3, "test"), Player::kRight, options);
  CHECK(options.empty());
}

TEST_CASE("bad sides are refused with the function's signature", "[cutcake]") {
  CHECK_THROWS_AS(Cutcake::piece(0, 3, "f"), DomainError);
  CHECK_THROWS_AS(Cutcake::piece(3, 10'001, "f"), DomainError);
  for (const char* bad : {"cutcake(0, 3)", "cutcake(3, 10001)", "cutcake(1/2, 3)",
                          "cutcake(\"3\", 3)", "cutcake(3)"}) {
    auto run = test::run_session(bad);
    INFO(bad);
    CHECK_FALSE(run.ok);
    CHECK_THAT(run.all(), Catch::Contains("cutcake"));
  }
  auto run = test::run_session("cutcake(0, 3)");
  CHECK_THAT(run.all(), Catch::Contains("cutcake(m, n): m"));
}

TEST_CASE("the tool writes cakes as expressions that read back", "[cutcake]") {
  // Left's one cut of 2 x 3 leaves 2 x 1 and 2 x 2; Right's leaves two 1 x 3 strips.
  auto run = test::run_session("options(cutcake(2, 3))");
  CHECK(run.ok);
  CHECK(run.out == "[[cutcake(2, 1) + cutcake(2, 2)], [cutcake(1, 3) + cutcake(1, 3)]]\n");
  run = test::run_session("leftoptions(cutcake(1, 2))");
  CHECK(run.out == "[cutcake(1, 1)]\n");
}
