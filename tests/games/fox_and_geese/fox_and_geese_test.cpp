// Fox and Geese: published values (tests/data/fox_and_geese_values.txt), and outcomes of small
// positions against a plain labelling of the positions' graph by the rules alone (no known
// values, no symmetry, no loopy values).
#include <catch2/catch.hpp>

#include <random>

#include "games/fox_and_geese/fox_and_geese.hpp"
#include "games/ruleset/loopy_evaluator.hpp"
#include "lang/parser.hpp"
#include "lang/session.hpp"
#include "loopy/printer.hpp"
#include "tests/support/data_file.hpp"
#include "tests/support/plain_loopy.hpp"
#include "tests/support/plain_positions.hpp"

namespace cgt::games {
namespace {

loopy::Value parse_value(const std::string& text) {
  static lang::Session session;
  lang::Value v = session.evaluate(*lang::parse_expression(text));
  if (auto g = std::get_if<Game>(&v.data)) return loopy::Stopper::of(*g);
  return std::get<lang::Loopy>(v.data).value;
}

TEST_CASE("Fox and Geese values from Winning Ways and CGSuite", "[games][loopy]") {
  for (const auto& row : test::read_data_file("fox_and_geese_values.txt")) {
    REQUIRE(row.size() == 3);
    bool open = row[0] == "1";
    auto [rules, position] = FoxAndGeese::parse(row[1], open, "test");
    LoopyEvaluator<FoxAndGeese> evaluator(rules);
    loopy::Value value = evaluator.value(position);
    INFO(row[1] << (open ? " (open)" : "") << " = " << loopy::to_string(value));
    CHECK(loopy::equal(value, parse_value(row[2])));
  }
}

TEST_CASE("Fox and Geese outcomes agree with a plain labelling", "[games][loopy]") {
  std::mt19937 rng(8);
  int fox_wins = 0, geese_wins = 0;
  for (int round = 0; round < 40; ++round) {
    int width = std::uniform_int_distribution<int>(3, 5)(rng);
    int height = std::uniform_int_distribution<int>(3, 5)(rng);
    std::string board;
    std::vector<int> squares;
    for (int r = 0; r < height; ++r)
      for (int c = 0; c < width; ++c)
        if ((r + c) % 2 == 1) squares.push_back(r * width + c);
    std::shuffle(squares.begin(), squares.end(), rng);
    int geese = std::uniform_int_distribution<int>(1, 3)(rng);
    std::string cells(static_cast<std::size_t>(width * height), '.');
    for (int i = 0; i < geese; ++i) cells[static_cast<std::size_t>(squares[i])] = 'x';
    cells[static_cast<std::size_t>(squares[geese])] = 'o';
    for (int r = 0; r < height; ++r)
      board += (r ? "|" : "") + cells.substr(static_cast<std::size_t>(r * width),
                                             static_cast<std::size_t>(width));
    auto [rules, position] = FoxAndGeese::parse(board, false, "test");
    LoopyEvaluator<FoxAndGeese> evaluator(rules);
    loopy::PlayOutcome plain = test::naive_outcome(test::plain_positions(rules, position));
    INFO(board << " = " << loopy::to_string(evaluator.value(position)));
    CHECK(evaluator.outcome(position) == loopy::outcome_class(plain));
    fox_wins += plain.left_first == loopy::Result::kRightWins;
    geese_wins += plain.left_first == loopy::Result::kLeftWins;
  }
  CHECK(fox_wins > 3);
  CHECK(geese_wins > 3);
}

TEST_CASE("Fox and Geese boards are checked", "[games][loopy]") {
  CHECK_THROWS_WITH(FoxAndGeese::parse("x.|o.|..", false, "foxandgeese(board)"),
                    Catch::Contains("one colour"));
  CHECK_THROWS_WITH(FoxAndGeese::parse("x.|..", false, "foxandgeese(board)"),
                    Catch::Contains("one fox"));
  CHECK_THROWS_WITH(FoxAndGeese::parse("x.|.o.", false, "foxandgeese(board)"),
                    Catch::Contains("same length"));
}

}  // namespace
}  // namespace cgt::games
