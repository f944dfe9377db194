// The second construction of reduced canonical forms against the first: heating by * and
// replacing x* by x (rcf_by_heating) against Inf-reduction of the options (rcf), and the
// lemma the second construction rests on (see reduce/heat_by_star.cpp).
#include "reduce/heat_by_star.hpp"

#include <catch2/catch.hpp>
#include <random>

#include "cgt/compare.hpp"
#include "cgt/notation/printer.hpp"
#include "cgt/sum.hpp"
#include "reduce/inf_order.hpp"
#include "reduce/reduced_canonical_form.hpp"
#include "tests/support/random_games.hpp"
#include "lang/session.hpp"

using namespace cgt;
using namespace cgt::test;
using reduce::heat_by_star;

TEST_CASE("heating by *: the definition on small games", "[heat]") {
  auto heat = [](const char* g) { return to_string(heat_by_star(lang::evaluate_game(g))); };
  CHECK(heat("5/4") == "5/4");               // numbers are fixed
  CHECK(heat("{1|0}") == "{1*|*}");          // {1 + * | 0 + *}
  CHECK(heat("*") == "0");                   // {0 + * | 0 + *} = {*|*} = 0
  CHECK(heat("^") == "0");                   // {0 + * | 0 + *}
  CHECK(heat("{3||2*|1*}") == "{3*||2|1}");  // {3 + * | {2*|1*} + *}
}

TEST_CASE("rcf and heating by * agree on random games", "[heat]") {
  std::mt19937 rng(314159);
  for (int i = 0; i < 4000; ++i) {
    Game g = i % 4 ? random_game(rng, 2 + i % 3) : random_game(rng, 3) + random_game(rng, 2);
    INFO("G = " << to_string(g) << ", heated " << to_string(heat_by_star(g)));
    CHECK(reduce::rcf(g) == reduce::rcf_by_heating(g));
    CHECK(heat_by_star(g) == heat_by_star(reduce::rcf(g)));  // step 2 of the argument
  }
  for (int i = 0; i < 1000; ++i) {
    Game g = to_table(random_ref(rng, 3));
    INFO("G = " << to_string(g));
    CHECK(reduce::rcf(g) == reduce::rcf_by_heating(g));
  }
}

TEST_CASE("heating by * turns the Inf-order into the order: G <=_Inf H iff H(G) <= H(H)",
          "[heat]") {
  std::mt19937 rng(271828);
  for (int i = 0; i < 2000; ++i) {
    Game g = random_game(rng, 3), h = i % 2 ? random_game(rng, 3) : g + random_game(rng, 1);
    INFO("G = " << to_string(g) << ", H = " << to_string(h));
    CHECK(reduce::inf_leq(g, h) == leq(heat_by_star(g), heat_by_star(h)));
  }
}
