#include <catch2/catch.hpp>

#include <sstream>

#include "cgt/error.hpp"
#include "tools/cgt/batch.hpp"
#include "lang/session.hpp"
#include "tests/support/session_run.hpp"

using namespace cgt;

using Run = test::SessionRun;
static Run run(const std::string& text) { return test::run_session(text); }

TEST_CASE("statements print their results in order", "[session]") {
  Run r = run("x = {1|0}\ny = x + {0|-1}; y\nx\nouttcome(x)\noutcome(x)\nx <= 1; x <> 0\n");
  CHECK(r.out == "0\n{1|0}\nN\nfalse\ntrue\n");
  CHECK_FALSE(r.ok);
  CHECK_THAT(r.err, Catch::Contains("test:4:1: unknown function 'outtcome'; did you mean outcome?"));
}

TEST_CASE("the value-algebra functions", "[session]") {
  Run r = run(
      "explicit(^*)\nleftstop({3|-1})\nrightstop({3|-1})\nbirthday({1||1|0})\n"
      "isnumber({0|1})\nisinfinitesimal({1||1|0} - 1)\nans\nlatex(1/2)\n");
  CHECK(r.out == "{0,{0|0}|0}\n3\n-1\n3\ntrue\ntrue\ntrue\n\\frac{1}{2}\n");
  CHECK(r.ok);
}

TEST_CASE("errors name the function, its signature and the column", "[session]") {
  Run r = run("birthday(1, 2)\nbirthday([1])\n{1|0} * {1|0}\n1 + y\n");
  CHECK(r.out.empty());
  CHECK_THAT(r.err, Catch::Contains("test:1:1: birthday(G) takes 1 argument, not 2"));
  CHECK_THAT(r.err, Catch::Contains("test:2:1: birthday(G): G must be a game, not a list"));
  CHECK_THAT(r.err, Catch::Contains("test:3:7: '*' multiplies a game by an integer"));
  CHECK_THAT(r.err, Catch::Contains("test:4:5: unknown variable 'y'"));
}

TEST_CASE("a parse error shows the line with a caret", "[session]") {
  Run r = run("1 + \n{1|0 0}\n2\n");
  CHECK(r.out == "2\n");
  CHECK_THAT(r.err, Catch::Contains("test:1:5: expected an expression, found the end of the line"));
  CHECK_THAT(r.err, Catch::Contains("test:2:6: expected ',', '|' or '}', found '0'\n  {1|0 0}\n       ^\n"));
}

TEST_CASE("a statement that fails part-way prints nothing of itself", "[session]") {
  // Each fails only at its last item (upnth(0) is out of range), after earlier items worked;
  // the statement after them still runs (*2 + *3 = *1: 2 xor 3 = 1).
  Run r =
      run("table n, upnth(n) for n in [2, 1, 0]\n[^, upnth(0)]\nx = [1, upnth(0)]\nx\n*2 + *3\n");
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
  Run r = run(
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
