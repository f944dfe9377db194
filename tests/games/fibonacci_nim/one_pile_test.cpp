#include "games/fibonacci_nim/one_pile.hpp"

#include <catch2/catch.hpp>

#include "cgt/error.hpp"
#include "games/number_theory/fibonacci.hpp"
#include "games/number_theory/zeckendorf.hpp"
#include "tests/games/fibonacci_nim/naive_search.hpp"
#include "tests/support/data_file.hpp"

using namespace cgt;
using namespace cgt::games;

TEST_CASE("Whinihan's rule agrees with plain game-tree search", "[fibonacci_nim]") {
  test::NaiveTakeAway naive(2);
  for (int n = 0; n <= 60; ++n)
    for (int r = 0; r <= n + 1; ++r)
      REQUIRE(fibonacci_nim_is_p(n, r) == !naive.first_player_wins({n}, r));
}

TEST_CASE("the exhaustive least-winning-take table equals z1 (Whinihan)", "[fibonacci_nim]") {
  Progress progress;
  std::vector<Take> take = one_pile_least_winning_takes(5000, progress);
  CHECK(take[0] == kNoWinningTake);
  for (std::int64_t n = 1; n <= 5000; ++n) REQUIRE(take[n] == static_cast<Take>(z1(n)));
}

TEST_CASE("all winning moves by search match the search table", "[fibonacci_nim]") {
  Progress progress;
  std::vector<Take> take = one_pile_least_winning_takes(400, progress);
  for (std::int64_t n = 0; n <= 400; ++n)
    for (std::int64_t r : {std::int64_t{1}, std::int64_t{3}, n / 2, n - 1, n}) {
      if (r < 0) continue;
      std::vector<std::int64_t> expected;
      for (std::int64_t s = 1; s <= std::min(n, r); ++s)
        if (take[n - s] > static_cast<Take>(2 * s)) expected.push_back(s);
      REQUIRE(fibonacci_nim_winning_moves(n, r) == expected);
      if (!expected.empty()) REQUIRE(whinihan_move(n, r) == z1(n));
      REQUIRE(expected.empty() == !whinihan_move(n, r).has_value());
    }
}

TEST_CASE("paper 001's game from 12 stones", "[fibonacci_nim]") {
  for (const auto& row : test::read_data_file("paper001_example_12_stones.txt")) {
    std::int64_t n = test::cell_integer(row[0]), r = test::cell_integer(row[1]);
    INFO("(" << n << "; " << r << ")");
    CHECK(fibonacci_nim_is_p(n, r) == (row[2] == "P"));
    if (row[2] == "N") CHECK(whinihan_move(n, r) == test::cell_integer(row[3]));
  }
}

TEST_CASE("the classical start (n; n - 1) is P exactly for Fibonacci n (paper 002, Thm 2.4)",
          "[fibonacci_nim]") {
  for (std::int64_t n = 2; n <= 3000; ++n) REQUIRE(fibonacci_nim_is_p(n, n - 1) == is_fibonacci(n));
}

TEST_CASE("one-pile errors", "[fibonacci_nim]") {
  CHECK_THROWS_AS(fibonacci_nim_is_p(-1, 2), DomainError);
  CHECK_THROWS_AS(fibonacci_nim_winning_moves(5, -2), DomainError);
  CHECK_THROWS_AS(fibonacci_nim_winning_moves(100'000'000, 100'000'000), LimitError);
}
