#include <catch2/catch.hpp>

#include <random>

#include "cgt/canonical.hpp"
#include "cgt/facts.hpp"
#include "cgt/notation/printer.hpp"
#include "cgt/sum.hpp"
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

namespace {

std::size_t characters(const std::string& s) {
  std::size_t n = 0;
  for (unsigned char c : s) n += (c & 0xc0) != 0x80;
  return n;
}

// A bounded rendering must be the full rendering's prefix of exactly the budget's length, or
// the whole of it when it fits.
void check_bounded(Game g, Style style, std::size_t budget) {
  std::string full = to_string(g, style);
  BoundedText out(budget);
  print(g, style, out);
  INFO(full << " with budget " << budget);
  CHECK(full.rfind(out.str(), 0) == 0);
  CHECK(out.truncated() == (characters(full) > budget));
  CHECK(characters(out.str()) == std::min(budget, characters(full)));
}

}  // namespace

TEST_CASE("a bounded rendering is a prefix of the full one", "[printer]") {
  std::mt19937 rng(7);
  for (int i = 0; i < 200; ++i) {
    Game g = test::to_table(test::random_ref(rng, 3));
    for (Style style : {Style::kPretty, Style::kUnicode, Style::kExplicit, Style::kLatex})
      for (std::size_t budget : {1, 2, 5, 9, 17, 40}) check_bounded(g, style, budget);
  }
  // A form of about 50,000 characters, x_k = {x_(k-1) + 2^k | x_(k-1) - 2^k} from {1|0}.
  Game x = G("{1|0}");
  for (int k = 1; k <= 12; ++k) {
    Game power = number(Dyadic(1).times_power_of_two(k));
    x = canonicalise({sum(x, power)}, {difference(x, power)});
  }
  CHECK(to_string(x).size() > 40'000);
  for (std::size_t budget : {1, 100, 10'000, 100'000})
    for (Style style : {Style::kPretty, Style::kExplicit}) check_bounded(x, style, budget);
}

TEST_CASE("general subpositions count the distinct non-simple subpositions", "[printer]") {
  // {1||1|0}: itself and {1|0}; numbers are not counted.
  CHECK(general_subpositions(G("{1||1|0}"), 100) == 2);
  CHECK(general_subpositions(G("^*"), 100) == 0);
  CHECK(general_subpositions(G("{1|0} + {1|0} + {1|0}"), 100) == 1);  // {2|1}
  // +-2 +-1 = {2 +- 1 | -2 +- 1} = {{3|1}|{-1|-3}}: three.
  CHECK(general_subpositions(G("+-1 + +-2"), 100) == 3);
  CHECK(general_subpositions(G("+-1 + +-2"), 2) == 2);  // the cap
}
