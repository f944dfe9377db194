#include "games/toppling_dominoes/toppling_dominoes.hpp"

#include <algorithm>
#include <catch2/catch.hpp>

#include "cgt/error.hpp"
#include "cgt/values.hpp"
#include "games/ruleset/impartial.hpp"
#include "lang/session.hpp"
#include "tests/support/data_file.hpp"
#include "tests/support/ruleset_checks.hpp"
#include "tests/support/session_run.hpp"

using namespace cgt;
using namespace cgt::games;

namespace {

DominoRow row(const std::string& text) {
  return parse_domino_row(text, "test");
}

DominoRow random_row(std::mt19937& rng, std::size_t max_length, const std::string& colours) {
  std::size_t length = std::uniform_int_distribution<std::size_t>(0, max_length)(rng);
  std::string text;
  for (std::size_t i = 0; i < length; ++i)
    text += colours[std::uniform_int_distribution<std::size_t>(0, colours.size() - 1)(rng)];
  return row(text);
}

DominoRow reversed(const DominoRow& p) {
  TopplingDominoes rules;
  std::string text = rules.text(p);
  return row(std::string(text.rbegin(), text.rend()));
}

DominoRow colours_swapped(const DominoRow& p) {
  return DominoRow{p.red, p.blue, p.length};
}

}  // namespace

TEST_CASE("Toppling Dominoes moves", "[toppling_dominoes]") {
  TopplingDominoes rules;
  auto texts = [&](const std::string& s, Player who) {
    std::vector<DominoRow> out;
    rules.options(row(s), who, out);
    std::vector<std::string> t;
    for (const auto& o : out) t.push_back(rules.text(o));
    std::sort(t.begin(), t.end());
    return t;
  };
  using V = std::vector<std::string>;
  // Toppling a domino leaves the dominoes strictly on its other side.
  CHECK(texts("XGO", Player::kLeft) == V{"", "GO", "O", "X"});
  CHECK(texts("XGO", Player::kRight) == V{"", "O", "X", "XG"});
  CHECK(texts("XX", Player::kRight).empty());
  CHECK(texts("", Player::kLeft).empty());
}

TEST_CASE("Toppling Dominoes textbook values", "[toppling_dominoes]") {
  Evaluator<TopplingDominoes> evaluator;
  auto rows = test::read_data_file("toppling_dominoes_values.txt");
  REQUIRE(rows.size() >= 5);
  for (const auto& r : rows) {
    REQUIRE(r.size() == 2);
    INFO(r[0]);
    CHECK(evaluator.value(row(r[0])) == lang::evaluate_game(r[1]));
  }
  // By hand from the rules: in XO each player's best move topples the other's domino too, so
  // XO = {0|0} = *; in XG Left's best leaves X, Right's leaves nothing: {1|0}.
  CHECK(evaluator.value(row("XO")) == star());
  CHECK(evaluator.value(row("XG")) == lang::evaluate_game("{1|0}"));
  CHECK(evaluator.value(row("")) == game_table().zero());
}

TEST_CASE("Toppling Dominoes outcomes agree with a plain game-tree search", "[toppling_dominoes]") {
  test::check_sum_outcomes<TopplingDominoes>(
      TopplingDominoes{}, [](std::mt19937& rng) { return random_row(rng, 7, "XOG"); }, 400, 21, 3);
}

TEST_CASE(
    "Toppling Dominoes: the dominance test by search agrees with comparisons of values and changes "
    "no value",
    "[toppling_dominoes]") {
  test::check_dominance_test<TopplingDominoes>(
      TopplingDominoes{}, [](std::mt19937& rng) { return random_row(rng, 9, "XOG"); }, 200, 22, 3);
}

TEST_CASE("Toppling Dominoes: symmetry theorems and closed forms", "[toppling_dominoes]") {
  TopplingDominoes rules;
  Evaluator<TopplingDominoes> evaluator;
  std::mt19937 rng(23);
  std::vector<DominoRow> positions;
  for (int i = 0; i < 300; ++i) {
    DominoRow p = random_row(rng, 14, i % 3 == 0 ? "XO" : "XOG");
    positions.push_back(p);
    INFO(rules.text(p));
    // Reversing the row keeps each player's moves; swapping blue and red swaps the players.
    CHECK(evaluator.value(reversed(p)) == evaluator.value(p));
    CHECK(evaluator.value(colours_swapped(p)) == negate(evaluator.value(p)));
  }
  // One-colour rows (the closed forms) and the normalisation, against plain recursion.
  for (std::size_t n = 0; n <= 20; ++n)
    for (char c : std::string("XOG")) positions.push_back(row(std::string(n, c)));
  test::check_without_shortcuts(rules, positions);
  for (std::size_t n = 0; n <= 20; ++n) {
    const auto k = static_cast<std::int64_t>(n);
    CHECK(evaluator.value(row(std::string(n, 'X'))) == integer(k));
    CHECK(evaluator.value(row(std::string(n, 'O'))) == integer(-k));
    CHECK(evaluator.value(row(std::string(n, 'G'))) == nimber(n));
  }
}

TEST_CASE("green Toppling Dominoes and the impartial variant: Grundy values by mex",
          "[toppling_dominoes]") {
  std::mt19937 rng(29);
  Evaluator<Impartial<TopplingDominoes>> evaluator;
  for (int i = 0; i < 200; ++i) {
    DominoRow p = random_row(rng, 12, "XOG");
    INFO(TopplingDominoes{}.text(p));
    CHECK(evaluator.value(p) == nimber(evaluator.grundy(p)));
  }
}

TEST_CASE("Toppling Dominoes rejects bad input", "[toppling_dominoes]") {
  CHECK_THROWS_AS(row("XGB"), DomainError);
  auto error = [](const std::string& text) { return test::run_session(text + "\n").err; };
  CHECK_THAT(error("toppling(\"XGB\")"),
             Catch::Contains("toppling(row): unexpected 'B' at column 3"));
  CHECK_THAT(error("toppling(\"X.O\")"),
             Catch::Contains("toppling(row): unexpected '.' at column 2"));
  CHECK_THAT(error("toppling(\"X|O\")"),
             Catch::Contains("toppling(row): a row of dominoes is one row, not 2 rows"));
  CHECK(error("toppling(\"" + std::string(65, 'G') + "\")").empty());  // rows of any length
  CHECK_THAT(error("toppling(\"" + std::string(65'536, 'G') + "\")"),
             Catch::Contains("toppling(row): the board has more than 65535 cells"));
}

TEST_CASE("the toppling function of the tool", "[toppling_dominoes]") {
  // XXX = 3 and GG = *2 by the closed forms; the reversed XG is the same switch.
  CHECK(test::run_session("value(toppling(\"XXX\"))\nvalue(toppling(\"gg\"))\n"
                          "value(toppling(\"GX\")) == value(toppling(\"XG\"))\n")
            .all() == "3\n*2\ntrue\n");
}
