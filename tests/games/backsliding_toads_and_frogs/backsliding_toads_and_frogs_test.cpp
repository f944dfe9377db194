// Backsliding Toads and Frogs: outcomes of positions and of sums of two against a plain labelling
// of their positions' graph by the rules alone.
#include <catch2/catch.hpp>

#include <random>

#include "games/backsliding_toads_and_frogs/backsliding_toads_and_frogs.hpp"
#include "games/ruleset/loopy_evaluator.hpp"
#include "loopy/printer.hpp"
#include "tests/support/plain_loopy.hpp"
#include "tests/support/plain_positions.hpp"

namespace cgt::games {
namespace {

TEST_CASE("Backsliding Toads and Frogs outcomes agree with a plain labelling", "[games][loopy]") {
  std::mt19937 rng(5);
  BackslidingToadsAndFrogs rules;
  LoopyEvaluator<BackslidingToadsAndFrogs> evaluator{rules};
  std::vector<CreatureStrip> strips;
  std::vector<loopy::Value> values;
  int draws = 0, stoppers = 0;
  // The natural starts first (toads, gaps, frogs), then random strips.
  const char* starts[] = {"X.O", "X..O", "X...O", "XX.O", "XX..O", "XX.OO", "XX..OO", "X.X.O"};
  for (int round = 0; round < 38; ++round) {
    std::string text = round < 8 ? starts[round] : "";
    int length = round < 8 ? 0 : std::uniform_int_distribution<int>(3, 7)(rng);
    for (int i = 0; i < length; ++i) text += "XO...#"[std::uniform_int_distribution<int>(0, 5)(rng)];
    CreatureStrip p = parse_creature_strip(text, "test");
    loopy::Value v = evaluator.value(p);
    loopy::PlayOutcome plain = test::naive_outcome(test::plain_positions(rules, p));
    INFO(text << " = " << loopy::to_string(v));
    CHECK(loopy::outcome(v) == loopy::outcome_class(plain));
    draws += plain.left_first == loopy::Result::kDraw || plain.right_first == loopy::Result::kDraw;
    stoppers += v.is_stopper();
    strips.push_back(p);
    values.push_back(v);
  }
  CHECK(stoppers > 2);
  for (std::size_t i = 0; i + 1 < strips.size(); i += 2) {
    loopy::Value s = loopy::sum(values[i], values[i + 1]);
    test::PlainGraph both = test::plain_sum(test::plain_positions(rules, strips[i]),
                                            test::plain_positions(rules, strips[i + 1]));
    INFO(strip_text(strips[i]) << " + " << strip_text(strips[i + 1]) << " = " << loopy::to_string(s));
    loopy::PlayOutcome plain = test::naive_outcome(both);
    CHECK(loopy::outcome(s) == loopy::outcome_class(plain));
    draws += plain.left_first == loopy::Result::kDraw || plain.right_first == loopy::Result::kDraw;
  }
  CHECK(draws > 3);
}

}  // namespace
}  // namespace cgt::games
