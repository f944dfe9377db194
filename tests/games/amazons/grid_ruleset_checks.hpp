// Checks every grid ruleset of games/amazons, games/fission, games/snort and games/col must
// pass, shared by their tests: random boards, outcomes of random sums by a plain game-tree
// search (NaiveOutcome) against the canonical form's outcome and the outcome search, and the
// values with components and symmetries against those of the same rules without them.
#pragma once

#include <catch2/catch.hpp>
#include <random>
#include <string>
#include <vector>

#include "cgt/compare.hpp"
#include "cgt/sum.hpp"
#include "games/ruleset/evaluator.hpp"
#include "games/ruleset/outcome_search.hpp"
#include "tests/support/naive_outcome.hpp"

namespace cgt::test {

// The rules of R without components, normalise or size: every position is evaluated whole
// and keyed by itself (the second algorithm for components and symmetries).
template <games::Ruleset R>
struct Whole {
  using Position = typename R::Position;
  R rules;
  static std::uint64_t hash(const Position& p) { return R::hash(p); }
  void options(const Position& p, games::Player who, std::vector<Position>& out) const {
    rules.options(p, who, out);
  }
  std::string text(const Position& p) const { return rules.text(p); }
  std::string name() const { return rules.name() + " (whole)"; }
};

// A random grid of rows x cols cells (rows and cols from 1 to the maxima), each cell drawn
// from `cells` (repeat a character to make it likelier).
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

// Sums of one to three random positions (made by `random_position(rng)`): NaiveOutcome's
// outcome equals the outcome of the sum of the canonical forms and the outcome search's.
template <games::Ruleset R, class MakeRandom>
void check_random_sums(const R& rules, MakeRandom random_position, int trials, unsigned seed) {
  games::Evaluator<R> evaluator(rules);
  games::OutcomeSearch<R> search(evaluator, 4);
  NaiveOutcome<R> naive(rules);
  std::mt19937 rng(seed);
  for (int trial = 0; trial < trials; ++trial) {
    std::vector<typename R::Position> parts;
    Game total = game_table().zero();
    for (int i = 0, n = 1 + trial % 3; i < n; ++i) {
      parts.push_back(random_position(rng));
      total = sum(total, evaluator.value(parts.back()));
    }
    INFO("trial " << trial << ": " << rules.text(parts.front()) << " + ... (" << parts.size()
                  << " parts)");
    Outcome expected = naive.outcome(parts);
    CHECK(outcome(total) == expected);
    CHECK(search.outcome(parts) == expected);
  }
}

// Values with components and normalise equal the values of the whole positions.
template <games::Ruleset R, class MakeRandom>
void check_against_whole(const R& rules, MakeRandom random_position, int trials, unsigned seed) {
  games::Evaluator<R> split(rules);
  games::Evaluator<Whole<R>> whole(Whole<R>{rules});
  std::mt19937 rng(seed);
  for (int trial = 0; trial < trials; ++trial) {
    typename R::Position p = random_position(rng);
    INFO(rules.text(p));
    CHECK(split.value(p) == whole.value(p));
  }
}

}  // namespace cgt::test
