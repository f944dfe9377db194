// Conway's product: on nimbers it is nim multiplication (ONAG ch. 6; nim products computed by
// the field algorithm of cgt/nim_arithmetic.hpp), on numbers their product, and on random games
// the identities the definition implies by induction: 1.G = G, (-1).G = -G, 0.G = 0, G.H = H.G.
#include "cgt/conway_product.hpp"

#include <catch2/catch.hpp>
#include <random>

#include "cgt/nim_arithmetic.hpp"
#include "cgt/notation/printer.hpp"
#include "cgt/sum.hpp"
#include "cgt/values.hpp"
#include "tests/support/random_games.hpp"

using namespace cgt;

TEST_CASE("Conway products of nimbers are their nim products", "[conway_product]") {
  for (std::uint64_t a = 0; a < 12; ++a)
    for (std::uint64_t b = 0; b < 12; ++b) {
      INFO("*" << a << " . *" << b);
      CHECK(conway_product(nimber(a), nimber(b)) == nimber(nim_product(a, b)));
    }
}

TEST_CASE("Conway products of numbers, and the identities on random games", "[conway_product]") {
  CHECK(conway_product(number(Dyadic::parse("3/4")), number(Dyadic::parse("-5/2"))) ==
        number(Dyadic::parse("-15/8")));
  std::mt19937 rng(1876);
  // Products of two games of depth 2 grow fast (every pair of subpositions, with sums): one
  // side of depth 2 at most.
  for (int i = 0; i < 60; ++i) {
    Game g = test::random_game(rng, 1 + i % 2), h = test::random_game(rng, 1);
    INFO(to_string(g) << " and " << to_string(h));
    CHECK(conway_product(integer(1), g) == g);
    CHECK(conway_product(g, integer(-1)) == negate(g));
    CHECK(conway_product(zero(), g) == zero());
    CHECK(conway_product(g, h) == conway_product(h, g));
  }
}
