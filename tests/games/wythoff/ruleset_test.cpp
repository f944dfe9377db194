// Wythoff's game as a ruleset (paper 002, section 3): Grundy values by the generic mex against
// WythoffGrundyTable (a second algorithm: one bitset per line) and paper 002's Table 2,
// P-positions against wythoff_is_p (Wythoff's pairs in closed form), canonical forms against
// the nimbers, and plain game-tree search on sums.
#include "games/wythoff/ruleset.hpp"

#include <catch2/catch.hpp>

#include "cgt/values.hpp"
#include "games/ruleset/evaluator.hpp"
#include "games/wythoff/wythoff_game.hpp"
#include "tests/support/data_file.hpp"
#include "tests/support/ruleset_checks.hpp"

using namespace cgt;
using namespace cgt::games;

TEST_CASE("Wythoff: Grundy values by mex equal the table, P-positions Wythoff's pairs",
          "[wythoff][rulesets]") {
  Progress progress;
  const std::uint32_t most = 40;
  WythoffGrundyTable table(most, progress);
  Evaluator<WythoffGame> evaluator;
  for (std::uint32_t a = 0; a <= most; ++a)
    for (std::uint32_t b = 0; b <= most; ++b) {
      INFO("(" << a << ", " << b << ")");
      std::uint64_t g = evaluator.grundy({a, b});
      REQUIRE(g == table.value(a, b));
      REQUIRE((g == 0) == wythoff_is_p(a, b));
    }
}

TEST_CASE("Wythoff reproduces paper 002's Table 2", "[wythoff][rulesets]") {
  auto rows = test::read_data_file("paper002_table2_wythoff_grundy.txt");
  REQUIRE(rows.size() == 12);
  Evaluator<WythoffGame> evaluator;
  for (std::size_t i = 1; i < rows.size(); ++i)
    for (std::size_t j = 1; j < rows[i].size(); ++j) {
      auto a = static_cast<std::uint32_t>(test::cell_integer(rows[i][0]));
      auto b = static_cast<std::uint32_t>(test::cell_integer(rows[0][j]));
      CHECK(evaluator.grundy({a, b}) == static_cast<std::uint64_t>(test::cell_integer(rows[i][j])));
    }
}

TEST_CASE("Wythoff: canonical forms are the nimbers; normalise changes nothing",
          "[wythoff][rulesets]") {
  Evaluator<WythoffGame> evaluator;
  Evaluator<test::WithoutShortcuts<WythoffGame>> whole;
  for (std::uint32_t a = 0; a <= 10; ++a)
    for (std::uint32_t b = 0; b <= 10; ++b) {
      INFO("(" << a << ", " << b << ")");
      CHECK(evaluator.value({a, b}) == nimber(evaluator.grundy({a, b})));
      CHECK(whole.value({a, b}) == evaluator.value({a, b}));
      CHECK(whole.grundy({a, b}) == evaluator.grundy({a, b}));
    }
  CHECK(WythoffGame{}.normalise({5, 3}) == WythoffGame::Position{3, 5});
}

TEST_CASE("Wythoff sums: plain search, outcome search and values agree", "[wythoff][rulesets]") {
  test::check_sum_outcomes<WythoffGame>(
      WythoffGame{},
      [](std::mt19937& rng) {
        return WythoffGame::Position{static_cast<std::uint32_t>(rng() % 6),
                                     static_cast<std::uint32_t>(rng() % 6)};
      },
      60, 41, 6);
}
