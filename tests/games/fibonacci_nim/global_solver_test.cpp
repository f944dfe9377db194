#include "games/fibonacci_nim/global_solver.hpp"

#include <catch2/catch.hpp>

#include "cgt/error.hpp"
#include "games/fibonacci_nim/one_pile.hpp"
#include "games/fibonacci_nim/three_pile_table.hpp"
#include "games/fibonacci_nim/two_pile_table.hpp"
#include "tests/games/fibonacci_nim/naive_search.hpp"

using namespace cgt;
using namespace cgt::games;

namespace {

constexpr int kUnlimited = 1000;  // above every pile in these tests

std::optional<std::int64_t> limit_of(int r) {
  return r == kUnlimited ? std::nullopt : std::optional<std::int64_t>(r);
}

}  // namespace

TEST_CASE("the solver agrees with plain game-tree search on up to three piles", "[fibonacci_nim]") {
  for (auto [dynamic, factor] :
       {std::pair{MoveDynamic::kFibonacci, 2}, std::pair{MoveDynamic::kPowerOfTwo, 1}}) {
    GlobalSolver solver(dynamic);
    test::NaiveTakeAway naive(factor);
    for (int a = 0; a <= 7; ++a)
      for (int b = a; b <= 7; ++b)
        for (int c = b; c <= 9; ++c)
          for (int r : {1, 2, 3, 4, 5, 6, 8, 11, 16, kUnlimited}) {
            std::vector<std::int64_t> piles{c, a, b};  // any order
            INFO("(" << a << ", " << b << ", " << c << "; " << r << ")");
            REQUIRE(solver.is_p(piles, limit_of(r)) == !naive.first_player_wins({a, b, c}, r));
          }
  }
}

TEST_CASE("winning moves are exactly the moves to P-positions", "[fibonacci_nim]") {
  GlobalSolver solver(MoveDynamic::kFibonacci);
  for (std::vector<std::int64_t> piles :
       {std::vector<std::int64_t>{3, 4, 10}, {5, 7}, {0, 9, 2, 6}, {12}, {8, 9, 53}}) {
    for (int r : {1, 2, 4, 7, kUnlimited}) {
      std::vector<PileMove> expected;
      for (std::size_t i = 0; i < piles.size(); ++i)
        for (std::int64_t s = 1; s <= std::min<std::int64_t>(piles[i], r); ++s) {
          std::vector<std::int64_t> option = piles;
          option[i] -= s;
          if (solver.is_p(option, 2 * s)) expected.push_back({i, s});
        }
      CHECK(solver.winning_moves(piles, limit_of(r)) == expected);
      CHECK(expected.empty() == solver.is_p(piles, limit_of(r)));
    }
  }
}

TEST_CASE("one pile through the solver is Whinihan's game", "[fibonacci_nim]") {
  GlobalSolver solver(MoveDynamic::kFibonacci);
  for (std::int64_t n = 0; n <= 300; ++n) {
    std::array<std::int64_t, 1> pile{n};
    for (std::int64_t r = 1; r <= n + 1; r += 1 + r / 5)
      REQUIRE(solver.is_p(pile, r) == fibonacci_nim_is_p(n, r));
  }
}

TEST_CASE("the dense two-pile table equals the solver", "[fibonacci_nim]") {
  Progress progress;
  for (MoveDynamic d : {MoveDynamic::kFibonacci, MoveDynamic::kPowerOfTwo}) {
    TwoPileTakeTable table(20, 45, d, progress);
    GlobalSolver solver(d);
    for (std::int64_t x = 0; x <= 20; ++x)
      for (std::int64_t y = x; y <= 45; ++y) {
        std::array<std::int64_t, 2> piles{y, x};
        REQUIRE(table.at(static_cast<Pile>(y), static_cast<Pile>(x)) ==
                solver.least_winning_take(piles));
      }
    CHECK_THROWS_AS(table.at(21, 22), DomainError);
  }
}

TEST_CASE("the dense three-pile tables equal the solver", "[fibonacci_nim]") {
  Progress progress;
  ThreePileTakeTable wide(6, 40, progress);
  CompactThreePileTakeTable compact(6, 40, progress);
  GlobalSolver solver(MoveDynamic::kFibonacci);
  for (std::int64_t a = 0; a <= 6; ++a)
    for (std::int64_t b = a; b <= 6; ++b)
      for (std::int64_t c = 0; c <= 40; ++c) {
        std::array<std::int64_t, 3> piles{a, c, b};
        Take t = solver.least_winning_take(piles);
        auto [x, y, z] =
            std::tuple{static_cast<Pile>(a), static_cast<Pile>(b), static_cast<Pile>(c)};
        REQUIRE(wide.at(z, x, y) == t);
        REQUIRE(compact.at(x, z, y) == t);
      }
  CHECK_THROWS_AS(wide.at(7, 8, 9), DomainError);
  CHECK_THROWS_AS(CompactThreePileTakeTable(3, 70000, progress), DomainError);
}

TEST_CASE("solver errors", "[fibonacci_nim]") {
  GlobalSolver solver(MoveDynamic::kFibonacci, 1000);
  std::vector<std::int64_t> negative{3, -1};
  CHECK_THROWS_AS(solver.least_winning_take(negative), DomainError);
  std::vector<std::int64_t> many(17, 1);
  CHECK_THROWS_AS(solver.least_winning_take(many), DomainError);
  std::vector<std::int64_t> big{30, 31, 32};
  CHECK_THROWS_AS(solver.least_winning_take(big), LimitError);  // more than 1000 positions
  std::vector<std::int64_t> fine{3, 4};
  CHECK_THROWS_AS(solver.is_p(fine, -1), DomainError);
}
