#include "games/col/col.hpp"

#include <catch2/catch.hpp>

#include "cgt/facts.hpp"
#include "cgt/values.hpp"
#include "tests/support/ruleset_checks.hpp"
#include "tests/support/session_run.hpp"

using namespace cgt;
using namespace cgt::games;

namespace {

GridBoard random_col(std::mt19937& rng) {
  return col_position(test::random_grid(rng, 3, 3, "...#XO"));
}

GridBoard random_larger_col(std::mt19937& rng) {
  return col_position(test::random_grid(rng, 3, 4, "....#XO"));
}

Evaluator<Col>& evaluator() {
  static Evaluator<Col> e;
  return e;
}

Game value_of(const char* grid) {
  return evaluator().value(col_position(grid));
}

}  // namespace

TEST_CASE("Col: outcomes of random positions and sums agree with a plain game-tree search",
          "[col]") {
  test::check_sum_outcomes(Col{}, random_col, 120, 1);
}

TEST_CASE(
    "Col: the dominance test by search agrees with comparisons of values and changes no value",
    "[col]") {
  test::check_dominance_test(Col{}, random_col, 120, 2);
}

TEST_CASE("Col: components, tints and symmetries change no value", "[col]") {
  test::check_without_shortcuts(Col{}, random_col, 150, 2);
  test::check_without_shortcuts(Col{}, random_larger_col, 60, 3);
}

TEST_CASE("Col: every value is a number or a number plus * (Winning Ways, chapter 2)", "[col]") {
  std::mt19937 rng(4);
  for (int trial = 0; trial < 200; ++trial) {
    GridBoard p = random_larger_col(rng);
    Game v = evaluator().value(p);
    INFO(Col{}.text(p));
    CHECK((is_number(v) || is_number(sum(v, nimber(1)))));
  }
}

TEST_CASE("Col: small positions whose values follow from the rules", "[col]") {
  // One empty cell: both may colour it, {0|0} = *; next to X only Right may, {|0} = -1.
  CHECK(value_of(".") == nimber(1));
  CHECK(value_of("X.") == integer(-1));
  CHECK(value_of("O.") == integer(1));
  CHECK(value_of("X.O") == integer(0));  // a dead cell
  // Two cells: Left's move leaves a cell only Right may colour: {-1|1} = 0.
  CHECK(value_of("..") == integer(0));
  // "X..": Left's one move leaves a cell only Right may colour (-1); Right's best leaves a dead
  // cell (0): {-1|0} = -1/2.
  CHECK(value_of("X..") == number(Dyadic::parse("-1/2")));
  CHECK(value_of("..O") == number(Dyadic::parse("1/2")));
  // Three in a row: Left's best is an end (-1/2 beats -2 for the middle); {-1/2|1/2} = 0.
  CHECK(value_of("...") == integer(0));
  // Regions apart add: * + * = 0, * + -1/2.
  CHECK(value_of(".#.") == integer(0));
  CHECK(value_of(".#X..") == sum(nimber(1), number(Dyadic::parse("-1/2"))));
}

TEST_CASE("Col: bad boards are refused with the function's name", "[col]") {
  CHECK_THROWS_WITH(col_position("X.Y"), Catch::StartsWith("col(grid): unexpected 'Y'"));
  CHECK_THROWS_WITH(col_position(".|.."), Catch::StartsWith("col(grid): row 2"));
  CHECK_THROWS_WITH(col_position(std::string(99, '.')), Catch::Contains("more than 64"));
  test::SessionRun run = test::run_session("col(\"..|.\")\n");
  CHECK_FALSE(run.ok);
  CHECK_THAT(run.err, Catch::Contains("col(grid): row 2"));
}
