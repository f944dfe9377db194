// Ordinal sums, Norton products, conjunctive and selective sums. Sources: Winning Ways, ch. 2
// (Berlekamp's rule for Hackenbush strings), ch. 7 (the colon principle), ch. 9 and 14
// (conjunctive and selective compounds); Conway, On Numbers and Games, ch. 15, and Siegel,
// Combinatorial Game Theory, sec. II.5 (Norton multiplication). The compounds are also checked
// against the independent reference implementation of explicit game trees (tests/support).
#include "cgt/compounds.hpp"

#include <catch2/catch.hpp>
#include <random>

#include "cgt/compare.hpp"
#include "cgt/game_table.hpp"
#include "cgt/norton.hpp"
#include "cgt/notation/printer.hpp"
#include "cgt/ordinal_sum.hpp"
#include "cgt/sum.hpp"
#include "cgt/values.hpp"
#include "tests/support/game_text.hpp"
#include "tests/support/random_games.hpp"

using namespace cgt;
using test::G;
using test::Ref;

namespace {

// The compounds built on explicit trees, by their definitions.
Ref ref_conjunctive(const Ref& g, const Ref& h) {
  std::vector<Ref> left, right;
  for (const Ref& a : g->left)
    for (const Ref& b : h->left) left.push_back(ref_conjunctive(a, b));
  for (const Ref& a : g->right)
    for (const Ref& b : h->right) right.push_back(ref_conjunctive(a, b));
  return test::ref_game(left, right);
}

Ref ref_selective(const Ref& g, const Ref& h) {
  auto side = [&](const std::vector<Ref>& gs, const std::vector<Ref>& hs) {
    std::vector<Ref> out;
    for (const Ref& a : gs) out.push_back(ref_selective(a, h));
    for (const Ref& b : hs) out.push_back(ref_selective(g, b));
    for (const Ref& a : gs)
      for (const Ref& b : hs) out.push_back(ref_selective(a, b));
    return out;
  };
  return test::ref_game(side(g->left, h->left), side(g->right, h->right));
}

}  // namespace

TEST_CASE("ordinal sums: Hackenbush strings and nim stalks", "[compounds]") {
  CHECK(ordinal_sum(integer(1), integer(-1)) == G("1/2"));  // blue then red: 1/2
  CHECK(ordinal_sum(integer(1), integer(1)) == integer(2));
  CHECK(ordinal_sum(star(), integer(1)) == G("^*"));      // green then blue: ^*
  CHECK(ordinal_sum(nimber(3), nimber(4)) == nimber(7));  // nim stalks: heights add
  // Berlekamp's rule (Winning Ways, ch. 2): a string whose first m edges share a colour is worth
  // +-m, and the j-th edge after them +-1/2^j, the sign its colour's. The string is the ordinal
  // sum of its edges, +1 for blue and -1 for red, from the ground up.
  std::mt19937 rng(5);
  for (int i = 0; i < 300; ++i) {
    int length = 1 + static_cast<int>(rng() % 9);
    std::vector<int> colours;
    for (int k = 0; k < length; ++k) colours.push_back(rng() % 2 ? 1 : -1);
    Game string = integer(colours[0]);
    for (int k = 1; k < length; ++k) string = ordinal_sum(string, integer(colours[k]));
    Dyadic value(0);
    int k = 0;
    for (; k < length && colours[k] == colours[0]; ++k) value += Dyadic(colours[k]);
    for (int j = 1; k < length; ++k, ++j) value += Dyadic(colours[k]).times_power_of_two(-j);
    CHECK(string == number(value));
  }
}

TEST_CASE("the colon principle", "[compounds]") {
  // H >= H' implies G:H >= G:H' (Winning Ways, ch. 7).
  std::mt19937 rng(11);
  int compared = 0;
  for (int i = 0; i < 200; ++i) {
    Game g = test::to_table(test::random_ref(rng, 2));
    Game h = test::to_table(test::random_ref(rng, 2)), k = test::to_table(test::random_ref(rng, 2));
    if (!leq(k, h)) continue;
    ++compared;
    INFO("G = " << to_string(g) << ", H = " << to_string(h) << ", H' = " << to_string(k));
    CHECK(leq(ordinal_sum(g, k), ordinal_sum(g, h)));
  }
  CHECK(compared > 30);
}

