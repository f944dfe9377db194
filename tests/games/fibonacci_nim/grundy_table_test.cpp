#include "games/fibonacci_nim/grundy_table.hpp"

#include <catch2/catch.hpp>
#include <map>

#include "cgt/canonical.hpp"
#include "cgt/error.hpp"
#include "cgt/sum.hpp"
#include "cgt/values.hpp"
#include "games/fibonacci_nim/local_dynamic.hpp"
#include "games/fibonacci_nim/one_pile.hpp"
#include "games/fibonacci_nim/paper_tables.hpp"
#include "tests/support/data_file.hpp"

using namespace cgt;
using namespace cgt::games;

namespace {

// G(n, r) by the definition, a fresh mex for every entry.
std::uint32_t plain_grundy(int n, int r, std::map<std::pair<int, int>, std::uint32_t>& memo) {
  r = std::min(r, n);
  if (auto it = memo.find({n, r}); it != memo.end()) return it->second;
  std::vector<bool> seen(r + 2, false);
  for (int s = 1; s <= r; ++s) {
    std::uint32_t v = plain_grundy(n - s, 2 * s, memo);
    if (v < seen.size()) seen[v] = true;
  }
  std::uint32_t g = 0;
  while (seen[g]) ++g;
  return memo[{n, r}] = g;
}

// The game (n; r) itself, built through the engine's canonical forms.
Game fibonacci_game(int n, int r, std::map<std::pair<int, int>, Game>& memo) {
  r = std::min(r, n);
  if (auto it = memo.find({n, r}); it != memo.end()) return it->second;
  std::vector<Game> options;
  for (int s = 1; s <= r; ++s) options.push_back(fibonacci_game(n - s, 2 * s, memo));
  return memo[{n, r}] = canonicalise(options, options);
}

}  // namespace

TEST_CASE("paper 002's Table 1 and its worked examples", "[fibonacci_nim]") {
  Progress progress;
  FibonacciNimGrundy g(20, progress);
  auto rows = test::read_data_file("paper002_table1_fibonacci_grundy.txt");
  REQUIRE(rows.size() == 21);
  int lost = 0;
  for (const auto& row : rows) {
    std::int64_t n = test::cell_integer(row[0]);
    REQUIRE(row.size() == static_cast<std::size_t>(n) + 2);
    for (std::int64_t r = 0; r <= n; ++r) {
      const std::string& cell = row[static_cast<std::size_t>(r) + 1];
      // The embedded copy the verifier uses is the same transcription.
      CHECK(paper002_table1()[n][r] == (cell == "?" ? kNoEntry : test::cell_integer(cell)));
      if (cell == "?") {
        ++lost;
        CHECK(g.value(n, r) == 0);  // rows 8 and 13: Fibonacci n, so P for r < n (Whinihan)
        continue;
      }
      INFO("G(" << n << ", " << r << ")");
      CHECK(g.value(n, r) == test::cell_integer(cell));
    }
  }
  CHECK(lost == 14);
  for (const auto& row : test::read_data_file("paper002_fibonacci_grundy_examples.txt"))
    CHECK(g.value(test::cell_integer(row[0]), test::cell_integer(row[1])) ==
          test::cell_integer(row[2]));
}

TEST_CASE("the incremental table equals a fresh mex for every entry", "[fibonacci_nim]") {
  Progress progress;
  FibonacciNimGrundy g(250, progress);
  std::map<std::pair<int, int>, std::uint32_t> memo;
  for (int n = 0; n <= 250; ++n)
    for (int r = 0; r <= n + 3; ++r) REQUIRE(g.value(n, r) == plain_grundy(n, r, memo));
}

TEST_CASE("Grundy value 0 exactly on Whinihan's P-positions", "[fibonacci_nim]") {
  Progress progress;
  FibonacciNimGrundy g(2000, progress);
  for (std::int64_t n = 0; n <= 2000; ++n) {
    auto steps = g.row(n);
    REQUIRE(steps.front().from_r == 0);
    for (std::size_t i = 1; i < steps.size(); ++i) REQUIRE(steps[i].value > steps[i - 1].value);
    for (std::int64_t r = 0; r <= n; r += 1 + r / 8)
      REQUIRE((g.value(n, r) == 0) == fibonacci_nim_is_p(n, r));
  }
}

TEST_CASE("the engine's canonical form of (n; r) is the nimber *G(n, r)", "[fibonacci_nim]") {
  Progress progress;
  FibonacciNimGrundy g(14, progress);
  std::map<std::pair<int, int>, Game> memo;
  for (int n = 0; n <= 14; ++n)
    for (int r = 0; r <= n; ++r) REQUIRE(fibonacci_game(n, r, memo) == nimber(g.value(n, r)));
}

TEST_CASE("local sums: the value and the winning moves against the engine's sums",
          "[fibonacci_nim]") {
  Progress progress;
  FibonacciNimGrundy g(10, progress);
  std::map<std::pair<int, int>, Game> memo;
  std::vector<std::vector<LocalPile>> positions = {
      {{5, 5}, {7, 7}}, {{5, 5}, {7, 3}, {8, 8}}, {{10, 4}, {6, 6}}, {{9, 9}, {4, 1}, {3, 3}}};
  for (const auto& piles : positions) {
    Game total = zero();
    for (const auto& p : piles) total = total + fibonacci_game(int(p.n), int(p.r), memo);
    CHECK(nimber(local_nim_value(piles, g)) == total);
    // Winning moves: exactly the options whose sum is 0.
    std::vector<PileMove> expected;
    for (std::size_t i = 0; i < piles.size(); ++i)
      for (std::int64_t s = 1; s <= std::min(piles[i].n, piles[i].r); ++s) {
        Game option = zero();
        for (std::size_t j = 0; j < piles.size(); ++j)
          option = option + (j == i ? fibonacci_game(int(piles[i].n - s), int(2 * s), memo)
                                    : fibonacci_game(int(piles[j].n), int(piles[j].r), memo));
        if (option == zero()) expected.push_back({i, s});
      }
    CHECK(local_winning_moves(piles, g) == expected);
  }
}

TEST_CASE("Grundy table errors", "[fibonacci_nim]") {
  Progress progress;
  CHECK_THROWS_AS(FibonacciNimGrundy(-1, progress), DomainError);
  FibonacciNimGrundy g(10, progress);
  CHECK_THROWS_AS(g.value(11, 3), DomainError);
  CHECK(g.value(10, 1'000'000) == g.value(10, 10));
}
