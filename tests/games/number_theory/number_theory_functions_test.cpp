#include <catch2/catch.hpp>

#include "tests/support/session_run.hpp"

using namespace cgt;
using test::run_session;

TEST_CASE("the number theory functions of the tool", "[number_theory]") {
  // Paper 001's 12 = 1 + 3 + 8; phi = 1.6180339887498948482045... and phi^2 = phi + 1, so
  // floor(10^18 phi) and floor(10^18 phi^2) are read off the decimal expansion of phi.
  CHECK(run_session("zeckendorf(12)\nzeckendorf(0)\nwythoff_a(1000000000000000000)\n"
                       "wythoff_b(1000000000000000000)\nfibonacci(100)\n").all() ==
        "[1, 3, 8]\n[]\n1618033988749894848\n2618033988749894848\n354224848179261915075\n");
}

TEST_CASE("the number theory functions reject bad arguments", "[number_theory]") {
  auto bad = run_session("wythoff_a(-1)\n");
  CHECK_FALSE(bad.ok);
  CHECK_THAT(bad.err, Catch::Contains("wythoff_a(n): n must be an integer between 0 and"));
  CHECK_THAT(run_session("zeckendorf(1/2)\n").all(),
             Catch::Contains("zeckendorf(n): n must be an integer"));
}
