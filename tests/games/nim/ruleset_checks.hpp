// Checks shared by the tests of the papers' rulesets and Nim: outcomes of random sums by a plain
// game-tree search (NaiveOutcome) against the outcome search and the canonical form, and a copy
// of a ruleset without its shortcuts (components, normalise, known values), the second
// algorithm for the values those shortcuts give.
#pragma once

#include <catch2/catch.hpp>
#include <functional>
#include <random>
#include <vector>

#include "cgt/compare.hpp"
#include "cgt/sum.hpp"
#include "games/ruleset/outcome_search.hpp"
#include "tests/support/naive_outcome.hpp"

namespace cgt::test {

// R with only the required members (and impartiality): no components, normalise, known_value
// or size, so the evaluator recurses on whole positions exactly as given.
template <games::Ruleset R>
struct WithoutShortcuts {
  using Position = typename R::Position;
  static constexpr bool kImpartial = games::is_impartial<R>();

  R rules;

  static std::uint64_t hash(const Position& p) { return R::hash(p); }
  void options(const Position& p, games::Player who, std::vector<Position>& out) const {
    rules.options(p, who, out);
  }
  std::string text(const Position& p) const { return rules.text(p); }
  std::string name() const { return rules.name() + " (without shortcuts)"; }
};

// For `cases` random sums of one to three positions drawn by `random_position`: the outcome by
// NaiveOutcome (on the rules without shortcuts) equals the outcome search's, with no folding
// and with fold size `fold`, and the outcome of the sum of the evaluator's values.
template <games::Ruleset R>
void check_sum_outcomes(const R& rules, std::size_t fold,
                        const std::function<typename R::Position(std::mt19937&)>& random_position,
                        int cases, unsigned seed) {
  games::Evaluator<R> evaluator(rules);
  games::OutcomeSearch<R> unfolded(evaluator, 0), folded(evaluator, fold);
  NaiveOutcome<WithoutShortcuts<R>> naive(WithoutShortcuts<R>{rules});
  std::mt19937 rng(seed);
  for (int trial = 0; trial < cases; ++trial) {
    std::vector<typename R::Position> parts;
    Game total = game_table().zero();
    for (int i = 0, n = 1 + trial % 3; i < n; ++i) {
      parts.push_back(random_position(rng));
      total = sum(total, evaluator.value(parts.back()));
    }
    std::string shown;
    for (const auto& p : parts) shown += " [" + rules.text(p) + "]";
    INFO(rules.name() << ":" << shown);
    Outcome expected = naive.outcome(parts);
    CHECK(unfolded.outcome(parts) == expected);
    CHECK(folded.outcome(parts) == expected);
    CHECK(outcome(total) == expected);
  }
}

}  // namespace cgt::test
