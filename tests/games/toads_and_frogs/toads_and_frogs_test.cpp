#include "games/toads_and_frogs/toads_and_frogs.hpp"

#include <fmt/format.h>

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

CreatureStrip strip(const std::string& text) {
  return parse_creature_strip(text, "test");
}

// A strip of up to max_length cells: mostly empty cells and creatures, a few blocked cells.
CreatureStrip random_strip(std::mt19937& rng, std::size_t max_length) {
  static const char kCells[] = "..XXOO.XO#";
  std::size_t length = std::uniform_int_distribution<std::size_t>(1, max_length)(rng);
  std::string text;
  for (std::size_t i = 0; i < length; ++i)
    text += kCells[std::uniform_int_distribution<std::size_t>(0, sizeof kCells - 2)(rng)];
  return strip(text);
}

// Strips glued from pieces that often form blockades ("XXOO"), so that components split them.
CreatureStrip random_blockaded_strip(std::mt19937& rng) {
  static const char* kPieces[] = {".", ".", "X", "O", "XO", "XXOO", "XXXOOO", "#", "X.", ".O"};
  std::string text;
  while (text.size() < 9) text += kPieces[std::uniform_int_distribution<int>(0, 9)(rng)];
  return strip(text.substr(0, 12));
}

const ToadsAndFrogs kVariants[] = {
    ToadsAndFrogs(),
    ToadsAndFrogs(1, 2, 1, false),
    ToadsAndFrogs(2, 3, 1, false),
    ToadsAndFrogs(1, 1, 2, false),
    ToadsAndFrogs(1, 1, 1, true),
    ToadsAndFrogs(1, 2, 2, true),
    ToadsAndFrogs(1, 1, 0, false),
};

}  // namespace

TEST_CASE("Toads and Frogs moves", "[toads_and_frogs]") {
  ToadsAndFrogs toads;
  auto texts = [&](const std::string& s, Player who, const ToadsAndFrogs& rules) {
    std::vector<CreatureStrip> out;
    rules.options(strip(s), who, out);
    std::vector<std::string> t;
    for (const auto& o : out) t.push_back(rules.text(o));
    std::sort(t.begin(), t.end());
    return t;
  };
  using V = std::vector<std::string>;
  // By the rules: slide into an empty cell, jump one opponent's creature onto an empty cell.
  CHECK(texts("X.OX.O", Player::kLeft, toads) == V{".XOX.O", "X.O.XO"});
  CHECK(texts("X.OX.O", Player::kRight, toads) == V{"X.OXO.", "XO.X.O"});
  CHECK(texts("XO.", Player::kLeft, toads) == V{".OX"});
  CHECK(texts("XOO.", Player::kLeft, toads).empty());
  CHECK(texts("X#.", Player::kLeft, toads).empty());
  CHECK(texts("XX.", Player::kLeft, toads) == V{"X.X"});
  // Slides of 2..3 over empty cells only; jumps over up to two creatures, own ones too.
  CHECK(texts("X...O", Player::kLeft, ToadsAndFrogs(2, 3, 1, false)) == V{"...XO", "..X.O"});
  CHECK(texts("X.X.", Player::kLeft, ToadsAndFrogs(2, 3, 1, false)).empty());
  CHECK(texts("XOX.", Player::kLeft, ToadsAndFrogs(1, 1, 2, true)) == V{".OXX", "XO.X"});
  CHECK(texts("XOX.", Player::kLeft, ToadsAndFrogs(1, 1, 2, false)) == V{"XO.X"});
}

TEST_CASE("Toads and Frogs textbook values", "[toads_and_frogs]") {
  ToadsAndFrogs toads;
  Evaluator<ToadsAndFrogs> evaluator(toads);
  auto rows = test::read_data_file("toads_and_frogs_values.txt");
  REQUIRE(rows.size() >= 10);
  for (const auto& row : rows) {
    REQUIRE(row.size() == 2);
    INFO(row[0]);
    CHECK(evaluator.value(strip(row[0])) == lang::evaluate_game(row[1]));
  }
}

