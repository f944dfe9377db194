// Checks shared by the strip rulesets' tests (toads and frogs, elephants and rhinos, toppling
// dominoes): outcomes of random positions and sums by a plain game-tree search against the
// engine, and values against a copy of the ruleset stripped to its moves.
#pragma once

#include <catch2/catch.hpp>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "cgt/compare.hpp"
#include "cgt/sum.hpp"
#include "games/ruleset/evaluator.hpp"
#include "games/ruleset/outcome_search.hpp"
#include "tests/support/naive_outcome.hpp"

namespace cgt::test {

// R with nothing but its moves: no components, normalise, closed forms or sizes. Its values
// come from the plain recursion over options, a second algorithm for those shortcuts.
template <games::Ruleset R>
struct MovesOnly {
  using Position = typename R::Position;
  R rules;
  static std::uint64_t hash(const Position& p) { return R::hash(p); }
  void options(const Position& p, games::Player who, std::vector<Position>& out) const {
    rules.options(p, who, out);
  }
  std::string text(const Position& p) const { return rules.text(p); }
  std::string name() const { return "moves only " + rules.name(); }
};

template <games::Ruleset R>
using RandomPosition = std::function<typename R::Position(std::mt19937&)>;

// Sums of one to three random positions: NaiveOutcome's outcome equals the outcome of the
// engine's value of the sum and OutcomeSearch's outcome (folding components up to fold_size).
template <games::Ruleset R>
void check_random_outcomes(const R& rules, const RandomPosition<R>& random_position, int cases,
                           std::size_t fold_size, unsigned seed) {
  std::mt19937 rng(seed);
  games::Evaluator<R> evaluator(rules);
  games::OutcomeSearch<R> search(evaluator, fold_size);
  NaiveOutcome<R> naive(rules);
  for (int c = 0; c < cases; ++c) {
    std::vector<typename R::Position> parts(1 + c % 3);
    Game total = game_table().zero();
    std::string text;
    for (auto& p : parts) {
      p = random_position(rng);
      total = sum(total, evaluator.value(p));
      text += " + " + rules.text(p);
    }
    INFO(rules.name() << ":" << text);
    Outcome expected = naive.outcome(parts);
    REQUIRE(outcome(total) == expected);
    REQUIRE(search.outcome(parts) == expected);
  }
}

// The engine's value of each position equals that of MovesOnly<R>.
template <games::Ruleset R>
void check_against_moves_only(const R& rules, const std::vector<typename R::Position>& positions) {
  games::Evaluator<R> evaluator(rules);
  games::Evaluator<MovesOnly<R>> plain(MovesOnly<R>{rules});
  for (const auto& p : positions) {
    INFO(rules.name() << ": " << rules.text(p));
    REQUIRE(evaluator.value(p) == plain.value(p));
  }
}

}  // namespace cgt::test
