// Slips of paper 004 that no verifier owns, checked by computation: the steps of Example 2.3
// (the values come from the value sweep, the formulas from exact arithmetic), and the example
// moves of the introduction and of section 6 (i) (from the rules: A(n) = floor(n phi) is Left's
// set on blue heaps and Right's on red ones).
#include <fmt/format.h>

#include <catch2/catch.hpp>

#include "cgt/big_int.hpp"
#include "cgt/values.hpp"
#include "games/golden_nugget/s_q_sequences.hpp"
#include "games/number_theory/fibonacci.hpp"
#include "lang/session.hpp"
#include "tests/support/session_run.hpp"

using namespace cgt;
using namespace cgt::games;

namespace {

Game val(std::int64_t h) { return lang::evaluate_game(fmt::format("gn({})", h)); }
Dyadic over(BigInt numerator, std::uint32_t exponent) { return make_dyadic(numerator, exponent); }
BigInt four_to(int n) { return BigInt(1) << (2 * n); }

}  // namespace

TEST_CASE("Example 2.3 as printed: the heaps' indices and three formulas slip", "[golden_nugget]") {
  for (int n = 2; n <= 9; ++n) {  // heaps up to F_20 = 6765
    INFO("n = " << n);
    // "val(F_{2n+2}) = q(n-1)" and "val(F_{2n-2}) = q(n-2)": the heaps are F_{2n+2} - 2 and
    // F_{2n} - 2, the positions the moves described leave.
    CHECK(val(fibonacci(2 * n + 2) - 2) == number(golden_nugget_q(n - 1)));
    CHECK(val(fibonacci(2 * n + 2)) != number(golden_nugget_q(n - 1)));
    CHECK(val(fibonacci(2 * n) - 2) == number(golden_nugget_q(n - 2)));
    if (n >= 3) CHECK(val(fibonacci(2 * n - 2)) != number(golden_nugget_q(n - 2)));
    // "s(n-1) = ((4^n - 1)/3) / 2^{2n-1}" is s(n); s(n-1) is ((4^{n-1} - 1)/3) / 2^{2n-3}.
    CHECK(over((four_to(n) - 1) / 3, 2 * n - 1) == golden_nugget_s(n));
    CHECK(over((four_to(n - 1) - 1) / 3, 2 * n - 3) == golden_nugget_s(n - 1));
    // "a = 8 (4^{n-1} - 1)/3 + 1", with {s(n-1) | q(n-1)} = a / 4^n = s(n): a needs + 2.
    BigInt printed_a = 8 * (four_to(n - 1) - 1) / 3 + 1;
    CHECK(over(printed_a, 2 * n) != golden_nugget_s(n));
    CHECK(over(printed_a + 1, 2 * n) == golden_nugget_s(n));
    CHECK(Dyadic::simplest_between(golden_nugget_s(n - 1), golden_nugget_q(n - 1)) ==
          golden_nugget_s(n));
    // "((2 (4^n - 1)/3) + 1) / (2 * 2^{2n-1}) = q(n-1)": that is q(n); with n - 1 it is q(n-1).
    CHECK(over(2 * (four_to(n) - 1) / 3 + 1, 2 * n) == golden_nugget_q(n));
    CHECK(over(2 * (four_to(n - 1) - 1) / 3 + 1, 2 * n - 2) == golden_nugget_q(n - 1));
  }
}

TEST_CASE("the example moves of the introduction and of section 6 (i)", "[golden_nugget]") {
  auto r = test::run_session(
      // Introduction: from 9_b Left moves to 1_b, 3_b, 5_b, 6_b, 8_b and (9 = A(6)) to 0_b.
      "options(goldennugget(9))[0]\n"
      // Section 6 (i): "remove 17 from 18" is no move of Left's on the red 18 (17 = A(11) is
      // Right's there), and the position it would leave is N, no win for Left moving second.
      "goldennugget(1, \"red\") == goldennugget(1, \"red\")\n"
      "[p for p in options(goldennugget(18, \"red\"))[0] if p == goldennugget(1, \"red\")]\n"
      "solve(goldennugget(3) + goldennugget(20) + goldennugget(1, \"red\"))\n"
      // Left wins instead by removing 2 from the red heap, or any move in the blue 20 but 17.
      "solve(goldennugget(3) + goldennugget(20) + goldennugget(16, \"red\"))\n"
      "solve(goldennugget(3) + goldennugget(4) + goldennugget(18, \"red\"))\n"
      "solve(goldennugget(3) + goldennugget(3) + goldennugget(18, \"red\"))\n");
  REQUIRE(r.ok);
  CHECK(r.out ==
        "[goldennugget(8), goldennugget(6), goldennugget(5), goldennugget(3), goldennugget(1), "
        "goldennugget(0)]\ntrue\n[]\nN\nL\nL\nN\n");
}