TEST_CASE("Norton products", "[compounds]") {
  // By hand from the definition: the incentives of ^ = {0|*} are v and ^*, the larger ^*, so
  // U + I = ^^*; {1|0}.^ = {1.^ + ^^* | 0.^ - ^^*} = {^3*|vv*}, 1/2.^ = {^^*|v*}.
  CHECK(norton_product(G("{1|0}"), up()) == G("{^3*|vv*}"));
  CHECK(norton_product(G("1/2"), up()) == G("{^^*|v*}"));
  CHECK(norton_product(integer(-3), G("{2|1}")) == multiple(-3, G("{2|1}")));
  // For U > 0, G -> G.U is an order-preserving homomorphism (On Numbers and Games, ch. 15;
  // Siegel, sec. II.5), and 1 is its unit: G.1 = G.
  const Game units[] = {integer(1), up(), G("^^*"), G("1*"), G("{2|1/2}"), G("{1|^}")};
  std::mt19937 rng(3);
  for (int i = 0; i < 60; ++i) {
    Game g = test::to_table(test::random_ref(rng, 2)), h = test::to_table(test::random_ref(rng, 2));
    INFO("G = " << to_string(g) << ", H = " << to_string(h));
    CHECK(norton_product(g, integer(1)) == g);
    for (Game u : units) {
      INFO("U = " << to_string(u));
      REQUIRE(greater(u, zero()));
      Game gu = norton_product(g, u), hu = norton_product(h, u);
      CHECK(norton_product(sum(g, h), u) == sum(gu, hu));
      CHECK(norton_product(negate(g), u) == negate(gu));
      CHECK(leq(g, h) == leq(gu, hu));
    }
  }
}

TEST_CASE("conjunctive and selective sums", "[compounds]") {
  // The compounds use forms: {|} and {-1|1} are both 0, yet conjoined with * = {0|0} the first
  // ends at once (0) and the second gives {(-1)∧0 | 1∧0} = {0|0} = *.
  Ref minus_one_one = test::ref_game({test::ref_integer(-1)}, {test::ref_integer(1)});
  CHECK(test::to_table(ref_conjunctive(minus_one_one, test::ref_nimber(1))) == star());
  CHECK(conjunctive_sum(zero(), star()) == zero());
  // Impartial games (Winning Ways, ch. 14): a selective compound is a P-position exactly when
  // every component is; a conjunctive compound of nimbers *a, *b (remoteness 1 unless 0) is
  // over as soon as either is 0 and a first-player win otherwise.
  for (std::uint64_t a = 0; a < 5; ++a)
    for (std::uint64_t b = 0; b < 5; ++b) {
      CHECK((selective_sum(nimber(a), nimber(b)) == zero()) == (a == 0 && b == 0));
      Game c = conjunctive_sum(nimber(a), nimber(b));
      CHECK((c == zero()) == (a == 0 || b == 0));
      if (a && b) CHECK(outcome(c) == Outcome::kNext);
    }
  // Against the reference implementation, on the canonical forms as explicit trees.
  std::mt19937 rng(17);
  for (int i = 0; i < 150; ++i) {
    Game g = test::to_table(test::random_ref(rng, 2)), h = test::to_table(test::random_ref(rng, 2));
    INFO("G = " << to_string(g) << ", H = " << to_string(h));
    Ref rg = test::to_ref(g), rh = test::to_ref(h);
    CHECK(conjunctive_sum(g, h) == test::to_table(ref_conjunctive(rg, rh)));
    CHECK(selective_sum(g, h) == test::to_table(ref_selective(rg, rh)));
  }
}
