#include "cgt/big_int.hpp"
#include "games/number_theory/wythoff_sequences.hpp"

#include <catch2/catch.hpp>
#include <random>
#include <set>

#include "cgt/dyadic.hpp"
#include "cgt/error.hpp"
#include "games/number_theory/zeckendorf.hpp"
#include "tests/support/data_file.hpp"

using namespace cgt;
using namespace cgt::games;

TEST_CASE("A and B reproduce paper 004's Table 1", "[number_theory]") {
  auto rows = test::read_data_file("paper004_table1_wythoff_sequences.txt");
  REQUIRE(rows.size() == 3);
  REQUIRE(rows[1][0] == "A(n)");
  REQUIRE(rows[2][0] == "B(n)");
  for (std::size_t j = 1; j < rows[0].size(); ++j) {
    std::int64_t n = test::cell_integer(rows[0][j]);
    CHECK(wythoff_a(n) == test::cell_integer(rows[1][j]));
    CHECK(wythoff_b(n) == test::cell_integer(rows[2][j]));
  }
}

TEST_CASE("A and B agree with the mex recurrence of Wythoff's P-positions", "[number_theory]") {
  // Paper 002, Lemma 3.1: a_n = mex{a_i, b_i : i < n}, b_n = a_n + n.
  const std::int64_t count = 100000;
  std::vector<bool> used(3 * count, false);
  std::int64_t mex = 0;
  for (std::int64_t n = 0; n < count; ++n) {
    while (used[mex]) ++mex;
    std::int64_t a = mex, b = mex + n;
    used[a] = used[b] = true;
    REQUIRE(wythoff_a(n) == a);
    REQUIRE(wythoff_b(n) == b);
    if (n > 0) {
      REQUIRE(wythoff_a_inverse(a) == n);
      REQUIRE(wythoff_b_inverse(b) == n);
    }
  }
}

TEST_CASE("membership and inverses partition the positive integers", "[number_theory]") {
  const std::int64_t limit = 50000;
  std::set<std::int64_t> a_values, b_values;
  for (std::int64_t n = 1; wythoff_a(n) <= limit; ++n) a_values.insert(wythoff_a(n));
  for (std::int64_t n = 1; wythoff_b(n) <= limit; ++n) b_values.insert(wythoff_b(n));
  for (std::int64_t x = 1; x <= limit; ++x) {
    bool in_a = a_values.count(x) > 0, in_b = b_values.count(x) > 0;
    REQUIRE(in_a != in_b);
    REQUIRE(in_wythoff_a(x) == in_a);
    REQUIRE(in_wythoff_b(x) == in_b);
    REQUIRE(wythoff_a_inverse(x).has_value() == in_a);
    REQUIRE(wythoff_b_inverse(x).has_value() == in_b);
  }
  CHECK_FALSE(in_wythoff_a(0));
  CHECK_FALSE(in_wythoff_b(0));
  CHECK_FALSE(wythoff_a_inverse(0).has_value());
}

TEST_CASE("A(n) < n phi < A(n) + 1 in exact arithmetic up to 3 * 10^18", "[number_theory]") {
  // x < n phi iff 2x - n < n sqrt 5 iff (2x - n)^2 < 5 n^2 (both sides non-negative here).
  auto below = [](std::int64_t x, std::int64_t n) {
    BigInt d = 2 * BigInt(x) - n;
    return d < 0 || d * d < 5 * BigInt(n) * n;
  };
  std::mt19937_64 rng(99);
  std::vector<std::int64_t> ns = {1, 2, 1'000'000'000'000'000'000, kMaxWythoffArgument,
                                  kMaxWythoffArgument - 1};
  for (int i = 0; i < 3000; ++i)
    ns.push_back(
        static_cast<std::int64_t>(rng() % static_cast<std::uint64_t>(kMaxWythoffArgument)));
  for (std::int64_t n : ns) {
    std::int64_t a = wythoff_a(n);
    REQUIRE(below(a, n));
    REQUIRE_FALSE(below(a + 1, n));
    REQUIRE(wythoff_b(n) == a + n);
    if (n > 0 && a <= kMaxWythoffArgument) REQUIRE(wythoff_a_inverse(a) == n);
  }
}

TEST_CASE("paper 004 Proposition 5.1: n and B(n) are the right and left shifts of A(n)",
          "[number_theory]") {
  for (std::int64_t n = 1; n <= 20000; ++n) {
    std::int64_t a = wythoff_a(n);
    REQUIRE(zeckendorf_shift(a, -1) == n);
    REQUIRE(zeckendorf_shift(a, 1) == wythoff_b(n));
  }
}

TEST_CASE("Wythoff arguments out of range are errors", "[number_theory]") {
  CHECK_THROWS_AS(wythoff_a(-1), DomainError);
  CHECK_THROWS_AS(wythoff_b(kMaxWythoffArgument + 1), DomainError);
  CHECK_THROWS_AS(wythoff_a_inverse(-3), DomainError);
}
