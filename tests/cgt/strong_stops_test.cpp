// Strong stops. CGSuite's StrongStop drops the `over` of a stopper's pseudonumber stop; a short
// game's stops are numbers, so its strong stops are its stops. Expected values: the stops of
// the reference engine (tests/support/reference_game.hpp, Definition 3.3 of Siegel's
// Combinatorial Game Theory worked on explicit trees), and by hand for {3|-1} and {2|{1|-1}}.
#include <catch2/catch.hpp>

#include <random>

#include "cgt/canonical.hpp"
#include "cgt/strong_stops.hpp"
#include "cgt/values.hpp"
#include "tests/support/random_games.hpp"
#include "tests/support/reference_game.hpp"

using namespace cgt;

TEST_CASE("strong stops by hand", "[stops]") {
  Game g = canonicalise({integer(3)}, {integer(-1)});
  CHECK(strong_left_stop(g) == Dyadic(3));
  CHECK(strong_right_stop(g) == Dyadic(-1));
  // {2|{1|-1}}: Left moves to 2; Right moves to {1|-1}, where Left then moves to 1.
  Game h = canonicalise({integer(2)}, {canonicalise({integer(1)}, {integer(-1)})});
  CHECK(strong_left_stop(h) == Dyadic(2));
  CHECK(strong_right_stop(h) == Dyadic(1));
  CHECK(strong_left_stop(up()) == Dyadic(0));
}

TEST_CASE("strong stops are the stops of Definition 3.3", "[stops]") {
  std::mt19937 rng(33);
  for (int trial = 0; trial < 300; ++trial) {
    Game g = test::random_game(rng, 1 + trial % 3);
    test::Ref r = test::ref_canonical(test::to_ref(g));
    INFO("trial " << trial);
    CHECK(strong_left_stop(g) == test::ref_left_stop(r));
    CHECK(strong_right_stop(g) == test::ref_right_stop(r));
  }
}
