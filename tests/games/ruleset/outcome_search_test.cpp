#include "games/ruleset/outcome_search.hpp"

#include <catch2/catch.hpp>
#include <random>

#include "cgt/compare.hpp"
#include "games/ruleset/any_position.hpp"
#include "games/ruleset/typed_position.hpp"
#include "tests/games/ruleset/toy_heaps.hpp"
#include "tests/support/naive_outcome.hpp"

using namespace cgt;
using namespace cgt::games;
using cgt::test::ToyHeaps;

TEST_CASE("Outcome search agrees with a plain game-tree search and with canonical forms",
          "[ruleset]") {
  for (std::size_t fold : {0, 3, 8}) {
    Evaluator<ToyHeaps> evaluator;
    OutcomeSearch<ToyHeaps> search(evaluator, fold);
    test::NaiveOutcome<ToyHeaps> naive(ToyHeaps{false});
    std::mt19937 rng(static_cast<unsigned>(fold) + 1);
    for (int trial = 0; trial < 80; ++trial) {
      std::vector<int> heaps;
      for (int i = 0, n = 1 + static_cast<int>(rng() % 4); i < n; ++i)
        heaps.push_back(static_cast<int>(rng() % 7));
      Outcome expected = naive.outcome({heaps});
      CHECK(search.outcome({heaps}) == expected);
      CHECK(outcome(evaluator.value(heaps)) == expected);
    }
  }
}

TEST_CASE("Winning moves are the options after which the opponent moving first loses",
          "[ruleset]") {
  test::NaiveOutcome<ToyHeaps> naive(ToyHeaps{false});
  AnyPosition p = make_position(ToyHeaps{}, {4, 2, 5});
  for (Player who : {Player::kLeft, Player::kRight}) {
    std::vector<ToyHeaps::Position> options, expected;
    ToyHeaps{}.options({4, 2, 5}, who, options);
    for (const auto& o : options)
      if (!naive.wins({o}, opponent(who))) expected.push_back(o);
    auto moves = winning_moves({p}, who);
    REQUIRE(moves.size() == expected.size());
    for (std::size_t i = 0; i < moves.size(); ++i)
      CHECK(moves[i] == std::vector<AnyPosition>{make_position(ToyHeaps{}, expected[i])});
  }
}

TEST_CASE("Sums of positions: solve agrees with the plain search, mixed rules too", "[ruleset]") {
  test::NaiveOutcome<ToyHeaps> naive(ToyHeaps{false});
  std::mt19937 rng(5);
  for (int trial = 0; trial < 40; ++trial) {
    int a = static_cast<int>(rng() % 8), b = static_cast<int>(rng() % 8);
    Outcome expected = naive.outcome({{a, b}});
    CHECK(solve({make_position(ToyHeaps{}, {a}), make_position(ToyHeaps{}, {b})}) == expected);
    // The same sum with one part under other (equivalent) rules goes through the mixed search.
    CHECK(solve({make_position(ToyHeaps{}, {a}), make_position(ToyHeaps{false}, {b})}) == expected);
    CHECK(outcome(value({make_position(ToyHeaps{}, {a}), make_position(ToyHeaps{false}, {b})})) ==
          expected);
  }
}