TEST_CASE("Toads and Frogs: Erickson's two-gap positions", "[toads_and_frogs]") {
  // Erickson's conjecture E1 ("New Toads and Frogs Results", 1996), proved by Thanatipanonda
  // (see "Further Hopping with Toads and Frogs", Electron. J. Combin. 18 (2011)):
  // T^a __ F^b = {{a-3 | a-b} | {* | 3-b}} for a > b >= 2.
  Evaluator<ToadsAndFrogs> evaluator;
  for (int a = 3; a <= 6; ++a)
    for (int b = 2; b < a; ++b) {
      std::string text = std::string(a, 'X') + ".." + std::string(b, 'O');
      INFO(text);
      CHECK(evaluator.value(strip(text)) ==
            lang::evaluate_game(fmt::format("{{{{{}|{}}}|{{*|{}}}}}", a - 3, a - b, 3 - b)));
    }
  // Thanatipanonda (same paper): T^a __ F^a is an infinitesimal for a >= 4.
  Game tiny = lang::evaluate_game("1/1048576");  // 2^-20
  for (int a = 4; a <= 6; ++a) {
    Game g = evaluator.value(strip(std::string(a, 'X') + ".." + std::string(a, 'O')));
    INFO(a);
    CHECK(less(g, tiny));
    CHECK(less(negate(tiny), g));
  }
}

TEST_CASE("Toads and Frogs outcomes agree with a plain game-tree search", "[toads_and_frogs]") {
  unsigned seed = 1;
  for (const ToadsAndFrogs& rules : kVariants)
    test::check_sum_outcomes<ToadsAndFrogs>(
        rules, [](std::mt19937& rng) { return random_strip(rng, 7); }, 120, seed++, 3);
}

TEST_CASE(
    "Toads and Frogs: the dominance test by search agrees with comparisons of values and changes "
    "no value",
    "[toads_and_frogs]") {
  unsigned seed = 11;
  for (const ToadsAndFrogs& rules : kVariants)
    test::check_dominance_test<ToadsAndFrogs>(
        rules, [](std::mt19937& rng) { return random_strip(rng, 9); }, 100, seed++, 3);
}

TEST_CASE("Toads and Frogs components agree with evaluating whole strips", "[toads_and_frogs]") {
  ToadsAndFrogs toads;
  std::vector<CreatureStrip> parts;
  toads.components(strip("X.XXOO.O"), parts);
  REQUIRE(parts.size() == 2);
  CHECK(toads.text(parts[0]) == "X.");
  CHECK(toads.text(parts[1]) == ".O");
  parts.clear();
  toads.components(strip("OX.#.OX"), parts);  // the frozen ends dropped
  REQUIRE(parts.size() == 2);
  CHECK(toads.text(parts[0]) == "X.");
  CHECK(toads.text(parts[1]) == ".O");
  parts.clear();
  toads.components(strip("OX#XO"), parts);  // no empty cell left: nothing
  CHECK(parts.empty());
  parts.clear();
  toads.components(strip("X.XOO.O"), parts);  // one toad may still jump: no cut
  CHECK(parts.size() == 1);

  std::mt19937 rng(7);
  for (const ToadsAndFrogs& rules : kVariants) {
    std::vector<CreatureStrip> positions;
    for (int i = 0; i < 40; ++i) positions.push_back(random_blockaded_strip(rng));
    test::check_without_shortcuts(rules, positions);
  }
}

TEST_CASE("Toads and Frogs: the mirrored strip is the negative", "[toads_and_frogs]") {
  // Reversing the strip and swapping toads with frogs swaps the players' moves.
  std::mt19937 rng(11);
  for (const ToadsAndFrogs& rules : kVariants) {
    Evaluator<ToadsAndFrogs> evaluator(rules);
    for (int i = 0; i < 60; ++i) {
      CreatureStrip p = random_strip(rng, 10);
      INFO(rules.name() << ": " << rules.text(p));
      CHECK(evaluator.value(mirror(p)) == negate(evaluator.value(p)));
    }
  }
}

