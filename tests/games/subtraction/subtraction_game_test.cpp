#include "games/subtraction/subtraction_game.hpp"

#include <catch2/catch.hpp>
#include <random>

#include "cgt/compare.hpp"
#include "cgt/error.hpp"
#include "cgt/sum.hpp"
#include "cgt/values.hpp"
#include "games/ruleset/evaluator.hpp"
#include "games/ruleset/outcome_search.hpp"
#include "tests/support/data_file.hpp"
#include "tests/support/naive_outcome.hpp"
#include "tests/support/ruleset_checks.hpp"
#include "tests/support/session_run.hpp"

using namespace cgt;
using namespace cgt::games;

namespace {

TakeSet random_set(std::mt19937& rng, int max_size, std::uint32_t max_amount) {
  std::vector<std::int64_t> amounts(std::uniform_int_distribution<int>(0, max_size)(rng));
  for (auto& a : amounts) a = std::uniform_int_distribution<std::int64_t>(1, max_amount)(rng);
  return take_set(amounts, "test", "set");
}

TakeSet parse_set(const std::string& cell) {
  std::vector<std::int64_t> amounts;
  std::size_t start = 0;
  while (start <= cell.size()) {
    std::size_t comma = cell.find(',', start);
    if (comma == std::string::npos) comma = cell.size();
    amounts.push_back(std::stoll(cell.substr(start, comma - start)));
    start = comma + 1;
  }
  return take_set(amounts, "test", "set");
}

}  // namespace

TEST_CASE("random heaps and sums: naive search, the value's outcome and outcome search agree",
          "[subtraction]") {
  std::mt19937 rng(20261123);
  for (int rules = 0; rules < 40; ++rules) {
    PartizanSubtraction game(random_set(rng, 3, 5), random_set(rng, 3, 5));
    test::NaiveOutcome<PartizanSubtraction> naive(game);
    Evaluator<PartizanSubtraction> evaluator(game);
    OutcomeSearch<PartizanSubtraction> search(evaluator, 4);
    std::uniform_int_distribution<std::uint32_t> heap(0, 14);
    for (int trial = 0; trial < 12; ++trial) {
      std::vector<std::uint32_t> heaps(1 + trial % 3);
      Game total = zero();
      for (auto& h : heaps) {
        h = heap(rng);
        total = sum(total, evaluator.value(h));
      }
      INFO(game.name() << " heaps " << heaps.size() << " first " << heaps[0]);
      Outcome expected = naive.outcome(heaps);
      CHECK(outcome(total) == expected);
      CHECK(search.outcome(heaps) == expected);
    }
  }
}

TEST_CASE("impartial heaps: closed form, mex recursion and canonical forms agree",
          "[subtraction]") {
  std::mt19937 rng(7);
  for (int rules = 0; rules < 30; ++rules) {
    TakeSet set = random_set(rng, 4, 7);
    ImpartialSubtraction impartial(set);
    Evaluator<ImpartialSubtraction> by_mex(impartial);
    // The same game as a partizan ruleset: no kImpartial, so canonical forms, not mex.
    Evaluator<PartizanSubtraction> by_canonical_form(PartizanSubtraction(set, set));
    std::vector<std::uint32_t> g = impartial.grundy_values(40);
    for (std::uint32_t n = 0; n <= 40; ++n) {
      INFO(impartial.name() << " heap " << n);
      REQUIRE(by_mex.grundy(n) == g[n]);
      REQUIRE(by_canonical_form.value(n) == nimber(g[n]));
      REQUIRE(by_mex.value(n) == nimber(g[n]));
    }
  }
}

TEST_CASE("Grundy periods of Winning Ways and Lessons in Play", "[subtraction]") {
  auto rows = test::read_data_file("subtraction_grundy_periods.txt");
  REQUIRE(rows.size() == 6);
  for (const auto& row : rows) {
    REQUIRE(row.size() == 2);
    ImpartialSubtraction game(parse_set(row[0]));
    const std::string& period = row[1];
    Evaluator<ImpartialSubtraction> evaluator(game);
    for (std::uint32_t n = 0; n < 300; ++n) {
      INFO(game.name() << " heap " << n);
      std::uint64_t expected = static_cast<std::uint64_t>(period[n % period.size()] - '0');
      REQUIRE(evaluator.grundy(n) == expected);
    }
    // The closed form reaches heaps far beyond the recursion's stack.
    std::uint32_t big = 999'999;
    CHECK(game.known_value(big) ==
          nimber(static_cast<std::uint64_t>(period[big % period.size()] - '0')));
  }
}

