#include "games/octal/octal_period.hpp"

#include <catch2/catch.hpp>

#include "games/octal/octal_game.hpp"
#include "tests/games/octal/definition_sequence.hpp"
#include "tests/games/octal/heap_table.hpp"
#include "tests/support/data_file.hpp"

using namespace cgt;
using games::Periodicity;

namespace {

std::vector<int> digits(const games::TakeBreakRules& rules) {
  return std::vector<int>(rules.digits.begin(), rules.digits.end());
}

}  // namespace

TEST_CASE("the periods of the literature are proven", "[octal]") {
  for (const auto& row : test::read_data_file("octal_game_periods.txt")) {
    INFO(row.at(0));
    games::TakeBreakGame game = games::octal_game(row.at(0), "test");
    Periodicity expected{static_cast<std::size_t>(test::cell_integer(row.at(1))),
                         static_cast<std::size_t>(test::cell_integer(row.at(2)))};
    auto found = game.heap_values().periodicity(1 << 16);
    REQUIRE(found);
    CHECK(*found == expected);
    // The theorem's conclusion, checked far past the heaps it used, on the definition's values.
    std::size_t heaps =
        4 *
        (games::periodicity_bound(game.rules(), found->preperiod, found->period) + found->period);
    std::vector<std::uint32_t> g = test::definition_sequence(digits(game.rules()), heaps);
    for (std::size_t n = expected.preperiod; n + expected.period < heaps; ++n)
      REQUIRE(g[n + expected.period] == g[n]);
    CHECK(g[expected.preperiod - 1 + expected.period] != g[expected.preperiod - 1]);
  }
}

TEST_CASE("the long periods of the literature are proven by the sparse-space sequence", "[octal]") {
  constexpr std::size_t kMostHeaps = 100'000;  // longer proofs are record runs, by hand
  int proven = 0;
  for (const auto& row : test::read_data_file("octal_game_long_periods.txt")) {
    INFO(row.at(0));
    games::TakeBreakGame game = games::octal_game(row.at(0), "test");
    Periodicity expected{static_cast<std::size_t>(test::cell_integer(row.at(1))),
                         static_cast<std::size_t>(test::cell_integer(row.at(2)))};
    std::size_t needed =
        games::periodicity_bound(game.rules(), expected.preperiod, expected.period) +
        expected.period;
    if (needed > kMostHeaps) continue;
    auto found = game.heap_values().periodicity(kMostHeaps);
    REQUIRE(found);
    CHECK(*found == expected);
    ++proven;
  }
  CHECK(proven == 5);
}

TEST_CASE("a likely period sends the search straight to the heaps its proof needs", "[octal]") {
  // 0.127: at 65536 heaps the values repeat with period 4 since heap 46578, so the search goes
  // to 2 * 46578 + 4 + 3 + 4 = 93167 heaps (not to 131072) and proves it there.
  games::TakeBreakGame game = games::octal_game("0.127", "test");
  CHECK(game.heap_values().periodicity(100'000) == Periodicity{46578, 4});
  CHECK(game.heap_values().sequence().size() == 93167);
}

TEST_CASE("a period is proven exactly when the theorem's range is computed", "[octal]") {
  // Kayles: e = 71, p = 12, t = 2: g(n + 12) = g(n) must be seen for 71 <= n < 2*71 + 12 + 2,
  // that is the first 168 values.
  games::TakeBreakRules kayles = games::parse_take_break_code("0.77", "test");
  CHECK(games::periodicity_bound(kayles, 71, 12) == 156);
  std::vector<std::uint32_t> g = test::definition_sequence(digits(kayles), 168);
  CHECK(games::proven_periodicity(kayles, g) == Periodicity{71, 12});
  g.pop_back();
  CHECK_FALSE(games::proven_periodicity(kayles, g));
  // A preperiod of 0 counts as 1 in the bound: 0.3 (take one) is 0 1 0 1 ..., t = 1, m = 1.
  games::TakeBreakRules nim_two = games::parse_take_break_code("0.3", "test");
  CHECK(games::proven_periodicity(nim_two, {0, 1, 0, 1}) == Periodicity{0, 2});
  CHECK_FALSE(games::proven_periodicity(nim_two, {0, 1, 0}));
}

TEST_CASE("no period is claimed where none is known", "[octal]") {
  // 0.6 and 0.007 are open (Winning Ways ch. 4; Flammenkamp's tables, computed far beyond
  // 4096 heaps without a period); 0.16's period 149459 (Flammenkamp) needs 509622 heaps.
  for (const char* code : {"0.6", "0.007", "0.16"})
    CHECK_FALSE(games::octal_game(code, "test").heap_values().periodicity(1 << 12));
  games::TakeBreakRules grundy{{4}, true};
  CHECK_FALSE(games::proven_periodicity(grundy, test::definition_sequence({4}, 2000, true)));
}

TEST_CASE("heaps past the computed values follow the proven period", "[octal]") {
  std::vector<std::uint32_t> table = test::read_heap_table("winning_ways_kayles_grundy.txt");
  games::TakeBreakGame kayles = games::kayles_game();
  // The table's last row (84..95) is one period of the periodic part.
  for (std::uint64_t n : {1'000'000'000ull, 999'999'999ull, 123'456'789ull, 40'000ull})
    CHECK(kayles.heap_values().of(n) == table[84 + n % 12]);
  std::vector<std::uint32_t> g = test::definition_sequence({0, 7, 7}, 2000);
  for (std::uint32_t n = 0; n < 2000; ++n) REQUIRE(kayles.heap_values().of(n) == g[n]);
}
