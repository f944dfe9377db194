// Fibonacci nim with the local move dynamic as a ruleset (paper 000; paper 002's Grundy values)
// against the Grundy table (a second algorithm: rows built by an incremental mex), paper 002's
// Table 1, Whinihan's theorem for P-positions, and plain game-tree search on sums.
#include "games/fibonacci_nim/ruleset.hpp"

#include <catch2/catch.hpp>

#include "cgt/values.hpp"
#include "games/fibonacci_nim/grundy_table.hpp"
#include "games/fibonacci_nim/local_dynamic.hpp"
#include "games/fibonacci_nim/one_pile.hpp"
#include "games/ruleset/evaluator.hpp"
#include "tests/support/data_file.hpp"
#include "tests/support/ruleset_checks.hpp"

using namespace cgt;
using namespace cgt::games;

namespace {

using FibPile = LocalFibonacciNim::Pile;

LocalFibonacciNim::Position random_piles(std::mt19937& rng, std::uint32_t piles,
                                         std::uint32_t most) {
  LocalFibonacciNim::Position p;
  for (std::uint32_t i = 0, k = 1 + rng() % piles; i < k; ++i) {
    std::uint32_t n = rng() % (most + 1);
    p.push_back({n, static_cast<std::uint32_t>(rng() % (n + 2))});
  }
  return p;
}

}  // namespace

TEST_CASE("one pile: Grundy values by mex equal the Grundy table, values are those nimbers",
          "[fibonacci_nim][rulesets]") {
  Progress progress;
  const std::uint32_t most = 60;
  FibonacciNimGrundy table(most, progress);
  Evaluator<LocalFibonacciNim> evaluator;
  for (std::uint32_t n = 0; n <= most; ++n)
    for (std::uint32_t r = 0; r <= n + 2; ++r) {
      INFO("(" << n << "; " << r << ")");
      std::uint64_t g = evaluator.grundy({{n, r}});
      REQUIRE(g == table.value(n, r));
      // Whinihan's theorem (paper 000, section 5): P exactly when n = 0 or z1(n) > r.
      REQUIRE((g == 0) == fibonacci_nim_is_p(n, r));
      if (n <= 20) REQUIRE(evaluator.value({{n, r}}) == nimber(g));
    }
}

TEST_CASE("one pile reproduces paper 002's Table 1", "[fibonacci_nim][rulesets]") {
  auto rows = test::read_data_file("paper002_table1_fibonacci_grundy.txt");
  REQUIRE(rows.size() >= 15);
  Evaluator<LocalFibonacciNim> evaluator;
  int checked = 0;
  for (const auto& row : rows) {
    auto n = static_cast<std::uint32_t>(test::cell_integer(row[0]));
    for (std::size_t j = 1; j < row.size(); ++j) {
      if (row[j] == "?") continue;  // lost in the paper's text extraction
      auto r = static_cast<std::uint32_t>(j - 1);
      INFO("G(" << n << ", " << r << ")");
      CHECK(evaluator.grundy({{n, r}}) == static_cast<std::uint64_t>(test::cell_integer(row[j])));
      ++checked;
    }
  }
  CHECK(checked > 100);
}

TEST_CASE("local sums: Grundy values equal local_nim_value, components change nothing",
          "[fibonacci_nim][rulesets]") {
  Progress progress;
  FibonacciNimGrundy table(12, progress);
  Evaluator<LocalFibonacciNim> evaluator;
  Evaluator<test::WithoutShortcuts<LocalFibonacciNim>> whole;
  std::mt19937 rng(21);
  for (int trial = 0; trial < 60; ++trial) {
    LocalFibonacciNim::Position p = random_piles(rng, 3, trial < 30 ? 6 : 12);
    INFO(LocalFibonacciNim{}.text(p));
    std::vector<LocalPile> piles;
    for (const FibPile& pile : p) piles.push_back({pile.n, pile.r});
    CHECK(evaluator.grundy(p) == local_nim_value(piles, table));
    if (trial < 30) {  // the whole sum without components is exponential in the piles
      CHECK(whole.grundy(p) == evaluator.grundy(p));
      CHECK(whole.value(p) == evaluator.value(p));
    }
  }
}

TEST_CASE("local sums: plain search, outcome search and values agree",
          "[fibonacci_nim][rulesets]") {
  test::check_sum_outcomes<LocalFibonacciNim>(
      LocalFibonacciNim{}, [](std::mt19937& rng) { return random_piles(rng, 2, 7); }, 60, 22, 6);
}

TEST_CASE("local positions: normalise caps the limit and sorts the piles",
          "[fibonacci_nim][rulesets]") {
  LocalFibonacciNim rules;
  CHECK(rules.normalise({{7, 20}, {0, 3}, {2, 1}}) == LocalFibonacciNim::Position{{2, 1}, {7, 7}});
  CHECK(rules.text({{5, 5}, {7, 3}}) == "(5; 5) + (7; 3)");
  CHECK(rules.text({}) == "0");
  std::vector<LocalFibonacciNim::Position> options;
  rules.options({{5, 2}}, Player::kLeft, options);
  CHECK(options == std::vector<LocalFibonacciNim::Position>{{{4, 2}}, {{3, 4}}});
}
