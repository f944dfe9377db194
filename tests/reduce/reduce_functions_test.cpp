// The reduce/ functions of the cgt language, as a user calls them.
#include <catch2/catch.hpp>

#include "tests/support/session_run.hpp"

using cgt::test::run_session;

TEST_CASE("rcf, infle, infeq, isreduced and isinfinitesimal in the language", "[functions]") {
  // Paper 004: Table 2 (h = 4 and 9), Example 3.15, Lemma 3.16 with x = 2.
  auto r = run_session(
      "rcf({1||1|0})\nrcf({1|{1|0},{1||1|0}})\nrcf({3||2*|1*})\ninfle({1|0}, 1)\n"
      "infle(1, {1|0})\ninfeq(^*, 0)\ninfeq({2|0}, 0)\ninfle(0, {2|0})\nisreduced({3||2|1})\n"
      "isreduced({3||2*|1*})\nisinfinitesimal({1||1|0} - 1)\n");
  CHECK(r.out == "1\n1\n{3||2|1}\ntrue\nfalse\ntrue\nfalse\ntrue\ntrue\nfalse\ntrue\n");
  CHECK(r.ok);
}

TEST_CASE("the reduce/ functions report bad arguments", "[functions]") {
  auto r = run_session("rcf(1, 2)\ninfle([1], 0)\nisreduced(0 < 1)\n");
  CHECK_FALSE(r.ok);
  CHECK_THAT(r.err, Catch::Contains("test:1:1: rcf(G) takes 1 argument, not 2"));
  CHECK_THAT(r.err, Catch::Contains("test:2:1: infle(G, H): G must be a game, not a list"));
  CHECK_THAT(r.err, Catch::Contains("test:3:1: isreduced(G): G must be a game, not a boolean"));
}
