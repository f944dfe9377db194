// Random small Domineering and Cram boards for the tests, and rulesets that offer nothing but
// the moves (no components, symmetries or closed forms): the second algorithm the tests
// compare the fast rulesets with.
#pragma once

#include <random>

#include "cgt/sum.hpp"
#include "cgt/values.hpp"
#include "games/domineering/cram.hpp"
#include "games/domineering/domineering.hpp"
#include "tests/support/ruleset_checks.hpp"

namespace cgt::test {

// A board of at most max_cells cells (1 to 6 rows), each cell blocked with chance 1/4.
inline games::DominoBoard random_board(std::mt19937& rng, int max_cells) {
  int rows = 1 + static_cast<int>(rng() % 6);
  int max_cols = std::max(1, max_cells / rows);
  int cols = 1 + static_cast<int>(rng() % static_cast<unsigned>(max_cols));
  std::uint64_t cells = 0;
  for (int i = 0; i < rows * cols; ++i)
    if (rng() % 4 != 0) cells |= 1ull << i;
  return games::DominoBoard::from_packed(cells, static_cast<unsigned>(rows),
                                         static_cast<unsigned>(cols));
}

// For `trials` random boards and sums (the first half single boards of up to 12 cells, then sums
// of two or three of up to 7): the plain search's outcome equals the outcome of the sum of the
// values and the outcome search's, unfolded and folded at the ruleset's fold size.
template <class R>
void check_board_sums(int trials, unsigned seed) {
  games::Evaluator<R> evaluator;
  games::OutcomeSearch<R> unfolded(evaluator, 0), folded(evaluator, R::kFoldSize);
  NaiveOutcome<R> naive(R{});
  std::mt19937 rng(seed);
  for (int trial = 0; trial < trials; ++trial) {
    int parts = trial < trials / 2 ? 1 : 2 + trial % 2;
    std::vector<games::DominoBoard> sum;
    Game total = game_table().zero();
    for (int i = 0; i < parts; ++i) {
      sum.push_back(random_board(rng, parts == 1 ? 12 : 7));
      total = cgt::sum(total, evaluator.value(sum.back()));
    }
    Outcome expected = naive.outcome(sum);
    INFO(R{}.text(sum.front()) << " and " << parts - 1 << " more");
    CHECK(outcome(total) == expected);
    CHECK(unfolded.outcome(sum) == expected);
    CHECK(folded.outcome(sum) == expected);
  }
}

// A bound as a game: the integer n, plus the switch +-1 when it carries one (protected blocks).
inline Game integer_bound(int n, bool with_switch) {
  return with_switch ? sum(integer(n), switch_game(integer(1))) : integer(n);
}

// Domineering (or Cram) by its moves alone.
using PlainDomineering = WithoutShortcuts<games::Domineering>;
using PlainCram = WithoutShortcuts<games::Cram>;

}  // namespace cgt::test
