#include "games/elephants_and_rhinos/elephants_and_rhinos.hpp"

#include <algorithm>
#include <catch2/catch.hpp>

#include "cgt/error.hpp"
#include "cgt/values.hpp"
#include "games/ruleset/impartial.hpp"
#include "tests/support/ruleset_checks.hpp"
#include "tests/support/session_run.hpp"

using namespace cgt;
using namespace cgt::games;

namespace {

CreatureStrip strip(const std::string& text) {
  return parse_creature_strip(text, "test");
}

CreatureStrip random_strip(std::mt19937& rng, std::size_t min_length, std::size_t max_length,
                           const std::string& cells) {
  std::size_t length = std::uniform_int_distribution<std::size_t>(min_length, max_length)(rng);
  std::string text;
  for (std::size_t i = 0; i < length; ++i)
    text += cells[std::uniform_int_distribution<std::size_t>(0, cells.size() - 1)(rng)];
  return strip(text);
}

}  // namespace

TEST_CASE("Elephants and Rhinos moves", "[elephants_and_rhinos]") {
  ElephantsAndRhinos rules;
  auto texts = [&](const std::string& s, Player who) {
    std::vector<CreatureStrip> out;
    rules.options(strip(s), who, out);
    std::vector<std::string> t;
    for (const auto& o : out) t.push_back(rules.text(o));
    std::sort(t.begin(), t.end());
    return t;
  };
  using V = std::vector<std::string>;
  CHECK(texts("X.X.O", Player::kLeft) == V{".XX.O", "X..XO"});
  CHECK(texts("X.X.O", Player::kRight) == V{"X.XO."});
  CHECK(texts("XO.", Player::kLeft).empty());  // no jumps
  CHECK(texts(".XO", Player::kRight).empty());
  CHECK(texts("X#.", Player::kLeft).empty());
}

TEST_CASE("Elephants and Rhinos outcomes agree with a plain game-tree search",
          "[elephants_and_rhinos]") {
  test::check_sum_outcomes<ElephantsAndRhinos>(
      ElephantsAndRhinos{}, [](std::mt19937& rng) { return random_strip(rng, 1, 8, "...XXOO#"); },
      300, 5, 3);
}

TEST_CASE(
    "Elephants and Rhinos: the dominance test by search agrees with comparisons of values and "
    "changes no value",
    "[elephants_and_rhinos]") {
  test::check_dominance_test<ElephantsAndRhinos>(
      ElephantsAndRhinos{}, [](std::mt19937& rng) { return random_strip(rng, 1, 10, "...XXOO#"); },
      200, 6, 3);
}

TEST_CASE("Elephants and Rhinos: theorems", "[elephants_and_rhinos]") {
  Evaluator<ElephantsAndRhinos> evaluator;
  // An elephant facing a rhino across g empty cells: either player closes the gap by one, so
  // the value is 0 for even g and * for odd g.
  for (std::size_t g = 0; g <= 40; ++g)
    CHECK(evaluator.value(strip("X" + std::string(g, '.') + "O")) == nimber(g % 2));
  // Only elephants: they cannot pass, so Left makes exactly the moves that pack them against
  // the right end (or a '#'), and Right none: the value is that count.
  std::mt19937 rng(3);
  for (int i = 0; i < 200; ++i) {
    CreatureStrip p = random_strip(rng, 1, 20, "..X#");
    std::int64_t moves = 0, wall = p.length;
    for (std::size_t c = p.length; c-- > 0;) {
      if (p.at(c) == '#') wall = static_cast<std::int64_t>(c);
      if (p.at(c) == 'X') moves += --wall - static_cast<std::int64_t>(c);
    }
    INFO(strip_text(p));
    CHECK(evaluator.value(p) == integer(moves));
    // Reversing the strip and swapping the animals swaps the players.
    CHECK(evaluator.value(mirror(p)) == integer(-moves));
  }
}

TEST_CASE("Elephants and Rhinos components agree with evaluating whole strips",
          "[elephants_and_rhinos]") {
  ElephantsAndRhinos rules;
  std::vector<CreatureStrip> parts;
  rules.components(strip("X..XO.O#X."), parts);  // "XO" never moves again
  REQUIRE(parts.size() == 3);
  CHECK(rules.text(parts[0]) == "X..");
  CHECK(rules.text(parts[1]) == ".O");
  CHECK(rules.text(parts[2]) == "X.");
  std::mt19937 rng(9);
  std::vector<CreatureStrip> positions;
  for (int i = 0; i < 150; ++i) positions.push_back(random_strip(rng, 6, 14, "...XXOO#"));
  test::check_without_shortcuts(rules, positions);
  Evaluator<ElephantsAndRhinos> evaluator;
  for (const CreatureStrip& p : positions)
    CHECK(evaluator.value(mirror(p)) == negate(evaluator.value(p)));
}

TEST_CASE("impartial Elephants and Rhinos: Grundy values by mex are the canonical forms",
          "[elephants_and_rhinos]") {
  std::mt19937 rng(17);
  Evaluator<Impartial<ElephantsAndRhinos>> evaluator;
  for (int i = 0; i < 150; ++i) {
    CreatureStrip p = random_strip(rng, 1, 12, "...XXOO#");
    INFO(strip_text(p));
    CHECK(evaluator.value(p) == nimber(evaluator.grundy(p)));
  }
}

TEST_CASE("Elephants and Rhinos rejects bad input", "[elephants_and_rhinos]") {
  auto error = [](const std::string& text) { return test::run_session(text + "\n").err; };
  CHECK_THAT(error("elephants(\"X.G\")"),
             Catch::Contains("elephants(strip): unexpected 'G' at column 3"));
  CHECK_THAT(error("elephants(\"X|O\")"),
             Catch::Contains("elephants(strip): a strip is one row of cells, not 2 rows"));
  CHECK(error("elephants(\"" + std::string(70, 'X') + "\")").empty());  // any length
  CHECK_THAT(error("elephants(\"" + std::string(65'536, 'X') + "\")"),
             Catch::Contains("elephants(strip): the board has more than 65535 cells"));
  CHECK_THAT(error("elephants()"), Catch::Contains("elephants"));
}

TEST_CASE("the elephants function of the tool", "[elephants_and_rhinos]") {
  // X.O = * and X..O = 0 by the gap rule above; X... = 3 (three moves, Left's only).
  CHECK(test::run_session("value(elephants(\"X.O\"))\nvalue(elephants(\"X..O\"))\n"
                          "value(elephants(\"x...\"))\n")
            .all() == "*\n0\n3\n");
}
