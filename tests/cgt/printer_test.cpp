#include "cgt/notation/printer.hpp"

#include <catch2/catch.hpp>
#include <random>

#include "cgt/canonical.hpp"
#include "cgt/compare.hpp"
#include "cgt/facts.hpp"
#include "cgt/sum.hpp"
#include "cgt/tiny.hpp"
#include "cgt/uptimal.hpp"
#include "cgt/values.hpp"
#include "lang/session.hpp"
#include "tests/support/game_text.hpp"
#include "tests/support/random_games.hpp"

using namespace cgt;
using test::G;

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

TEST_CASE("explicit output uses only integers, dyadics and braces", "[printer]") {
  // No abbreviation (*, ^, v, +-, a number prefix) and no slash notation (no doubled bar).
  // Random games of depth 3 reach those abbreviations in pretty output.
  std::mt19937 rng(43);
  std::size_t abbreviated = 0;
  for (int i = 0; i < 300; ++i) {
    Game g = test::to_table(test::random_ref(rng, 3));
    std::string text = to_string(g, Style::kExplicit);
    INFO(to_string(g) << " written explicitly as " << text);
    CHECK(text.find_first_not_of("0123456789/-{|},") == std::string::npos);
    CHECK(text.find("||") == std::string::npos);
    abbreviated += to_string(g) != text;
  }
  CHECK(abbreviated > 0);  // the games do exercise the abbreviations
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

TEST_CASE("tinies, minies and the powers of up", "[printer]") {
  CHECK(to_string(G("{0||0|-2}")) == "Tiny(2)");
  CHECK(to_string(G("{1/2|0||0}")) == "Miny(1/2)");
  CHECK(to_string(G("{3||3|1}")) == "{3||3|1}");  // 3 + Tiny(2): slash notation, as in the papers
  CHECK(to_string(G("{0||0|-{3|1}}")) == "Tiny({3|1})");
  CHECK(to_string(G("{0|v*}")) == "^<2>");
  CHECK(to_string(G("-{0|v*} + *")) == "v<2>*");
  CHECK(to_string(G("1/2 + ^<3>")) == "1/2^<3>");
  CHECK(to_string(G("^<2>"), Style::kUnicode) == "↑<2>");
  CHECK(to_string(G("Tiny(2)"), Style::kLatex) == "{+_{2}}");
  // LaTeX as the books write them (Winning Ways, Lessons in Play): up-nth as a superscript,
  // multiples of up with a dot.
  CHECK(to_string(G("^<2>"), Style::kLatex) == "\\uparrow^{2}");
  CHECK(to_string(G("^3"), Style::kLatex) == "3\\cdot\\uparrow");
  CHECK(to_string(G("v3"), Style::kLatex) == "3\\cdot\\downarrow");
  CHECK(to_string(G("1/2 + ^3*"), Style::kLatex) == "\\frac{1}{2}+3\\cdot\\uparrow\\ast");
  CHECK(to_string(G("^^"), Style::kLatex) == "\\uparrow\\uparrow");
  // ^3 is three ups, ^<3> the third power; v<3 is still a comparison.
  CHECK(G("^3") == G("^ + ^ + ^"));
  CHECK(G("^<1>") == G("^"));
  // The sums of the powers as CGSuite writes them (its Uptimal output: ^[n] for
  // ^<1> + ... + ^<n>), and in LaTeX as Siegel's \uparrow^{\rightarrow n}.
  CHECK(to_string(G("^ + ^<2> + ^<3>")) == "^[3]");
  CHECK(to_string(G("-(^ + ^<2>) + *")) == "v[2]*");
  CHECK(to_string(G("1/2 + ^ + ^<2> + ^<3> + ^<4>")) == "1/2^[4]");
  CHECK(to_string(G("^ + ^<2> + ^<3>"), Style::kUnicode) == "↑[3]");
  CHECK(to_string(G("^ + ^<2> + ^<3>"), Style::kLatex) == "\\uparrow^{\\rightarrow 3}");
  for (int n = 2; n <= 9; ++n) {  // each printed in short, at every length
    std::string sum = "^";
    for (int k = 2; k <= n; ++k) sum += " + ^<" + std::to_string(k) + ">";
    CHECK(to_string(G(sum.c_str())) == "^[" + std::to_string(n) + "]");
    CHECK(to_string(G(("-(" + sum + ") + *").c_str())) == "v[" + std::to_string(n) + "]*");
  }
}

TEST_CASE("tinies, minies and uptimals parse back", "[printer]") {
  std::mt19937 rng(43);
  std::vector<Game> games;
  for (int i = 0; i < 60; ++i) {
    Game g = test::to_table(test::random_ref(rng, 2));
    Game x = number(Dyadic(static_cast<std::int64_t>(rng() % 7) - 3).times_power_of_two(-1));
    if (greater(g, zero())) {
      games.push_back(sum(x, tiny(g)));
      games.push_back(sum(x, miny(g)));
    }
  }
  for (std::uint64_t n = 2; n <= 6; ++n)
    for (const char* x : {"0", "-1", "3/4"})
      for (bool starred : {false, true}) {
        Game p = sum(G(x), starred ? sum(up_nth(n), star()) : up_nth(n));
        games.push_back(p);
        games.push_back(negate(p));
        games.push_back(G(("{" + to_string(p) + "|0}").c_str()));  // as an option
      }
  CHECK(games.size() > 100);
  for (Game g : games)
    for (Style style : {Style::kPretty, Style::kUnicode, Style::kExplicit}) {
      std::string text = to_string(g, style);
      INFO(text);
      CHECK(lang::evaluate_game(text) == g);
    }
}
