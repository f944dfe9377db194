// The required outcome check for a take-and-break ruleset: random heaps and sums of two or
// three, whose outcome by NaiveOutcome (plain game-tree search) must equal the outcome of the
// canonical form of the sum and the ruleset's OutcomeSearch.
#pragma once

#include <catch2/catch.hpp>
#include <random>

#include "cgt/compare.hpp"
#include "games/octal/take_break_game.hpp"
#include "games/ruleset/outcome_search.hpp"
#include "tests/support/naive_outcome.hpp"

namespace cgt::test {

// `cases` random sums of 1 to 3 heaps of at most max_heap tokens (fixed seed).
inline void check_random_heap_sums(const games::TakeBreakGame& rules, std::uint32_t max_heap,
                                   int cases) {
  using Position = games::TakeBreakGame::Position;
  std::mt19937 random(20261123);
  NaiveOutcome<games::TakeBreakGame> naive(rules);
  games::Evaluator<games::TakeBreakGame> evaluator(rules);
  games::OutcomeSearch<games::TakeBreakGame> search(evaluator, games::TakeBreakGame::kFoldSize);
  std::uniform_int_distribution<std::uint32_t> heap(0, max_heap);
  for (int i = 0; i < cases; ++i) {
    std::vector<Position> sum(1 + i % 3);
    for (Position& p : sum) p = games::TakeBreakGame::heap(heap(random));
    Game total = game_table().zero();
    for (const Position& p : sum) total = cgt::sum(total, evaluator.value(p));
    std::string text;
    for (const Position& p : sum) text += rules.text(p) + " ";
    INFO(rules.name() << ": " << text);
    Outcome expected = naive.outcome(sum);
    CHECK(outcome(total) == expected);
    CHECK(search.outcome(sum) == expected);
  }
}

}  // namespace cgt::test
