#include "games/grundy_game/grundy_game.hpp"

#include <bit>
#include <catch2/catch.hpp>
#include <map>

#include "cgt/values.hpp"
#include "tests/games/octal/definition_sequence.hpp"
#include "tests/games/octal/heap_sums_check.hpp"
#include "tests/games/octal/heap_table.hpp"
#include "tests/support/ruleset_checks.hpp"
#include "tests/support/session_run.hpp"

using namespace cgt;
using games::TakeBreakGame;
using test::run_session;

TEST_CASE("Grundy's game's values are the table of Winning Ways", "[grundy_game]") {
  std::vector<std::uint32_t> table = test::read_heap_table("grundy_game_grundy.txt");
  TakeBreakGame game = games::grundy_game();
  for (std::uint32_t n = 0; n < table.size(); ++n) CHECK(game.heap_values().of(n) == table[n]);
}

TEST_CASE("Grundy's game's rare values are Flammenkamp's", "[grundy_game]") {
  std::map<std::uint32_t, std::uint32_t> rare;
  for (const auto& row : test::read_data_file("grundy_game_sparse_values.txt"))
    rare[static_cast<std::uint32_t>(test::cell_integer(row.at(0)))] =
        static_cast<std::uint32_t>(test::cell_integer(row.at(1)));
  TakeBreakGame game = games::grundy_game();
  for (std::uint32_t n = 0; n <= 231; ++n) {
    INFO(n);
    std::uint32_t g = game.heap_values().of(n);
    bool is_rare = std::popcount(g >> 1) % 2 == 0;  // even number of ones above the lowest bit
    CHECK(is_rare == (rare.count(n) > 0));
    if (is_rare && rare.count(n)) CHECK(g == rare[n]);
  }
}

TEST_CASE("Grundy's game's sparse-space sequence equals the definition's", "[grundy_game]") {
  TakeBreakGame game = games::grundy_game();
  std::vector<std::uint32_t> g = test::definition_sequence({4}, 6000, /*unequal=*/true);
  for (std::uint32_t n = 0; n < g.size(); ++n) REQUIRE(game.heap_values().of(n) == g[n]);
}

TEST_CASE("Grundy's game by mex over options, and canonical forms are those nimbers",
          "[grundy_game]") {
  TakeBreakGame game = games::grundy_game();
  games::Evaluator<test::WithoutShortcuts<TakeBreakGame>> plain({game});
  for (std::uint32_t n = 0; n <= 32; ++n) {
    INFO(n);
    CHECK(plain.grundy(TakeBreakGame::heap(n)) == game.heap_values().of(n));
    if (n <= 16) CHECK(plain.value(TakeBreakGame::heap(n)) == nimber(game.heap_values().of(n)));
  }
  games::Evaluator<TakeBreakGame> fast(game);
  for (TakeBreakGame::Position p :
       std::vector<TakeBreakGame::Position>{{3, 4}, {5, 5}, {1, 2, 7}, {6, 6, 6}})
    CHECK(fast.value(p) == plain.value(p));
}

TEST_CASE("Grundy's game's outcomes agree with a plain game-tree search", "[grundy_game]") {
  test::check_random_heap_sums(games::grundy_game(), 10, 90);
}

TEST_CASE("the tool's grundygame", "[grundy_game]") {
  // The table: g(20) = 0, g(13) = 3, g(87) = 7 (also a rare value of Flammenkamp's list).
  CHECK(run_session("grundy(grundygame(20))\nvalue(grundygame(13))\ngrundy(grundygame(87))\n"
                    "solve(grundygame(7) + grundygame(3))\n")
            .all() == "0\n*3\n7\nN\n");
  CHECK_THAT(run_session("grundygame(-1)\n").all(),
             Catch::Contains("grundygame(n): n must be an integer between 0 and"));
  CHECK_THAT(run_session("grundygame(1/2)\n").all(), Catch::Contains("grundygame(n): n must be"));
}
