#include <catch2/catch.hpp>

#include <sstream>

#include "cgt/error.hpp"
#include "tools/cgt/batch.hpp"
#include "lang/session.hpp"
#include "tests/support/session_run.hpp"

using namespace cgt;

using Run = test::SessionRun;
using test::run_session;

TEST_CASE("statements print their results in order", "[session]") {
  Run r = run_session("x = {1|0}\ny = x + {0|-1}; y\nx\nouttcome(x)\noutcome(x)\nx <= 1; x <> 0\n");
  CHECK(r.out == "0\n{1|0}\nN\nfalse\ntrue\n");
  CHECK_FALSE(r.ok);
  CHECK_THAT(r.err, Catch::Contains("test:4:1: unknown function 'outtcome'; did you mean outcome?"));
}

TEST_CASE("the value-algebra functions", "[session]") {
  Run r = run_session(
      "explicit(^*)\nleftstop({3|-1})\nrightstop({3|-1})\nbirthday({1||1|0})\n"
      "isnumber({0|1})\nisinfinitesimal({1||1|0} - 1)\nans\nlatex(1/2)\n");
  CHECK(r.out == "{0,{0|0}|0}\n3\n-1\n3\ntrue\ntrue\ntrue\n\\frac{1}{2}\n");
  CHECK(r.ok);
}

TEST_CASE("errors name the function, its signature and the column", "[session]") {
  Run r = run_session("birthday(1, 2)\nbirthday([1])\n{1|0} * {1|0}\n1 + y\n");
  CHECK(r.out.empty());
  CHECK_THAT(r.err, Catch::Contains("test:1:1: birthday(G) takes 1 argument, not 2"));
  CHECK_THAT(r.err, Catch::Contains("test:2:1: birthday(G): G must be a game, not a list"));
  CHECK_THAT(r.err, Catch::Contains("test:3:7: '*' multiplies a game by an integer"));
  CHECK_THAT(r.err, Catch::Contains("test:4:5: unknown variable 'y'"));
}

TEST_CASE("a parse error shows the line with a caret", "[session]") {
  Run r = run_session("1 + \n{1|0 0}\n2\n");
  CHECK(r.out == "2\n");
  CHECK_THAT(r.err, Catch::Contains("test:1:5: expected an expression, found the end of the line"));
  CHECK_THAT(r.err, Catch::Contains("test:2:6: expected ',', '|' or '}', found '0'\n  {1|0 0}\n       ^\n"));
}

TEST_CASE("a statement that fails part-way prints nothing of itself", "[session]") {
  // Each fails only at its last item (upnth(0) is out of range), after earlier items worked;
  // the statement after them still runs (*2 + *3 = *1: 2 xor 3 = 1).
  Run r = run_session(
      "table n, upnth(n) for n in [2, 1, 0]\n[^, upnth(0)]\nx = [1, upnth(0)]\nx\n*2 + *3\n");
  CHECK(r.out == "*\n");
  CHECK_FALSE(r.ok);
  CHECK_THAT(r.err, Catch::Contains("test:1:10: upnth(n): n must be an integer"));
  CHECK_THAT(r.err, Catch::Contains("test:2:5: upnth(n)"));
  CHECK_THAT(r.err, Catch::Contains("test:3:9: upnth(n)"));
  CHECK_THAT(r.err, Catch::Contains("test:4:1: unknown variable 'x'"));  // never assigned
}

TEST_CASE("ranges, birthdays and counts at the 64-bit limits", "[session]") {
  // A range whose end is the largest 64-bit integer ends; the widest range is refused by its
  // size (both overflowed before). The birthday of an integer n is |n| (Winning Ways, ch. 2).
  Run r = run_session(
      "x = 9223372036854775806..9223372036854775807\nx\n-9223372036854775808..9223372036854775807\n"
      "birthday(9223372036854775808)\nbirthday(-9223372036854775808)\n*18446744073709551616\n"
      "v12345678901234\n5..4\n");
  CHECK(r.out == "[9223372036854775806, 9223372036854775807]\n9223372036854775808\n"
                 "9223372036854775808\n[]\n");
  CHECK_THAT(r.err, Catch::Contains("test:3:21: a range holds at most 10^7 values"));
  CHECK_THAT(r.err, Catch::Contains(
                        "test:6:1: the count in '*18446744073709551616' is too large (more than "
                        "2^64 - 1)"));
  CHECK_THAT(r.err, Catch::Contains("test:7:1: up-multiples beyond 2^31 - 1 are not supported"));
}

