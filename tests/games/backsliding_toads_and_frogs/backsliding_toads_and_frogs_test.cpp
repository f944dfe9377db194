// Backsliding Toads and Frogs: outcomes of positions and of sums of two against a plain labelling
// of their positions' graph by the rules alone.
#include <catch2/catch.hpp>

#include <random>
#include <unordered_map>

#include "games/backsliding_toads_and_frogs/backsliding_toads_and_frogs.hpp"
#include "games/ruleset/loopy_evaluator.hpp"
#include "loopy/printer.hpp"
#include "tests/support/plain_loopy.hpp"

namespace cgt::games {
namespace {

test::PlainGraph plain_positions(const CreatureStrip& p) {
  BackslidingToadsAndFrogs rules;
  test::PlainGraph g;
  std::unordered_map<CreatureStrip, int, PositionHash<BackslidingToadsAndFrogs>> index;
  std::vector<CreatureStrip> todo;
  auto id = [&](const CreatureStrip& q) {
    auto [it, added] = index.try_emplace(q, g.size());
    if (added) {
      g.left.emplace_back();
      g.right.emplace_back();
      todo.push_back(q);
    }
    return it->second;
  };
  g.root = id(p);
  std::vector<CreatureStrip> options;
  for (std::size_t i = 0; i < todo.size(); ++i)
    for (Player who : {Player::kLeft, Player::kRight}) {
      options.clear();
      rules.options(todo[i], who, options);
      for (const auto& q : options) {
        int w = id(q);
        (who == Player::kLeft ? g.left : g.right)[i].push_back(w);
      }
    }
  return g;
}

TEST_CASE("Backsliding Toads and Frogs outcomes agree with a plain labelling", "[games][loopy]") {
  std::mt19937 rng(5);
  LoopyEvaluator<BackslidingToadsAndFrogs> evaluator{BackslidingToadsAndFrogs()};
  std::vector<CreatureStrip> strips;
  std::vector<loopy::Value> values;
  int draws = 0, stoppers = 0;
  for (int round = 0; round < 30; ++round) {
    std::string text;
    int length = std::uniform_int_distribution<int>(3, 7)(rng);
    for (int i = 0; i < length; ++i) text += "XO...#"[std::uniform_int_distribution<int>(0, 5)(rng)];
    CreatureStrip p = parse_creature_strip(text, "test");
    loopy::Value v = evaluator.value(p);
    loopy::PlayOutcome plain = test::naive_outcome(plain_positions(p));
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
    test::PlainGraph both =
        test::plain_sum(plain_positions(strips[i]), plain_positions(strips[i + 1]));
    INFO(strip_text(strips[i]) << " + " << strip_text(strips[i + 1]) << " = " << loopy::to_string(s));
    loopy::PlayOutcome plain = test::naive_outcome(both);
    CHECK(loopy::outcome(s) == loopy::outcome_class(plain));
    draws += plain.left_first == loopy::Result::kDraw || plain.right_first == loopy::Result::kDraw;
  }
  CHECK(draws > 3);
}

}  // namespace
}  // namespace cgt::games
