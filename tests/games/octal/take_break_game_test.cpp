#include <algorithm>
#include <catch2/catch.hpp>

#include "cgt/values.hpp"
#include "games/octal/octal_game.hpp"
#include "tests/games/octal/heap_sums_check.hpp"
#include "tests/games/octal/heap_table.hpp"
#include "tests/support/ruleset_checks.hpp"
#include "tests/support/session_run.hpp"

using namespace cgt;
using games::TakeBreakGame;
using test::run_session;

TEST_CASE("outcomes of heaps and their sums agree with a plain game-tree search", "[octal]") {
  test::check_random_heap_sums(games::kayles_game(), 9, 60);
  test::check_random_heap_sums(games::dawsons_kayles_game(), 11, 60);
  test::check_random_heap_sums(games::octal_game("4.444", "test"), 8, 45);
  test::check_random_heap_sums(games::octal_game("0.16", "test"), 10, 45);
  test::check_random_heap_sums(games::octal_game("0.8", "test"), 9, 30);
}

TEST_CASE("values of several heaps agree with evaluating without components or known values",
          "[octal]") {
  for (const char* code : {"0.77", "0.07", "4.444", "0.8"}) {
    INFO(code);
    TakeBreakGame rules = games::octal_game(code, "test");
    games::Evaluator<TakeBreakGame> fast(rules);
    games::Evaluator<test::WithoutShortcuts<TakeBreakGame>> plain({rules});
    for (TakeBreakGame::Position p : std::vector<TakeBreakGame::Position>{
             {}, {1, 1}, {2, 3}, {1, 4, 5}, {3, 3, 3}, {2, 7}, {4, 6}}) {
      INFO(rules.text(p));
      CHECK(fast.value(p) == plain.value(p));
      CHECK(fast.grundy(p) == plain.grundy(p));
    }
  }
}

TEST_CASE("options keep heaps sorted and list each heap size once", "[octal]") {
  TakeBreakGame kayles = games::kayles_game();
  std::vector<TakeBreakGame::Position> options;
  kayles.options({2, 2}, games::Player::kLeft, options);
  std::sort(options.begin(), options.end());
  CHECK(options == std::vector<TakeBreakGame::Position>{{1, 2}, {2}});
  CHECK(kayles.text({1, 2, 2}) == "1+2+2");
  CHECK(kayles.text({}) == "0");
  options.clear();
  CHECK_THROWS_AS(
      kayles.options({TakeBreakGame::kMaxListedHeap + 1}, games::Player::kLeft, options),
      LimitError);
}

TEST_CASE("the octal functions of the tool", "[octal]") {
  // Winning Ways' Kayles table: g(10) = 2, g(3) = 3; Dawson's Kayles g(5) = Dawson's chess g(4)
  // = 0; Kayles g(40000) = g(84 + 40000 mod 12) = g(88) = 1 by the period.
  std::vector<std::uint32_t> kayles = test::read_heap_table("winning_ways_kayles_grundy.txt");
  REQUIRE(kayles[10] == 2);
  REQUIRE(kayles[88] == 1);
  CHECK(run_session("grundy(kayles(10))\nvalue(dawson(5) + kayles(3))\nvalue(kayles(40000))\n"
                    "grundy(kayles(40000) + kayles(3))\nperiod(\"0.77\")\nperiod(\"0.07\")\n")
            .all() == "2\n*3\n*\n2\n[71, 12]\n[53, 34]\n");
  CHECK(run_session("grundy(octal(\"0.137\", 4))\nsolve(kayles(6) + kayles(6))\n").all() ==
        "0\nP\n");
}

TEST_CASE("the octal functions refuse bad arguments", "[octal]") {
  CHECK_THAT(run_session("octal(\"0.9z\", 3)\n").all(),
             Catch::Contains("octal(code, n): code must be a take-and-break code"));
  CHECK_THAT(run_session("octal(\"1.7\", 3)\n").all(), Catch::Contains("d0 may only split"));
  CHECK_THAT(run_session("kayles(-1)\n").all(),
             Catch::Contains("kayles(n): n must be an integer between 0 and"));
  CHECK_THAT(run_session("dawson(\"x\")\n").all(), Catch::Contains("dawson(n): n must be"));
  CHECK_THAT(run_session("period(\"77\")\n").all(),
             Catch::Contains("period(code[, heaps]): code must be a take-and-break code"));
  CHECK_THAT(run_session("period(\"0.77\", 0)\n").all(),
             Catch::Contains("period(code[, heaps]): heaps must be an integer between 1 and"));
  CHECK_THAT(run_session("period(\"0.6\", 3000)\n").all(),
             Catch::Contains("is proven within the first 3000 heaps"));
  CHECK_THAT(run_session("octal(77, 3)\n").all(), Catch::Contains("octal(code, n): code must be"));
}