TEST_CASE("lists are indexed from 0, and from -1 at the end", "[session]") {
  // ^ = {0|*} (its definition), so its options are 0 and *.
  Run r = run_session(
      "leftoptions(^)[0]\nrightoptions(^)[-1]\nL = [1, *, ^]\nL[2]\nL[-3]\n[[1, 2], [3]][0][1]\n"
      "L[3]\n(^)[0]\n[][0]\nL[1/2]\n");
  CHECK(r.out == "0\n*\n^\n1\n2\n");
  CHECK_THAT(r.err, Catch::Contains("test:7:2: index 3 is outside the list: its 3 items are 0 to 2 "
                                    "(or -3 to -1 from the end)"));
  CHECK_THAT(r.err, Catch::Contains("only lists are indexed, not a game"));
  CHECK_THAT(r.err, Catch::Contains("index 0 of an empty list"));
  CHECK_THAT(r.err, Catch::Contains("an index must be an integer"));
}

TEST_CASE("list comprehensions, with a filter, keep the variable they hide", "[session]") {
  Run r = run_session(
      "n = *5\n[n * ^ for n in 1..3]\n[n for n in 1..10 if n > 7]\n"
      "[[a, 2 * a] for a in 1..2 if a == 2]\nn\n[x for x in []]\n");
  CHECK(r.out == "[^, ^^, ^3]\n[8, 9, 10]\n[[2, 4]]\n*5\n[]\n");
  CHECK(r.ok);
  Run errors = run_session(
      "[n for n in ^]\n[n for n in 1..3 if n]\n[n for outcome in 1..2]\n[n for n 1..2]\n");
  CHECK(errors.out.empty());
  CHECK_THAT(errors.err, Catch::Contains("test:1:13: 'for' runs over a list or a range like 1..20, "
                                         "not a game"));
  CHECK_THAT(errors.err, Catch::Contains("test:2:21: the condition after 'if' must be true or "
                                         "false (a comparison), not a game"));
  CHECK_THAT(errors.err, Catch::Contains("'outcome' is a function and cannot be a variable of 'for'"));
  CHECK_THAT(errors.err, Catch::Contains("test:4:10: expected 'in', found '1'"));
}

TEST_CASE("if C then A else B, with CGSuite's end", "[session]") {
  Run r = run_session(
      "if ^ > 0 then 1 else 2\nif (* > 0) then 1 else if * < 0 then 2 else 3 end\n"
      "[if iseven(n) then n else -n for n in 1..4]\nif ^ then 1 else 2\nif 1 > 0 then 1\n");
  CHECK(r.out == "1\n3\n[-1, 2, -3, 4]\n");
  CHECK_THAT(r.err, Catch::Contains("test:4:4: the condition of 'if' must be true or false"));
  CHECK_THAT(r.err, Catch::Contains("test:5:16: expected 'else', found the end of the line"));
}

TEST_CASE("CGSuite's methods: G.LeftStop, G.Cool(1)", "[session]") {
  // The stops, temperature and cooling of {3|-1}: Lessons in Play's example, values checked in
  // tests/cgt/thermography_test.cpp.
  Run r = run_session(
      "g = {3|-1}\ng.LeftStop\ng.RightStop\ng.Temperature\ng.Cool(1)\ng.leftstop\n"
      "{1|0}.Outcome\n[1, 2].LeftStop\ng.Foo\n");
  CHECK(r.out == "3\n-1\n2\n{2|0}\n3\nN\n");
  CHECK_THAT(r.err, Catch::Contains("leftstop(G): G must be a game, not a list"));
  CHECK_THAT(r.err, Catch::Contains("unknown function 'Foo'"));
}

