// Reduced canonical forms: paper 004's Table 2 and examples, hand reductions by Definition 3.6,
// and the defining properties (Theorem 3.11: rcf(G) is reduced and Inf-equivalent to G, and it
// depends only on G's Inf-class) on random games.
#include "reduce/reduced_canonical_form.hpp"

#include <catch2/catch.hpp>
#include <fstream>
#include <random>
#include <sstream>
#include <string>

#include "cgt/compare.hpp"
#include "cgt/facts.hpp"
#include "cgt/notation/printer.hpp"
#include "cgt/sum.hpp"
#include "reduce/heat_by_star.hpp"
#include "tests/reduce/small_number.hpp"
#include "tests/support/random_games.hpp"
#include "lang/session.hpp"

using namespace cgt;
using namespace cgt::test;
using reduce::is_reduced;
using reduce::rcf;

namespace {

Game game(const std::string& text) {
  return lang::evaluate_game(text);
}

void check_rcf(const std::string& g, const std::string& expected) {
  INFO("rcf(" << g << ")");
  CHECK(to_string(rcf(game(g))) == to_string(game(expected)));
}

}  // namespace

TEST_CASE("Table 2 of paper 004: rcf(val(h)) = rcf(h) for h = 1..20", "[rcf]") {
  std::ifstream in(std::string(CGT_TEST_DATA) + "/golden_nugget_table2.tsv");
  REQUIRE(in);
  int rows = 0;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    std::string h, value, reduced;
    std::getline(fields, h, '\t');
    std::getline(fields, value, '\t');
    std::getline(fields, reduced, '\t');
    INFO("h = " << h << ": val = " << value);
    Game val = game(value), expected = game(reduced);
    CHECK(rcf(val) == expected);
    CHECK(reduce::rcf_by_heating(val) == expected);
    CHECK(is_reduced(expected));
    ++rows;
  }
  CHECK(rows == 20);
}

TEST_CASE("known reduced canonical forms", "[rcf]") {
  check_rcf("{3||2*|1*}", "{3||2|1}");
  check_rcf("{3/2*|1/2||{0|-3},{-1*,{-1/2|-1*}|-5/2}}", "{3/2|1/2||{0|-3},{-1/2|-1||-5/2}}");
  check_rcf("9/8*", "9/8");
  // Hand reductions by Definition 3.6. In {1,{2|1}|-1} the Left option 1 is Inf-dominated by
  // {2|1} (RightStop({2|1} - 1) = 0) though the two are incomparable; nothing reverses
  // (RightStop(G - 1) = -2 < 0).
  check_rcf("{1,{2|1}|-1}", "{2|1||-1}");
  // In {4,{5|-1}|-1} the option {5|-1} is Inf-reversible through -1 (RightStop(G + 1) = 0)
  // though not reversible (G + 1 is not >= 0), and -1 has no Left options.
  check_rcf("{4,{5|-1}|-1}", "{4|-1}");
  // Switches and numbers are their own reduced forms.
  for (const char* g : {"{1|0}", "{3|-7/4}", "+-5", "{3||2|1}", "-13/16", "0"}) check_rcf(g, g);
}

TEST_CASE("the reduced canonical form of an infinitesimal is 0", "[rcf]") {
  for (const char* e : {"^", "v", "*", "^*", "*7", "^^^*3", "{0|^}", "{0||0|-1}", "{1|0||0}",
                        "{0||0|-5/2}", "{1||1|0} - 1", "{0,{1|0}|0}"}) {
    INFO(e);
    REQUIRE(is_infinitesimal(game(e)));
    CHECK(rcf(game(e)) == zero());
  }
}

TEST_CASE("is_reduced follows Definition 3.10", "[rcf]") {
  // Not reduced: infinitesimals and numbers-plus-infinitesimals that are not numbers; hot games
  // with such subpositions; the two hand examples above (an Inf-dominated option only, an
  // Inf-reversible option only).
  for (const char* e :
       {"^", "*", "1*", "{1||1|0}", "{3||2*|1*}", "{1,1*|0}", "{1,{2|1}|-1}", "{4,{5|-1}|-1}"}) {
    INFO(e);
    CHECK_FALSE(is_reduced(game(e)));
  }
  for (const char* e : {"0", "-7/8", "{1|0}", "{3||2|1}", "{2|1||-1}", "{4|-1}",
                        "{3/2|1/2||{0|-3},{-1/2|-1||-5/2}}"}) {
    INFO(e);
    CHECK(is_reduced(game(e)));
  }
}

TEST_CASE("rcf(G) is reduced, Inf-equivalent to G, idempotent and a function of G's Inf-class",
          "[rcf]") {
  std::mt19937 rng(2021);
  const Game infinitesimals[] = {game("^"), game("*"), game("{0||0|-1}"), game("v*2"),
                                 game("{1,{1|0}|0} - {1|0}")};
  for (int i = 0; i < 1500; ++i) {
    Game g = random_game(rng, 3), r = rcf(g);
    INFO("G = " << to_string(g) << ", rcf(G) = " << to_string(r));
    CHECK(is_reduced(r));
    CHECK(rcf(r) == r);
    CHECK(is_reduced(g) == (g == r));
    // G =_Inf rcf(G) by plain comparisons: rcf(G) - x < G < rcf(G) + x.
    Game x = small_number_for(g, r);
    CHECK(less(r - x, g));
    CHECK(less(g, r + x));
    CHECK(rcf(g + infinitesimals[i % 5]) == r);
  }
}

TEST_CASE("rcf(G + H) = rcf(rcf(G) + rcf(H))", "[rcf]") {
  std::mt19937 rng(2022);
  for (int i = 0; i < 1000; ++i) {
    Game g = random_game(rng, 3), h = random_game(rng, 2 + i % 2);
    INFO("G = " << to_string(g) << ", H = " << to_string(h));
    CHECK(rcf(g + h) == rcf(rcf(g) + rcf(h)));
  }
}
