#include "games/hackenbush/hackenbush_notation.hpp"

#include <catch2/catch.hpp>

#include "cgt/error.hpp"
#include "tests/support/session_run.hpp"

using namespace cgt;
using namespace cgt::games;

TEST_CASE("stalks and edge lists parse to grounded graphs and print back", "[hackenbush]") {
  HackenbushGraph stalks = parse_hackenbush("LRG, GG", "f");
  CHECK(stalks == HackenbushGraph{{0, 1, 'L'}, {1, 2, 'R'}, {2, 3, 'G'}, {0, 4, 'G'}, {4, 5, 'G'}});
  CHECK(hackenbush_text(stalks) == "LRG GG");
  // An edge list that is a stalk prints as one.
  CHECK(hackenbush_text(parse_hackenbush("5-9:R 0-5:L", "f")) == "LR");
  HackenbushGraph triangle = parse_hackenbush("0-1:L 1-2:R 2-0:G", "f");
  CHECK(triangle == HackenbushGraph{{0, 1, 'L'}, {1, 2, 'R'}, {0, 2, 'G'}});
  CHECK(hackenbush_text(triangle) == "0-1:L 1-2:R 0-2:G");
  CHECK(parse_hackenbush(hackenbush_text(triangle), "f") == triangle);
  // A stalk beside a graph, a loop at the ground.
  HackenbushGraph mixed = parse_hackenbush("LR 0-7:G 7-7:R 0-0:L", "f");
  CHECK(parse_hackenbush(hackenbush_text(mixed), "f") == mixed);
  CHECK(parse_hackenbush("", "f").empty());
  CHECK(hackenbush_text({}).empty());
}

TEST_CASE("bad Hackenbush text names the column", "[hackenbush]") {
  const auto message = [](const std::string& text) {
    try {
      parse_hackenbush(text, "hackenbush(text)");
    } catch (const DomainError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  CHECK_THAT(message("LXR"), Catch::StartsWith("hackenbush(text): column 2: expected L, R or G"));
  CHECK_THAT(message("0-1:Q"),
             Catch::StartsWith("hackenbush(text): column 5: expected the colour"));
  CHECK_THAT(message("0-1L"), Catch::StartsWith("hackenbush(text): column 4: expected ':'"));
  CHECK_THAT(message("0:1-L"), Catch::StartsWith("hackenbush(text): column 2: expected '-'"));
  CHECK_THAT(message("0-1:LR"), Catch::StartsWith("hackenbush(text): column 6: expected a space"));
  CHECK_THAT(message("0-1:L 2-3:R"),
             Catch::StartsWith("hackenbush(text): column 7: this edge is not connected"));
  CHECK_THAT(message("0-1:L 1-2000000:R"),
             Catch::StartsWith("hackenbush(text): column 9: vertex numbers go up to"));
  CHECK_THAT(message(std::string(201, 'L')),
             Catch::StartsWith("hackenbush(text): column 201: a position has at most 200 edges"));
  CHECK(message(std::string(200, 'G')) == "no error");

  auto run = test::run_session("hackenbush(\"LB\")");
  CHECK_FALSE(run.ok);
  CHECK_THAT(run.all(), Catch::Contains("hackenbush(text): column 2"));
  run = test::run_session("hackenbush(3)");
  CHECK_FALSE(run.ok);
  CHECK_THAT(run.all(), Catch::Contains("hackenbush(text): text"));
}

TEST_CASE("the tool evaluates Hackenbush text", "[hackenbush]") {
  // LR = 1/2 and LRR = 1/4 (Winning Ways, ch. 2): together 3/4, and with R (-1) Right wins.
  auto run = test::run_session("value(hackenbush(\"LR LRR\"))");
  CHECK(run.ok);
  CHECK(run.out == "3/4\n");
  run = test::run_session("solve(hackenbush(\"LR LRR R\"))");
  CHECK(run.ok);
  CHECK(run.out == "R\n");
}
