#include "games/ruleset/evaluator.hpp"

#include <catch2/catch.hpp>
#include <random>

#include "cgt/compare.hpp"
#include "cgt/error.hpp"
#include "cgt/memory_budget.hpp"
#include "cgt/values.hpp"
#include "games/ruleset/impartial.hpp"
#include "tests/games/ruleset/toy_heaps.hpp"
#include "tests/support/reference_game.hpp"

using namespace cgt;
using namespace cgt::games;
using cgt::test::ToyHeaps;

namespace {

// The game tree of a position written out by the rules alone, canonicalised by the reference
// implementation (tests/support/reference_game.hpp): no table, no components, no symmetry.
test::Ref reference_tree(const ToyHeaps& rules, const ToyHeaps::Position& p) {
  std::vector<test::Ref> left, right;
  std::vector<ToyHeaps::Position> options;
  rules.options(p, Player::kLeft, options);
  for (const auto& o : options) left.push_back(reference_tree(rules, o));
  options.clear();
  rules.options(p, Player::kRight, options);
  for (const auto& o : options) right.push_back(reference_tree(rules, o));
  return test::ref_canonical(test::ref_game(left, right));
}

}  // namespace

TEST_CASE("The evaluator's values equal the reference canonical forms of the game trees",
          "[ruleset]") {
  Evaluator<ToyHeaps> evaluator;
  for (int n = 0; n <= 9; ++n)
    CHECK(evaluator.value({n}) == test::to_table(reference_tree(ToyHeaps{}, {n})));
  std::mt19937 rng(7);
  for (int trial = 0; trial < 40; ++trial) {  // trees of three heaps of 3 stay small
    auto heaps = cgt::test::random_toy_heaps(rng, 3, 3);
    CHECK(evaluator.value(heaps) == test::to_table(reference_tree(ToyHeaps{}, heaps)));
  }
}

TEST_CASE("Components and symmetry change nothing: the whole-position evaluator agrees",
          "[ruleset]") {
  Evaluator<ToyHeaps> split;
  Evaluator<ToyHeaps> whole(ToyHeaps{false});
  std::mt19937 rng(11);
  for (int trial = 0; trial < 60; ++trial) {
    auto heaps = cgt::test::random_toy_heaps(rng, 1 + static_cast<int>(rng() % 4), 5);
    CHECK(split.value(heaps) == whole.value(heaps));
  }
}

TEST_CASE("Grundy values by mex equal the nimbers of the impartial variant's canonical forms",
          "[ruleset]") {
  Evaluator<Impartial<ToyHeaps>> evaluator;
  std::mt19937 rng(3);
  for (int trial = 0; trial < 60; ++trial) {
    auto heaps = cgt::test::random_toy_heaps(rng, 1 + static_cast<int>(rng() % 3), 12);
    CHECK(evaluator.value(heaps) == nimber(evaluator.grundy(heaps)));
  }
  // Subtraction {1,2,3} (the union of the moves) has Grundy value n mod 4: a textbook theorem.
  for (int n = 0; n <= 40; ++n) CHECK(evaluator.grundy({n}) == static_cast<std::uint64_t>(n % 4));
}

TEST_CASE("The evaluator stops with a LimitError at the memory limit and on an interrupt",
          "[ruleset]") {
  Evaluator<ToyHeaps> evaluator(ToyHeaps{false});
  std::size_t saved = memory_limits().max_bytes;
  memory_limits().max_bytes = tables_bytes() + 1024;
  CHECK_THROWS_AS(evaluator.value({30, 29, 28}), LimitError);
  memory_limits().max_bytes = saved;
  evaluator.clear();
  request_interrupt();
  CHECK_THROWS_AS(evaluator.value({1500}), InterruptedError);  // noticed on the way down
  clear_interrupt();
  CHECK(leq(zero(), evaluator.value({20})));  // still usable afterwards
}