TEST_CASE("CGSuite's spellings that cgt writes otherwise get a message that says how", "[session]") {
  Run r = run_session(
      "x := {2|1}\nfor n from 1 to 3\ngame.grid.Domineering(\"..|..\")\ngame.grid.Foo(1)\n"
      "game = 1; game.LeftStop\nfor = 2; for\ny = 1; y : 1; y\n");
  // 1:1 = 2 (Winning Ways): a spaced colon stays the ordinal sum.
  CHECK(r.out == "1\n2\n2\n1\n");
  CHECK_THAT(r.err, Catch::Contains("test:1:3: ':=' is CGSuite's assignment; cgt writes x = EXPR"));
  CHECK_THAT(r.err, Catch::Contains("test:2:1: cgt has no for loops; write a list [EXPR for n in "
                                    "1..3] or a table: table EXPR for n in 1..3"));
  CHECK_THAT(r.err, Catch::Contains("cgt has no packages: CGSuite's Domineering is "
                                    "domineering(grid)"));
  CHECK_THAT(r.err, Catch::Contains("cgt has no packages: CGSuite's Foo is not in cgt"));
}

TEST_CASE("messages for products and long numbers say what is wrong", "[session]") {
  Run r = run_session(
      "10^20 * {1|0}\n(2 * 2 * 2 * 2 * 2 * 2 * 2 * 2 * 2 * 2 * 2 * 2 * 2 * 2 * 2 * 2)"
      " * (2 * 2 * 2 * 2 * 2 * 2 * 2 * 2 * 2 * 2 * 2 * 2 * 2 * 2 * 2 * 2)"
      " * (2 * 2 * 2 * 2 * 2 * 2 * 2 * 2 * 2 * 2 * 2 * 2 * 2 * 2 * 2 * 2)"
      " * (2 * 2 * 2 * 2 * 2 * 2 * 2 * 2 * 2 * 2 * 2 * 2 * 2 * 2 * 2 * 2) * {1|0}\n"
      "fibonacci(100000)\n");
  CHECK_THAT(r.err, Catch::Contains("test:1:7: '*' multiplies a game by an integer (or two "
                                    "numbers); neither operand is one (10^20 is 10 + ^20: a "
                                    "number and an infinitesimal written together are their sum, "
                                    "and cgt has no powers)"));
  // 2^64 is no 63-bit integer.
  CHECK_THAT(r.err, Catch::Contains("'*' multiplies a game by an integer of at most 63 bits"));
  // F(100000) has floor(100000 log10(phi) - log10(sqrt 5)) + 1 = 20899 digits.
  CHECK_THAT(r.out, Catch::EndsWith(" ... [cut at 10,000 of 20,899 characters; ':limit output "
                                    "none' shows all]\n"));
}

TEST_CASE("the order operators <| |> <=>, the ordinal sum G : H and +-{a, b}", "[session]") {
  // ^ and * are confused (Winning Ways' comparison table); 0 < 1.
  Run r = run_session(
      "^ <| *\n1 <| 0\n0 <| 1\n* |> 0\n0 |> 1\n^ <=> *\n1 <=> 2\n{0|1} <=> 1/2\n2 <=> 1\n");
  CHECK(r.out == "true\nfalse\ntrue\ntrue\nfalse\nconfused\nless\nequal\ngreater\n");
  // Ordinal sums from the definition G:H = {G^L, G:H^L | G^R, G:H^R}: 1:1 = {0, 1|} = 2,
  // 1:-1 = {0|1} = 1/2, *:1 = {0, *|0} = ^*; it binds tighter than + and *.
  Run o = run_session("1:1\n1 : -1\n*:1\n1:1 + 1\n2 * 1:1\n{1|0}:1 == ordinalsum({1|0}, 1)\n");
  CHECK(o.out == "2\n1/2\n^*\n3\n4\ntrue\n");
  Run s = run_session("+-{1, 1*} == {1, 1*|-1, -1*}\n+-{2} == +-2\n+-{1, ^} == +-1\n");
  CHECK(s.out == "true\ntrue\ntrue\n");  // ^ < 1: dominated
  CHECK(o.ok);
  CHECK(s.ok);
}
