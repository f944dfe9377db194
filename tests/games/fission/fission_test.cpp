#include "games/fission/fission.hpp"

#include <catch2/catch.hpp>

#include "cgt/values.hpp"
#include "tests/support/ruleset_checks.hpp"
#include "tests/support/session_run.hpp"

using namespace cgt;
using namespace cgt::games;

namespace {

GridBoard random_fission(std::mt19937& rng) {
  return fission_position(test::random_grid(rng, 4, 4, "....#XX"));
}

Game value_of(const char* grid) {
  static Evaluator<Fission> evaluator;
  return evaluator.value(fission_position(grid));
}

}  // namespace

TEST_CASE("Fission: outcomes of random positions and sums agree with a plain game-tree search",
          "[fission]") {
  test::check_sum_outcomes(Fission{}, random_fission, 120, 1);
}

TEST_CASE(
    "Fission: the dominance test by search agrees with comparisons of values and changes no value",
    "[fission]") {
  test::check_dominance_test(Fission{}, random_fission, 120, 2);
}

TEST_CASE("Fission: components and symmetries change no value", "[fission]") {
  test::check_without_shortcuts(Fission{}, random_fission, 100, 2);
}

TEST_CASE("Fission: small positions whose values follow from the rules", "[fission]") {
  CHECK(value_of("X") == integer(0));
  // A stone in a column of three: Left's one split leaves stones at both ends, stuck: {0|} = 1.
  CHECK(value_of(".|X|.") == integer(1));
  CHECK(value_of(".X.") == integer(-1));
  // The edge and '#' both stop a split.
  CHECK(value_of(".#X.") == integer(0));
  CHECK(value_of("X.|..") == integer(0));
  // "..X..": Right splits to ".X.X.", then one of the two new stones once more; Left never
  // moves. A game only Right can move in is minus its longest play: -2.
  CHECK(value_of("..X..") == integer(-2));
  CHECK(value_of(".|.|X|.|.") == integer(2));
  // A stone in the middle of 3 x 3: Left's split leaves two stones Right can each split once
  // (-2), Right's mirror leaves 2: {-2|2} = 0.
  CHECK(value_of("...|.X.|...") == integer(0));
  // Regions apart add.
  CHECK(value_of(".X.#.X.") == integer(-2));
}

TEST_CASE("Fission: symmetries keep each player's moves", "[fission]") {
  // Reflections share a key; a transposition swaps the players and must not.
  CHECK(Fission{}.normalise(fission_position("X..|...")) ==
        Fission{}.normalise(fission_position("...|..X")));
  CHECK_FALSE(Fission{}.normalise(fission_position("..X..")) ==
              Fission{}.normalise(fission_position(".|.|X|.|.")));
  std::vector<GridBoard> parts;
  Fission{}.components(fission_position(".X.#...#.|####.##X."), parts);
  REQUIRE(parts.size() == 2);
  CHECK(Fission{}.text(parts[0]) == ".X.");
  CHECK(Fission{}.text(parts[1]) == "#.|X.");
}

TEST_CASE("Fission: bad boards are refused with the function's name", "[fission]") {
  CHECK_THROWS_WITH(fission_position("X.O"), Catch::StartsWith("fission(grid): unexpected 'O'"));
  CHECK_THROWS_WITH(fission_position("X..|."), Catch::StartsWith("fission(grid): row 2"));
  CHECK_THROWS_WITH(fission_position(std::string(70, '.')), Catch::Contains("more than 64"));
  test::SessionRun run = test::run_session("fission(\"X?\")\n");
  CHECK_FALSE(run.ok);
  CHECK_THAT(run.err, Catch::Contains("fission(grid): unexpected '?'"));
}
