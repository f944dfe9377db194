#include "games/wythoff/wythoff_game.hpp"

#include <catch2/catch.hpp>
#include <set>

#include "cgt/error.hpp"
#include "tests/support/data_file.hpp"

using namespace cgt;
using namespace cgt::games;

TEST_CASE("Wythoff Grundy values reproduce paper 002's Table 2", "[wythoff]") {
  Progress progress;
  WythoffGrundyTable g(10, progress);
  auto rows = test::read_data_file("paper002_table2_wythoff_grundy.txt");
  REQUIRE(rows.size() == 12);
  for (std::size_t i = 1; i < rows.size(); ++i)
    for (std::size_t j = 1; j < rows[i].size(); ++j)
      CHECK(g.value(test::cell_integer(rows[i][0]), test::cell_integer(rows[0][j])) ==
            test::cell_integer(rows[i][j]));
}

TEST_CASE("the Grundy table equals a fresh mex of every option", "[wythoff]") {
  Progress progress;
  const int n = 60;
  WythoffGrundyTable g(n, progress);
  for (int a = 0; a <= n; ++a)
    for (int b = 0; b <= n; ++b) {
      std::set<std::uint32_t> options;
      for (int s = 1; s <= a; ++s) options.insert(g.value(a - s, b));
      for (int s = 1; s <= b; ++s) options.insert(g.value(a, b - s));
      for (int s = 1; s <= std::min(a, b); ++s) options.insert(g.value(a - s, b - s));
      std::uint32_t mex = 0;
      while (options.count(mex)) ++mex;
      REQUIRE(g.value(a, b) == mex);
    }
}

TEST_CASE("P-positions: Grundy value 0, and paper 002's Lemma 3.1 recursion", "[wythoff]") {
  Progress progress;
  WythoffGrundyTable g(400, progress);
  for (int a = 0; a <= 400; ++a)
    for (int b = 0; b <= 400; ++b) REQUIRE(wythoff_is_p(a, b) == (g.value(a, b) == 0));
  // Lemma 3.1: a_n = mex{a_i, b_i : i < n}, b_n = a_n + n.
  std::set<std::int64_t> used;
  std::int64_t mex = 0;
  for (std::int64_t n = 0; n < 20000; ++n) {
    while (used.count(mex)) ++mex;
    used.insert({mex, mex + n});
    REQUIRE(wythoff_is_p(mex, mex + n));
    REQUIRE(wythoff_is_p(mex + n, mex));
    REQUIRE_FALSE(wythoff_is_p(mex, mex + n + 1));
  }
}

TEST_CASE("Wythoff errors", "[wythoff]") {
  Progress progress;
  CHECK_THROWS_AS(WythoffGrundyTable(4001, progress), DomainError);
  CHECK_THROWS_AS(wythoff_is_p(-1, 0), DomainError);
  WythoffGrundyTable g(3, progress);
  CHECK_THROWS_AS(g.value(4, 0), DomainError);
}
