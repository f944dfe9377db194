#include "games/amazons/amazons.hpp"

#include <catch2/catch.hpp>

#include "cgt/error.hpp"
#include "cgt/values.hpp"
#include "tests/support/ruleset_checks.hpp"
#include "tests/support/session_run.hpp"

using namespace cgt;
using namespace cgt::games;

namespace {

GridBoard random_amazons(std::mt19937& rng) {
  return amazons_position(test::random_grid(rng, 3, 3, "....#XO"));
}

Game value_of(const char* grid) {
  static Evaluator<Amazons> evaluator;
  return evaluator.value(amazons_position(grid));
}

}  // namespace

TEST_CASE("Amazons: outcomes of random positions and sums agree with a plain game-tree search",
          "[amazons]") {
  test::check_sum_outcomes(Amazons{}, random_amazons, 90, 1);
}

TEST_CASE(
    "Amazons: the dominance test by search agrees with comparisons of values and changes no value",
    "[amazons]") {
  test::check_dominance_test(Amazons{}, random_amazons, 90, 2);
}

TEST_CASE("Amazons: components and symmetries change no value", "[amazons]") {
  test::check_without_shortcuts(Amazons{}, random_amazons, 60, 2);
}

TEST_CASE("Amazons: small positions whose values follow from the rules", "[amazons]") {
  // No amazon, or amazons without an empty cell in reach: nobody moves.
  CHECK(value_of("...") == integer(0));
  CHECK(value_of("XO") == integer(0));
  // "X.": Left's one move goes right and shoots back: {0|} = 1; Right's mirror is -1.
  CHECK(value_of("X.") == integer(1));
  CHECK(value_of(".O") == integer(-1));
  // "X.O": whoever moves first takes the middle and shoots back; then nobody moves: {0|0}.
  CHECK(value_of("X.O") == nimber(1));
  // "X..": Left alone makes at most two moves (X to the middle, shooting the far end, then
  // back); a Left-only game is the length of its longest play.
  CHECK(value_of("X..") == integer(2));
  // A diagonal step links regions: X reaches the empty corner only diagonally.
  CHECK(value_of("X#|#.") == integer(1));
  // Regions apart add: two copies of "X." with a burnt column between.
  CHECK(value_of("X.#X.") == integer(2));
  CHECK(value_of("X.#.O") == integer(0));
}

TEST_CASE("Amazons: components drop regions without amazons and crop to bounding boxes",
          "[amazons]") {
  std::vector<GridBoard> parts;
  Amazons{}.components(amazons_position("X.#..|#####|O.#.."), parts);
  REQUIRE(parts.size() == 2);
  CHECK(Amazons{}.text(parts[0]) == "X.");
  CHECK(Amazons{}.text(parts[1]) == "O.");
  // Rotations and reflections share one key.
  CHECK(Amazons{}.normalise(amazons_position("X..|..O")) ==
        Amazons{}.normalise(amazons_position("O.|..|.X")));
}

TEST_CASE("Amazons: bad boards are refused with the function's name", "[amazons]") {
  CHECK_THROWS_WITH(amazons_position("X.Z"), Catch::StartsWith("amazons(grid): unexpected 'Z'"));
  CHECK_THROWS_WITH(amazons_position("X..|.."), Catch::StartsWith("amazons(grid): row 2"));
  CHECK_THROWS_WITH(amazons_position(std::string(65, '.')), Catch::Contains("more than 64 cells"));
  test::SessionRun run = test::run_session("amazons(\"X.Q\")\n");
  CHECK_FALSE(run.ok);
  CHECK_THAT(run.err, Catch::Contains("amazons(grid): unexpected 'Q'"));
  run = test::run_session("amazons(3)\n");
  CHECK_FALSE(run.ok);
  CHECK_THAT(run.err, Catch::Contains("amazons"));
}