TEST_CASE("impartial Toads and Frogs: Grundy values by mex are the canonical forms",
          "[toads_and_frogs]") {
  std::mt19937 rng(13);
  Evaluator<Impartial<ToadsAndFrogs>> evaluator(Impartial<ToadsAndFrogs>{ToadsAndFrogs()});
  for (int i = 0; i < 100; ++i) {
    CreatureStrip p = random_strip(rng, 9);
    INFO(strip_text(p));
    CHECK(evaluator.value(p) == nimber(evaluator.grundy(p)));
  }
}

TEST_CASE("Toads and Frogs rejects bad input", "[toads_and_frogs]") {
  CHECK_THROWS_AS(ToadsAndFrogs(0, 1, 1, false), DomainError);
  CHECK_THROWS_AS(ToadsAndFrogs(2, 1, 1, false), DomainError);
  CHECK_THROWS_AS(ToadsAndFrogs(1, 1, -1, false), DomainError);
  CHECK_THROWS_AS(strip("X.Z"), DomainError);
  CHECK_THROWS_AS(strip("X.|.O"), DomainError);
  CHECK_THROWS_AS(strip(std::string(65, '.')), DomainError);  // the 64-cell strip type

  auto error = [](const std::string& text) { return test::run_session(text + "\n").err; };
  CHECK_THAT(error("toads(\"X.Z\")"), Catch::Contains("toads(strip): unexpected 'Z' at column 3"));
  CHECK_THAT(error("toads(\"X.|.O\")"),
             Catch::Contains("toads(strip): a strip is one row of cells, not 2 rows"));
  CHECK(error("toads(\"" + std::string(65, '.') + "\")").empty());  // strips of any length
  CHECK_THAT(error("toads(\"" + std::string(65'536, '.') + "\")"),
             Catch::Contains("toads(strip): the board has more than 65535 cells"));
  CHECK_THAT(error("toads(3)"), Catch::Contains("toads(strip)"));
  const std::string gentoads = "gentoads(strip, minslide, maxslide, maxjump, friendly): ";
  CHECK_THAT(error("gentoads(\"X.O\", 0, 1, 1, 0)"),
             Catch::Contains(gentoads + "minslide must be an integer between 1 and 63"));
  CHECK_THAT(error("gentoads(\"X.O\", 2, 1, 1, 0)"),
             Catch::Contains(gentoads + "maxslide must be an integer between 2 and 63"));
  CHECK_THAT(error("gentoads(\"X.O\", 1, 1, -1, 0)"),
             Catch::Contains(gentoads + "maxjump must be an integer between 0 and 62"));
  CHECK_THAT(error("gentoads(\"X.O\", 1, 1, 1, 2)"),
             Catch::Contains(gentoads + "friendly must be an integer between 0 and 1"));
}

TEST_CASE("the toads functions of the tool", "[toads_and_frogs]") {
  // X.O = * (Erickson's HELP_TOADS); the components of a blockaded strip by hand.
  CHECK(test::run_session("value(toads(\"X.O\"))\ncomponents(toads(\"X.XXOO.O\"))\n").all() ==
        "*\n[toads(\"X.\"), toads(\".O\")]\n");
  CHECK(test::run_session("value(gentoads(\"X.O\", 1, 1, 1, 0))\n").all() == "*\n");
  // How the tool writes positions, so that they read back.
  CHECK(ToadsAndFrogs().expression(strip("X.O")) == "toads(\"X.O\")");
  CHECK(ToadsAndFrogs(1, 2, 0, true).expression(strip("X.O")) == "gentoads(\"X.O\", 1, 2, 0, 1)");
}
