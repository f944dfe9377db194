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
      "value(p + 1)\n"
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

TEST_CASE("Game values are parts of sums: printed, valued and searched with the positions",
          "[positions]") {
  // Expected: the outcomes and values of the sums of the canonical forms (value(), a second
  // algorithm: no search), and Nim's xor rule.
  auto r = run_session(
      "s = clobber(\"XO.OX\") + {1|-1} + *3\n"
      "s\n"
      "solve(s) == outcome(value(s))\n"
      "value(s) == value(clobber(\"XO.OX\")) + {1|-1} + *3\n"
      "t = domineering(\"...|...\") - 1/2 + ^\n"
      "t\n"
      "solve(t) == outcome(value(domineering(\"...|...\")) - 1/2 + ^)\n"
      "1 + nim(2) + *2\n"
      "[solve(nim(5) + *5), solve(*5 + nim(4)), grundy(nim(6) + *3 + nim(1))]\n"
      "[solve({1|0}), solve({1|0} + 2), solve(1 + domineering(\"..\"))]\n");
  CHECK(r.ok);
  CHECK(r.out ==
        "clobber(\"XO.OX\") + +-1 + *3\n"
        "true\n"
        "true\n"
        "domineering(\"...|...\") + -1/2 + ^\n"
        "true\n"
        "1 + nim(2) + *2\n"
        "[P, N, 4]\n"
        "[N, L, P]\n");
}

TEST_CASE("solve with a player: who wins moving first, as the outcome class says",
          "[positions]") {
  auto r = run_session(
      "[solve({1|0}, \"L\"), solve({1|0}, \"R\"), solve(1, \"R\"), solve(-1, \"R\")]\n"
      "[solve(nim(3) + nim(3), \"L\"), solve(nim(3) + nim(2), \"left\")]\n"
      "[solve(domineering(\"..|..\") + {1|-1}, \"L\"), solve(domineering(\"..\"), \"L\")]\n");
  CHECK(r.ok);
  // {1|0}: N; 1: L wins either way; -1: R; nim sums by xor; {1|-1} + {1|-1} = 0: P; a 1 x 2
  // Domineering board is -1 (Left has no move).
  CHECK(r.out == "[L, R, L, R]\n[R, L]\n[R, R]\n");
}

TEST_CASE("Options, components and winning moves of sums", "[positions]") {
  auto r = run_session(
      "leftoptions(nim(1) + nim(2))\n"
      "components(domineering(\"..#..\") + nim(2) + *)\n"
      "winningmoves(nim(1) + nim(2), \"L\")\n"
      "winningmoves(nim(3) + *2, \"R\")\n"
      "options(cutcake(2, 3))\n"
      "rightoptions(nim(1) + {1|0})\n");
  CHECK(r.ok);
  // Nim: the winning move makes the xor 0 (1 xor 1); cutcake(2, 3): Left cuts between columns,
  // Right between rows (its two cuts give the same two pieces: one option).
  CHECK(r.out ==
        "[nim(0) + nim(2), nim(1) + nim(0), nim(1) + nim(1)]\n"
        "[domineering(\"..\"), domineering(\"..\"), nim(2), *]\n"
        "[nim(1) + nim(1)]\n"
        "[nim(2) + *2]\n"
        "[[cutcake(2, 1) + cutcake(2, 2)], [cutcake(1, 3) + cutcake(1, 3)]]\n"
        "[nim(0) + {1|0}, nim(1) + 0]\n");
}

TEST_CASE("Positions reject what does not apply to them with a message", "[positions]") {
  auto partizan = run_session("grundy(domineering(\"..|..\"))");
  CHECK_FALSE(partizan.ok);
  CHECK(partizan.err.find("partizan") != std::string::npos);
  auto who = run_session("winningmoves(nim(3), \"X\")");
  CHECK_FALSE(who.ok);
  CHECK(who.err.find("\"L\" or \"R\"") != std::string::npos);
  auto list = run_session("solve([nim(1)])");
  CHECK_FALSE(list.ok);
  CHECK(list.err.find("must be a position") != std::string::npos);
  auto value = run_session("impartial(nim(1) + {1|0})");
  CHECK_FALSE(value.ok);
  CHECK(value.err.find("only nimbers are impartial values") != std::string::npos);
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
