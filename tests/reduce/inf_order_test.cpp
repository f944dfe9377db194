// The Inf-order against its definitions: Lemma 3.13 (RightStop of the difference, computed by
// the engine and by the reference engine), Definition 3.5 (plain comparisons with a small
// number), and the paper's Example 3.15 and Lemma 3.16.
#include "reduce/inf_order.hpp"

#include <catch2/catch.hpp>
#include <random>

#include "cgt/compare.hpp"
#include "cgt/facts.hpp"
#include "cgt/notation/printer.hpp"
#include "cgt/sum.hpp"
#include "cgt/values.hpp"
#include "tests/reduce/small_number.hpp"
#include "tests/support/random_games.hpp"
#include "tests/support/reference_game.hpp"
#include "lang/session.hpp"

using namespace cgt;
using namespace cgt::test;
using reduce::inf_equal;
using reduce::inf_geq;
using reduce::inf_leq;

TEST_CASE("G <=_Inf H iff RightStop(H - G) >= 0 (Lemma 3.13), by the reference engine", "[inf]") {
  std::mt19937 rng(1313);
  for (int i = 0; i < 400; ++i) {
    Ref a = random_ref(rng, 3), b = random_ref(rng, 2 + i % 2);
    Game ga = to_table(a), gb = to_table(b);
    INFO(to_string(ga) << " vs " << to_string(gb));
    CHECK(inf_leq(ga, gb) == (ref_right_stop(ref_canonical(ref_sum(b, ref_neg(a)))) >= 0));
    CHECK(inf_leq(gb, ga) == (ref_right_stop(ref_canonical(ref_sum(a, ref_neg(b)))) >= 0));
  }
}

TEST_CASE("G <=_Inf H iff RightStop(H - G) >= 0 (Lemma 3.13), on hot games", "[inf]") {
  std::mt19937 rng(1314);
  for (int i = 0; i < 2000; ++i) {
    Game g = random_game(rng, 3), h = i % 3 ? random_game(rng, 3) : g + random_game(rng, 1);
    INFO(to_string(g) << " vs " << to_string(h));
    CHECK(inf_leq(g, h) == (right_stop(h - g) >= 0));
    CHECK(inf_equal(g, h) == is_infinitesimal(g - h));
  }
}

TEST_CASE("G >=_Inf H iff G - H >= -x for small numbers x (Definition 3.5)", "[inf]") {
  std::mt19937 rng(1315);
  for (int i = 0; i < 1000; ++i) {
    Game g = random_game(rng, 3), h = random_game(rng, 2 + i % 2);
    Game x = small_number_for(g, h);
    INFO(to_string(g) << " vs " << to_string(h) << ", x = " << to_string(x));
    CHECK(inf_geq(g, h) == geq(g + x, h));
  }
}

TEST_CASE("Example 3.15: 1 >=_Inf {1|0}, although they are incomparable", "[inf]") {
  Game one = integer(1), sw = lang::evaluate_game("{1|0}");
  CHECK(incomparable(one, sw));
  CHECK(greater(one + star() + lang::evaluate_game("{0|-1}"), zero()));
  CHECK(inf_geq(one, sw));
  CHECK_FALSE(inf_geq(sw, one));  // RightStop({1|0} - 1) = -1
}

TEST_CASE("Lemma 3.16: {x|0} >=_Inf 0 for numbers x >= 0, strictly when x > 0", "[inf]") {
  for (const char* x : {"1/8", "1/2", "1", "3/2", "2", "17/4", "100"}) {
    Game g = lang::evaluate_game(fmt::format("{{{}|0}}", x));
    INFO("x = " << x);
    CHECK(greater(g + up(), zero()));  // the proof's witness
    CHECK(inf_geq(g, zero()));
    CHECK_FALSE(inf_leq(g, zero()));
  }
  CHECK(inf_equal(lang::evaluate_game("{0|0}"), zero()));
}

TEST_CASE("infinitesimals are Inf-equal to 0 and numbers compare as numbers", "[inf]") {
  for (const char* e : {"^", "v", "*", "^*", "*5", "{0|^}", "{0||0|-1}", "{1||1|0} - 1"})
    CHECK(inf_equal(lang::evaluate_game(e), zero()));
  CHECK(inf_leq(integer(-1), lang::evaluate_game("1/2")));
  CHECK_FALSE(inf_leq(integer(1), lang::evaluate_game("1/2 + ^^")));
  CHECK(inf_equal(lang::evaluate_game("1/2 + ^^*"), lang::evaluate_game("1/2")));
}
