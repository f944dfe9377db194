// The tool functions of paper 004 through a language session, with expected values from the
// paper (Table 2, the examples of sections 4.3 and 5.1, Question 1.2's discussion in section 6).
#include <algorithm>
#include <catch2/catch.hpp>

#include "tests/support/session_run.hpp"

using cgt::test::run_session;

TEST_CASE("GoldenNugget heaps in the language", "[golden_nugget][lang]") {
  auto r = run_session(
      "gn(4)\ngnred(2)\ngnrcf(8)\ngnrcf(20)\ngnclass(45)\ngnclass(2)\n"
      "rcf(gn(20) + gnred(17))\ngn(4) - 1 > 0\n");
  REQUIRE(r.ok);
  CHECK(r.out == "{1||1|0}\n{0|-1}\n{1|1/2}\n{1|0}\nG(2)\nB\n{0|-1}\ntrue\n");
}

TEST_CASE("gnrcf(h) read from the kept reduced sweep equals rcf(gn(h))", "[golden_nugget][lang]") {
  // Two algorithms: the reduced sweep (kept between calls, grown by gnrcf(1000) first) and the
  // reduced canonical form of the exact value.
  auto r = run_session(
      "gnrcf(1000) == rcf(gn(1000))\ntable gnrcf(h) == rcf(gn(h)) for h in 1..400\n");
  REQUIRE(r.ok);
  CHECK(r.out.find("false") == std::string::npos);
  CHECK(r.out.rfind("true\n") == r.out.size() - 5);
  CHECK(std::count(r.out.begin(), r.out.end(), '\n') == 1 + 1 + 400);  // answer, title, rows
}

TEST_CASE("Question 1.2's positions in the language", "[golden_nugget][lang]") {
  // Section 6: (i) blue 3 and 20, red 18 is a Left win; (ii) blue 20, red 17 a first-player
  // win; a blue and a red heap of equal size are G - G = 0, a second-player win.
  auto r = run_session("gnoutcome([3, 20], [18])\ngnoutcome(20, 17)\ngnoutcome([7], [7])\n");
  REQUIRE(r.ok);
  CHECK(r.out == "L\nN\nP\n");
}

TEST_CASE("the xi map and the representations in the language", "[golden_nugget][lang]") {
  auto r = run_session(
      "xi(51/64)\nxiinv(116)\nevenrep(117)\nevencode(117)\nleastodd(11)\n"
      "wythoffcomp(\"BB\", 4)\ngns(2)\ngnq(1)\ncs(1, 0, 2, 1)\n");
  REQUIRE(r.ok);
  // 0.110011 = 51/64 -> 116 (section 4.3); 117 = 2F_10 + 2F_4 + F_2 and 11 = F_6 + F_3 + F_1
  // (section 5.1); B^2(4) = 26 (Table 6); s(2) = 5/8 = val(11), q(1) = 3/4 = val(6) (Table 5).
  CHECK(r.out == "116\n51/64\n[1, 3, 3, 55, 55]\n2000002010\n[1, 2, 8]\n26\n5/8\n3/4\n1\n");
}

TEST_CASE("Example 6.2's game in the language: Left removes odd numbers, Right even",
          "[cs][lang]") {
  // Paper 004, Example 6.2: val(1) = 1, val(2) = {1|0}; odd heaps are Left wins, even heaps
  // next-player wins. By hand: val(3) = {val(2), val(0) | val(1)} = {{1|0}, 0 | 1} = 1/2 ({1|0}
  // reverses through 0), val(4) = {val(3), val(1) | val(2), val(0)} = {1 | {1|0}, 0}.
  auto r = run_session(
      "csodd(1)\ncsodd(2)\ncsodd(3)\ncsodd(4)\noutcome(csodd(9))\noutcome(csodd(10))\n");
  REQUIRE(r.ok);
  CHECK(r.out == "1\n{1|0}\n1/2\n{1|0,{1|0}}\nL\nN\n");
}

TEST_CASE("bad arguments give clear errors", "[golden_nugget][lang]") {
  auto r = run_session("gn(-1)");
  CHECK_FALSE(r.ok);
  CHECK(r.err.find("gn(h): h must be") != std::string::npos);
  r = run_session("xiinv(5)");
  CHECK_FALSE(r.ok);
  CHECK(r.err.find("no d in [1/2, 1] has xi(d) = 5") != std::string::npos);
  r = run_session("xi(1/4)");
  CHECK_FALSE(r.ok);
  r = run_session("cs(5, 1, 5, 1)");  // alpha = 1 + sqrt 5 > 2
  CHECK_FALSE(r.ok);
  CHECK(r.err.find("must lie strictly between 1 and 2") != std::string::npos);
  r = run_session("gnoutcome([1, -2], [])");
  CHECK_FALSE(r.ok);
  CHECK(r.err.find("gnoutcome(blue, red): blue must be") != std::string::npos);
  r = run_session("csodd(10001)");
  CHECK_FALSE(r.ok);
  CHECK(r.err.find("csodd(h): h must be") != std::string::npos);
  r = run_session("wythoffcomp(\"AX\", 3)");
  CHECK_FALSE(r.ok);
}
