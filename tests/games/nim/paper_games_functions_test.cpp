// The tool functions of Nim and the papers' games through a language session: positions from
// nim, goldennugget, compsub, compsubodd, fibnimgame, gfibgame, p2nimgame and wythoffgame
// against the sweeps behind gn, cs, csodd, fibnim, gfib, p2nim and wythoff (second
// algorithms), paper 004's Question 1.2 answers (section 6), and clear errors on bad input.
#include <algorithm>
#include <catch2/catch.hpp>

#include "tests/support/session_run.hpp"

using cgt::test::run_session;

namespace {

// Every line of the output is "true".
void check_all_true(const std::string& statements, std::size_t lines) {
  auto r = run_session(statements);
  INFO(r.all());
  REQUIRE(r.ok);
  CHECK(static_cast<std::size_t>(std::count(r.out.begin(), r.out.end(), '\n')) == lines);
  CHECK(r.out.find("false") == std::string::npos);
}

}  // namespace

TEST_CASE("the positions' values equal the sweeps' functions", "[rulesets][lang]") {
  check_all_true(
      "value(nim(3) + nim(5)) == *6\n"
      "value(goldennugget(40)) == gn(40)\n"
      "value(goldennugget(20) + goldennugget(17, \"red\")) == gn(20) + gnred(17)\n"
      "value(compsub(30, 0, 2, 1)) == cs(30, 0, 2, 1)\n"
      "value(compsub(30, 0, 2, 1, \"red\")) == -cs(30, 0, 2, 1)\n"
      "value(compsubodd(9)) == csodd(9)\n"
      "value(fibnimgame(15, 7)) == fibnim(15, 7)\n"
      "value(fibnimgame([5, [8, 3], 13])) == fibnim([5, [8, 3], 13])\n"
      "solve(gfibgame([3, 4, 10])) == gfib([3, 4, 10])\n"
      "solve(gfibgame([5, 9], 3)) == gfib([5, 9], 3)\n"
      "solve(p2nimgame([5, 6, 7], 2)) == p2nim([5, 6, 7], 2)\n"
      "value(wythoffgame(13, 21)) == wythoff(13, 21)\n",
      12);
}

TEST_CASE("Question 1.2's positions solved as sums of heap positions", "[rulesets][lang]") {
  // Paper 004, section 6: blue 3 and 20 with red 18 is a Left win; blue 20 with red 17 is a
  // first-player win.
  auto r = run_session(
      "solve(goldennugget(3) + goldennugget(20) + goldennugget(18, \"red\"))\n"
      "solve(goldennugget(20) + goldennugget(17, \"red\"))\n");
  REQUIRE(r.ok);
  CHECK(r.out == "L\nN\n");
}

TEST_CASE("bad arguments of the ruleset functions give clear errors", "[rulesets][lang]") {
  const std::pair<const char*, const char*> cases[] = {
      {"nim(-1)", "nim(n): n must be an integer between 0 and"},
      {"nim(1000001)", "nim(n): n must be an integer between 0 and"},
      {"goldennugget(5001)", "goldennugget(h) or goldennugget(h, \"red\"): h must be"},
      {"goldennugget(5, \"green\")", "colour must be \"blue\" or \"red\", not \"green\""},
      {"compsub(5, 1, 4, 1)", "compsub(h, a, b, c) or compsub(h, a, b, c, \"red\"):"},
      {"compsubodd(-3)", "compsubodd(h) or compsubodd(h, \"red\"): h must be"},
      {"fibnimgame(801, 3)", "fibnimgame(n, r) or fibnimgame([n1, [n2, r2], ...]): n must be"},
      {"fibnimgame([[1, 2, 3]])", "each pile must be n or [n, r] with 0 <= n <= 800"},
      {"fibnimgame([[]])", "each pile must be n or [n, r]"},
      {"gfibgame([1, -2])", "gfibgame([n1, ..., nk], r) or gfibgame([n1, ..., nk]): piles must"},
      {"gfibgame([1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1])", "at most 16 piles, not 17"},
      {"p2nimgame([3], -1)", "p2nimgame([n1, ..., nk], r) or p2nimgame([n1, ..., nk]): r must"},
      {"wythoffgame(3, 401)", "wythoffgame(a, b): b must be an integer between 0 and"},
  };
  for (const auto& [statement, message] : cases) {
    INFO(statement);
    auto r = run_session(std::string(statement) + "\n");
    CHECK_FALSE(r.ok);
    CHECK(r.err.find(message) != std::string::npos);
  }
}

TEST_CASE("positions print as expressions that read back", "[rulesets][lang]") {
  // Each line evaluates to a position, which prints as the same expression.
  const std::string expressions =
      "nim(5)\n"
      "goldennugget(20)\n"
      "goldennugget(17, \"red\")\n"
      "compsub(10, 0, 2, 1)\n"
      "compsub(10, 3, 5, 4, \"red\")\n"
      "compsubodd(6)\n"
      "fibnimgame(7, 3)\n"
      "fibnimgame([[5, 5], [7, 3]])\n"
      "gfibgame([3, 4, 10])\n"
      "gfibgame([3, 4, 10], 6)\n"
      "p2nimgame([5, 6, 7], 2)\n"
      "wythoffgame(3, 5)\n";
  auto r = run_session(expressions);
  INFO(r.all());
  REQUIRE(r.ok);
  CHECK(r.out == expressions);
}

TEST_CASE("options follow the rules", "[rulesets][lang]") {
  // A red GoldenNugget heap of 3: Left removes a number of B = 2, 5, ... (leaving 1), Right a
  // number of A = 1, 3, ... (leaving 2 or 0); (5; 2) leaves (4; 2) or (3; 4).
  auto r = run_session(
      "options(goldennugget(3, \"red\"))\nleftoptions(fibnimgame(5, 2))\n"
      "leftoptions(wythoffgame(1, 2))\n");
  REQUIRE(r.ok);
  CHECK(r.out ==
        "[[goldennugget(1, \"red\")], [goldennugget(2, \"red\"), goldennugget(0, \"red\")]]\n"
        "[fibnimgame(4, 2), fibnimgame(3, 4)]\n"
        "[wythoffgame(0, 2), wythoffgame(1, 1), wythoffgame(1, 0), wythoffgame(0, 1)]\n");
}
