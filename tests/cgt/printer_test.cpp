#include <catch2/catch.hpp>

#include <random>

#include "cgt/notation/printer.hpp"
#include "cgt/values.hpp"
#include "tests/support/random_games.hpp"
#include "tools/lang/session.hpp"

using namespace cgt;
static Game G(const char* text) { return lang::evaluate_game(text); }

TEST_CASE("pretty notation abbreviates the named values", "[printer]") {
  CHECK(to_string(G("{0|1}")) == "1/2");
  CHECK(to_string(G("{0|*}")) == "^");
  CHECK(to_string(G("{*|0}")) == "v");
  CHECK(to_string(G("{0,*|0}")) == "^*");
  CHECK(to_string(G("{0|^}")) == "^^*");
  CHECK(to_string(G("^ + ^ + ^")) == "^3");
  CHECK(to_string(G("v + v + v + *2")) == "v3*2");
  CHECK(to_string(G("*2 + *1")) == "*3");
  CHECK(to_string(G("{1|-1}")) == "+-1");
  CHECK(to_string(G("{3/2|-3/2}")) == "+-3/2");
  CHECK(to_string(G("3/2 + *")) == "3/2*");
  CHECK(to_string(G("-1 + ^")) == "-1^");
  CHECK(to_string(G("{1|0}")) == "{1|0}");
}

TEST_CASE("slash notation for sole options", "[printer]") {
  CHECK(to_string(G("{1|{1|0}}")) == "{1||1|0}");
  CHECK(to_string(G("{{2|1}|{0|-1}}")) == "{2|1||0|-1}");
  CHECK(to_string(G("{1,{1|0}|0}")) == "{1,{1|0}|0}");
  CHECK(to_string(G("{3||2|1|||0}")) == "{3||2|1|||0}");
  // Paper 004, Table 2, h = 7: {1||1|0|||0,{1|0}}.
  CHECK(to_string(G("{{1||1|0} | 0, {1|0}}")) == "{1||1|0|||0,{1|0}}");
}

TEST_CASE("explicit, Unicode and LaTeX styles", "[printer]") {
  CHECK(to_string(G("^"), Style::kExplicit) == "{0|{0|0}}");
  CHECK(to_string(G("3/4"), Style::kExplicit) == "3/4");
  CHECK(to_string(G("{1||1|0}"), Style::kExplicit) == "{1|{1|0}}");
  CHECK(to_string(G("1/2 + ^*"), Style::kUnicode) == "½↑⋆");
  CHECK(to_string(G("+-1"), Style::kUnicode) == "±1");
  CHECK(to_string(G("{1|{1|0}}"), Style::kLatex) == "\\{1 \\mid\\mid 1 \\mid 0\\}");
  CHECK(to_string(G("-3/8"), Style::kLatex) == "-\\frac{3}{8}");
}

TEST_CASE("every printed form parses back to the same game", "[printer]") {
  std::mt19937 rng(42);
  for (int i = 0; i < 300; ++i) {
    Game g = test::to_table(test::random_ref(rng, 3));
    for (Style style : {Style::kPretty, Style::kUnicode, Style::kExplicit}) {
      std::string text = to_string(g, style);
      INFO(text);
      CHECK(lang::evaluate_game(text) == g);
    }
  }
}
