// The checks every ruleset's tests run, written once: outcomes of random sums by a plain
// game-tree search (NaiveOutcome, which knows no values) against the outcome of the sum of the
// evaluator's values and against the outcome search (unfolded and folded); values with the
// ruleset's shortcuts (components, normalise, known values, sizes) against the same rules
// without them, a second algorithm; and the dominance test (an outcome search of a position
// less a game) against comparisons of values.
#pragma once

#include <catch2/catch.hpp>
#include <cstddef>
#include <cstdint>
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

// R with only its moves (and impartiality): no components, normalise, known_value or size, so
// the evaluator recurses on whole positions exactly as given.
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

template <games::Ruleset R>
using RandomPosition = std::function<typename R::Position(std::mt19937&)>;

// For `cases` random sums of one to three positions: NaiveOutcome's outcome (on the rules
// without shortcuts) equals the outcome of the sum of the values and the outcome search's,
// without folding and folding components up to `fold` cells.
template <games::Ruleset R>
void check_sum_outcomes(const R& rules, const RandomPosition<R>& random_position, int cases,
                        unsigned seed, std::size_t fold = 4) {
  games::Evaluator<R> evaluator(rules);
  games::OutcomeSearch<R> unfolded(evaluator, 0), folded(evaluator, fold);
  NaiveOutcome<WithoutShortcuts<R>> naive(WithoutShortcuts<R>{rules});
  std::mt19937 rng(seed);
  for (int trial = 0; trial < cases; ++trial) {
    std::vector<typename R::Position> parts;
    Game total = game_table().zero();
    std::string shown;
    for (int i = 0, n = 1 + trial % 3; i < n; ++i) {
      parts.push_back(random_position(rng));
      total = sum(total, evaluator.value(parts.back()));
      shown += " [" + rules.text(parts.back()) + "]";
    }
    INFO(rules.name() << ":" << shown);
    Outcome expected = naive.outcome(parts);
    CHECK(outcome(total) == expected);
    CHECK(unfolded.outcome(parts) == expected);
    CHECK(folded.outcome(parts) == expected);
  }
}

// For `cases` random positions: the value with the ruleset's shortcuts equals the value
// without them.
template <games::Ruleset R>
void check_without_shortcuts(const R& rules, const RandomPosition<R>& random_position, int cases,
                             unsigned seed) {
  games::Evaluator<R> with(rules);
  games::Evaluator<WithoutShortcuts<R>> without(WithoutShortcuts<R>{rules});
  std::mt19937 rng(seed);
  for (int trial = 0; trial < cases; ++trial) {
    typename R::Position p = random_position(rng);
    INFO(rules.name() << ": " << rules.text(p));
    CHECK(with.value(p) == without.value(p));
  }
}

// The same for a given list of positions (chosen cases, or every position up to a size).
template <games::Ruleset R>
void check_without_shortcuts(const R& rules, const std::vector<typename R::Position>& positions) {
  games::Evaluator<R> with(rules);
  games::Evaluator<WithoutShortcuts<R>> without(WithoutShortcuts<R>{rules});
  for (const auto& p : positions) {
    INFO(rules.name() << ": " << rules.text(p));
    CHECK(with.value(p) == without.value(p));
  }
}

// For `cases` random pairs of positions p, q: an evaluator that tests options for dominance (by
// an outcome search folding components up to `fold`) gives p the value a plain one does, and a
// search on tables that never hold p's value shows p no better than q's value for Left exactly
// when value(p) <= value(q), for Right exactly when value(p) >= value(q), the values being the
// plain evaluator's. Both verdicts must occur, and the verdicts must take search states (not
// only comparisons of folded values: ten states at least). That search is also its evaluator's
// dominance test, so tests run nested inside tests.
template <games::Ruleset R>
void check_dominance_test(const R& rules, const RandomPosition<R>& random_position, int cases,
                          unsigned seed, std::size_t fold = 4) {
  games::Evaluator<R> plain(rules), tested(rules), judging(rules);
  games::OutcomeSearch<R> tests(tested, fold), verdicts(judging, fold);
  tested.set_dominance_test(&tests);
  judging.set_dominance_test(&verdicts);
  std::mt19937 rng(seed);
  int no_better = 0, better = 0;
  for (int trial = 0; trial < cases; ++trial) {
    typename R::Position p = random_position(rng), q = random_position(rng);
    INFO(rules.name() << ": " << rules.text(p) << " against " << rules.text(q));
    Game p_value = plain.value(p), q_value = plain.value(q);
    CHECK(tested.value(p) == p_value);
    for (games::Player who : {games::Player::kLeft, games::Player::kRight}) {
      bool expected = who == games::Player::kLeft ? leq(p_value, q_value) : leq(q_value, p_value);
      CHECK(verdicts.no_better(p, q_value, who) == expected);
      ++(expected ? no_better : better);
    }
  }
  CHECK(no_better > 0);
  CHECK(better > 0);
  CHECK(verdicts.size() >= 10);
}

// A random grid in the tools' notation: 1..max_rows rows of 1..max_cols cells, each drawn from
// `cells` (repeat a character to make it likelier).
inline std::string random_grid(std::mt19937& rng, int max_rows, int max_cols,
                               const std::string& cells) {
  int rows = 1 + static_cast<int>(rng() % static_cast<unsigned>(max_rows));
  int cols = 1 + static_cast<int>(rng() % static_cast<unsigned>(max_cols));
  std::string text;
  for (int r = 0; r < rows; ++r) {
    if (r) text += '|';
    for (int c = 0; c < cols; ++c) text += cells[rng() % cells.size()];
  }
  return text;
}

}  // namespace cgt::test
