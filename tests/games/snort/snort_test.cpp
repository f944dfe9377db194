#include "games/snort/snort.hpp"

#include <catch2/catch.hpp>

#include "cgt/values.hpp"
#include "tests/support/ruleset_checks.hpp"
#include "tests/support/session_run.hpp"

using namespace cgt;
using namespace cgt::games;

namespace {

GridBoard random_snort(std::mt19937& rng) {
  return snort_position(test::random_grid(rng, 3, 3, "...#XO"));
}

Game value_of(const char* grid) {
  static Evaluator<Snort> evaluator;
  return evaluator.value(snort_position(grid));
}

}  // namespace

TEST_CASE("Snort: outcomes of random positions and sums agree with a plain game-tree search",
          "[snort]") {
  test::check_sum_outcomes(Snort{}, random_snort, 120, 1);
}

TEST_CASE(
    "Snort: the dominance test by search agrees with comparisons of values and changes no value",
    "[snort]") {
  test::check_dominance_test(Snort{}, random_snort, 120, 2);
}

TEST_CASE("Snort: components, tints and symmetries change no value", "[snort]") {
  test::check_without_shortcuts(Snort{}, random_snort, 150, 2);
  // Larger boards than the sums can afford.
  Snort rules;
  test::check_without_shortcuts(
      rules,
      [](std::mt19937& rng) { return snort_position(test::random_grid(rng, 3, 4, "....#XO")); }, 60,
      3);
}

TEST_CASE("Snort: small positions whose values follow from the rules", "[snort]") {
  // One empty cell: both may colour it, {0|0} = *; next to X only Left may, {0|} = 1.
  CHECK(value_of(".") == nimber(1));
  CHECK(value_of("X.") == integer(1));
  CHECK(value_of("O.") == integer(-1));
  CHECK(value_of("X.O") == integer(0));  // a dead cell
  // Two cells: Left's move leaves a cell only Left may colour (1), Right's mirror -1: +-1.
  CHECK(value_of("..") == switch_game(integer(1)));
  // Three in a row: Left colouring the middle leaves two cells only Left may colour (2), which
  // beats an end ({1|0}); Right's mirror: +-2.
  CHECK(value_of("...") == switch_game(integer(2)));
  CHECK(value_of(".|.|.") == switch_game(integer(2)));
  // Regions apart add: +-1 + +-1 = 0.
  CHECK(value_of("..#..") == integer(0));
}

TEST_CASE("Snort: components keep the coloured cells that tint them", "[snort]") {
  std::vector<GridBoard> parts;
  Snort{}.components(snort_position("X.O..#.|###...X"), parts);
  REQUIRE(parts.size() == 2);
  CHECK(Snort{}.text(parts[0]) == "O..##|#...X");
  CHECK(Snort{}.text(parts[1]) == ".|X");
}

TEST_CASE("Snort: bad boards are refused with the function's name", "[snort]") {
  CHECK_THROWS_WITH(snort_position("X.o+"), Catch::StartsWith("snort(grid): unexpected '+'"));
  CHECK_THROWS_WITH(snort_position("..|."), Catch::StartsWith("snort(grid): row 2"));
  CHECK_THROWS_WITH(snort_position(std::string(65, '.')), Catch::Contains("more than 64"));
  test::SessionRun run = test::run_session("snort(\"A\")\n");
  CHECK_FALSE(run.ok);
  CHECK_THAT(run.err, Catch::Contains("snort(grid): unexpected 'A'"));
}
