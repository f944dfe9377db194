// Positions in the language: what ruleset functions return, sums of positions, the generic
// functions on them (value, options, grundy, solve, winningmoves, impartial) and their errors.
// Expected values come from theorems (Nim's xor rule, Domineering's 2x2 board {1|-1} and its
// transposition theorem, Cram on an even-by-even board is a second-player win) and from the
// options written out by hand.
#include <catch2/catch.hpp>

#include "tests/support/session_run.hpp"

using cgt::test::run_session;

TEST_CASE("A position prints as an expression that reads back, and stands in for its value",
          "[positions]") {
  auto r = run_session(
      "p = domineering(\"..|..\")\n"
      "p\n"
      "q = domineering(\"..|..\")\n"
      "p + 1\n"
      "p == {1|-1}\n"
      "domineering(\"...|...\") == -domineering(\"..|..|..\")\n"  // transposing negates
      "outcome(p)\n");
  CHECK(r.ok);
  CHECK(r.out == "domineering(\"..|..\")\n{2|0}\ntrue\ntrue\nN\n");
}

TEST_CASE("Sums of positions stay positions; their value is the sum of the values",
          "[positions]") {
  auto r = run_session(
      "s = nim(3) + nim(5) + nim(6)\n"
      "s\n"
      "value(s)\n"
      "grundy(nim(3) + nim(5))\n"
      "grundy(nim(10000) + nim(7))\n"
      "solve(s)\n"
      "solve(nim(1) + nim(2))\n");
  CHECK(r.ok);
  CHECK(r.out == "nim(3) + nim(5) + nim(6)\n0\n6\n10007\nP\nN\n");  // 10000 xor 7 = 10007
}

TEST_CASE("Options, winning moves and the impartial variant", "[positions]") {
  auto r = run_session(
      "leftoptions(domineering(\"..\"))\n"
      "rightoptions(domineering(\"..\"))\n"
      "options(domineering(\".|.\"))\n"
      "winningmoves(nim(5), \"L\")\n"
      "winningmoves(domineering(\"..|..\"), \"R\")\n"
      "impartial(domineering(\"..|..\"))\n"
      "grundy(impartial(domineering(\"..|..\")))\n"
      "leftoptions({1,*|0})\n");
  CHECK(r.ok);
  CHECK(r.out ==
        "[]\n"
        "[domineering(\"##\")]\n"
        "[[domineering(\"#|#\")], []]\n"
        "[nim(0)]\n"
        "[domineering(\"##|..\"), domineering(\"..|##\")]\n"
        "impartial(domineering(\"..|..\"))\n"
        "0\n"
        "[1]\n");
}

TEST_CASE("Positions reject what does not apply to them with a message", "[positions]") {
  auto partizan = run_session("grundy(domineering(\"..|..\"))");
  CHECK_FALSE(partizan.ok);
  CHECK(partizan.err.find("partizan") != std::string::npos);
  auto sum = run_session("options(nim(1) + nim(2))");
  CHECK_FALSE(sum.ok);
  CHECK(sum.err.find("one position") != std::string::npos);
  auto who = run_session("winningmoves(nim(3), \"X\")");
  CHECK_FALSE(who.ok);
  CHECK(who.err.find("\"L\" or \"R\"") != std::string::npos);
  auto game = run_session("solve({1|0})");
  CHECK_FALSE(game.ok);
  CHECK(game.err.find("must be a position") != std::string::npos);
}

TEST_CASE("Every ruleset's positions print as expressions that read back to them",
          "[positions]") {
  const char* positions[] = {
      "domineering(\"..#|...\")", "cram(\"...|..#\")", "clobber(\"XO.|OX.\")",
      "cannibalclobber(\"XXO\")", "konane(\"XO.|.OX\")", "nogo(\"X..|.O.\")",
      "toads(\"XX.O.O\")", "gentoads(\"X..O\", 1, 2, 1, 1)", "elephants(\"X..O\")",
      "toppling(\"XGO\")", "amazons(\"X..|..O\")", "fission(\".X.|...\")", "snort(\"X..|...\")",
      "col(\"..O|...\")", "hackenbush(\"LRG LL\")", "cutcake(3, 4)",
      "subtraction([1, 2], [1, 3], 7)", "subtraction(2, 2, 9)", "octal(\"0.137\", 9)",
      "kayles(4) + dawson(5)", "grundygame(9)", "nim(6)", "goldennugget(12, \"red\")",
      "wythoffgame(3, 5)", "fibnimgame(7, 3)", "impartial(toads(\"X.O\"))"};
  for (const char* p : positions) {
    INFO(p);
    auto printed = run_session(p);
    REQUIRE(printed.ok);
    std::string text = printed.out.substr(0, printed.out.size() - 1);
    auto back = run_session("(" + text + ") == " + p + "\n" + text);
    CHECK(back.ok);
    CHECK(back.out == "true\n" + printed.out);
  }
}
