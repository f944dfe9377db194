// The digraph game (games/digraph/) in the language: generalised Sprague-Grundy values of tokens
// worked out by hand from Smith's definition (impartial.hpp), outcomes of sums, and errors.
#include <catch2/catch.hpp>

#include "tests/support/session_run.hpp"

namespace cgt::games {
namespace {

TEST_CASE("the digraph game in the language", "[loopy]") {
  auto r = test::run_session(
      "loopygrundy(\"a > a z\", \"a\")\nloopygrundy(\"a > b; b > a\", \"a\")\n"
      "loopygrundy(\"a > b c; b > c; c\", \"a\")\ndigraphoutcome(\"a > a z; s > z\", [\"a\", \"s\"])\n"
      "digraphoutcome(\"a > a z\", [\"a\", \"z\"])\ndigraph(\"a > a\", \"a\")\n");
  CHECK(r.ok);
  CHECK(r.out == "inf(0)\ninf()\n*2\nD\nN\ndud\n");
  auto bad = test::run_session("loopygrundy(\"a > > b\", \"a\")\nloopygrundy(\"a > b\", \"q\")\n");
  CHECK_FALSE(bad.ok);
  CHECK(bad.err.find("statement 1 ('a > > b')") != std::string::npos);
  CHECK(bad.err.find("the graph has no vertex 'q'") != std::string::npos);
}

}  // namespace
}  // namespace cgt::games