TEST_CASE("one-sided games are integers: the length of the longest run of moves", "[subtraction]") {
  // A game in which only Left can move is the integer of her longest sequence of moves, here
  // n / min(L) rounded down (and the negative for Right).
  std::mt19937 rng(11);
  for (int rules = 0; rules < 20; ++rules) {
    TakeSet set = random_set(rng, 3, 6);
    if (set.empty()) continue;
    Evaluator<PartizanSubtraction> left_only(PartizanSubtraction(set, {}));
    Evaluator<PartizanSubtraction> right_only(PartizanSubtraction({}, set));
    for (std::uint32_t n = 0; n <= 60; ++n) {
      std::int64_t moves = n / set.front();
      REQUIRE(left_only.value(n) == integer(moves));
      REQUIRE(right_only.value(n) == integer(-moves));
    }
  }
}

TEST_CASE("bad sets and heaps are refused with the function's signature", "[subtraction]") {
  CHECK_THROWS_AS(take_set({0}, "f", "lset"), DomainError);
  CHECK_THROWS_AS(take_set({-3}, "f", "lset"), DomainError);
  CHECK_THROWS_AS(take_set({1'000'001}, "f", "lset"), DomainError);
  std::vector<std::int64_t> many(65);
  for (std::size_t i = 0; i < many.size(); ++i) many[i] = static_cast<std::int64_t>(i + 1);
  CHECK_THROWS_WITH(take_set(many, "f(x)", "lset"),
                    Catch::Contains("f(x): lset may hold at most 64"));
  CHECK(take_set({3, 1, 3}, "f", "s") == TakeSet{1, 3});

  auto run = test::run_session("subtraction([0], [1], 3)");
  CHECK_FALSE(run.ok);
  CHECK_THAT(run.all(), Catch::Contains("subtraction(lset, rset, n): lset"));
  run = test::run_session("subtraction([1], [1], -1)");
  CHECK_FALSE(run.ok);
  CHECK_THAT(run.all(), Catch::Contains("subtraction(lset, rset, n): n"));
  run = test::run_session("subtraction([1], [1], 1000001)");
  CHECK_FALSE(run.ok);
  CHECK_THAT(run.all(), Catch::Contains("subtraction(lset, rset, n): n"));
  run = test::run_session("subtraction(\"x\", [1], 3)");
  CHECK_FALSE(run.ok);
  CHECK_THAT(run.all(), Catch::Contains("subtraction(lset, rset, n): lset"));
}

TEST_CASE("the tool makes impartial heaps for equal sets, partizan ones otherwise",
          "[subtraction]") {
  auto run = test::run_session("grundy(subtraction([1,2], [2,1], 7))");
  CHECK(run.ok);
  CHECK_THAT(run.out, Catch::Contains("1"));
  run = test::run_session("grundy(subtraction([1,2], [1], 7))");
  CHECK_FALSE(run.ok);
  CHECK_THAT(run.all(), Catch::Contains("partizan"));
  // Right has no move at all: a heap of 7 with Left taking 2 is 3.
  run = test::run_session("value(subtraction(2, [], 7))");
  CHECK(run.ok);
  CHECK(run.out == "3\n");
}

TEST_CASE("the tool writes heaps as expressions that read back", "[subtraction]") {
  auto run = test::run_session("options(subtraction([1,3], [2], 5))");
  CHECK(run.ok);
  CHECK(
      run.out ==
      "[[subtraction([1,3], [2], 4), subtraction([1,3], [2], 2)], [subtraction([1,3], [2], 3)]]\n");
  run = test::run_session("leftoptions(subtraction(2, 2, 3))");
  CHECK(run.out == "[subtraction([2], [2], 1)]\n");
}

TEST_CASE("partizan heaps: values made bottom-up equal the evaluator's recursion",
          "[subtraction]") {
  std::mt19937 rng(36);
  for (int rules = 0; rules < 30; ++rules) {
    PartizanSubtraction game(random_set(rng, 3, 6), random_set(rng, 3, 6));
    // The evaluator on the plain rules, recursing from each heap (no known_value).
    Evaluator<test::WithoutShortcuts<PartizanSubtraction>> recursive(
        test::WithoutShortcuts<PartizanSubtraction>{game});
    for (std::uint32_t n : {40u, 7u, 0u, 63u}) {  // out of order: later calls reuse the values
      INFO(game.name() << " heap " << n);
      REQUIRE(game.known_value(n) == recursive.value(n));
    }
  }
}
