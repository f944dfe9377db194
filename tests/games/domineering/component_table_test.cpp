#include "games/domineering/component_table.hpp"

#include <catch2/catch.hpp>
#include <numeric>
#include <random>
#include <set>
#include <tuple>
#include <vector>

#include "cgt/error.hpp"
#include "cgt/interrupt.hpp"
#include "games/domineering/wide_domino_game.hpp"
#include "tests/games/domineering/random_boards.hpp"

using namespace cgt;
using namespace cgt::games;
using cgt::test::PlainDomineering;

namespace {

std::tuple<int, int, std::uint64_t> order(const DominoBoard& b) {
  return {b.rows, b.cols, b.empty};
}

}  // namespace

TEST_CASE("Regions: fixed polyominoes (OEIS A001168) and symmetry classes (free, A000105)",
          "[domineering][component table]") {
  // OEIS A001168 and A000105, n = 1, 2, ...
  const std::uint64_t fixed[] = {1, 2, 6, 19, 63, 216, 760, 2725, 9910, 36446};
  const std::uint64_t free[] = {1, 1, 2, 5, 12, 35, 108, 369, 1285, 4655};
  for (unsigned n = 1; n <= 10; ++n) {
    std::uint64_t count = 0;
    std::set<std::tuple<int, int, std::uint64_t>> regions, classes;
    std::uint64_t too_large = for_each_region(n, [&](const DominoBoard& region) {
      ++count;
      CHECK(static_cast<unsigned>(std::popcount(region.empty)) == n);
      regions.insert(order(region));
      classes.insert(order(least_symmetric_image(region)));
    });
    INFO(n << " cells");
    CHECK(too_large == 0);
    CHECK(count == fixed[n - 1]);
    CHECK(regions.size() == fixed[n - 1]);  // each once
    CHECK(classes.size() == free[n - 1]);
  }
}

TEST_CASE("Regions: a stop requested while they are enumerated ends the enumeration",
          "[domineering][component table]") {
  // Ctrl-C raised by the third region: the enumeration of the 36,446 of 10 cells stops there.
  std::uint64_t visited = 0;
  CHECK_THROWS_AS(for_each_region(10,
                                  [&](const DominoBoard&) {
                                    if (++visited == 3) request_interrupt();
                                  }),
                  InterruptedError);
  CHECK(visited == 3);
  CHECK_FALSE(interrupt_pending());  // the poll lowered the flag
  clear_interrupt();                 // for the tests after this one, should it fail
}

TEST_CASE("Component table: every region up to 8 cells as the plain evaluator values it",
          "[domineering][component table]") {
  DomineeringComponentTable table = DomineeringComponentTable::build(8);
  CHECK(table.size() == 1 + 2 + 5 + 12 + 35 + 108 + 369);  // free polyominoes of 2..8 cells
  Evaluator<PlainDomineering> plain;
  for (unsigned n = 2; n <= 8; ++n)
    for_each_region(n, [&](const DominoBoard& region) {
      INFO(domino_board_text(region));
      std::optional<Game> g = table.value(region);
      REQUIRE(g);
      CHECK(*g == plain.value(region));
    });
  CHECK_FALSE(table.value(DominoBoard::from_packed(0x1ff, 1, 9)));  // 9 cells: not held
}

TEST_CASE("Component table: its text read back, damage refused", "[domineering][component table]") {
  DomineeringComponentTable table = DomineeringComponentTable::build(6);
  std::string text = table.text();
  DomineeringComponentTable read = DomineeringComponentTable::parse(text);
  CHECK(read.size() == table.size());
  CHECK(read.max_cells() == 6);
  CHECK(read.text() == text);
  for (unsigned n = 2; n <= 6; ++n)
    for_each_region(
        n, [&](const DominoBoard& region) { CHECK(read.value(region) == table.value(region)); });
  std::string damaged = text;
  damaged[damaged.size() / 2] ^= 1;
  CHECK_THROWS_AS(DomineeringComponentTable::parse(damaged), DomainError);
  CHECK_THROWS_AS(DomineeringComponentTable::parse(text.substr(0, text.size() - 3)), DomainError);
  CHECK_THROWS_AS(DomineeringComponentTable::parse(""), DomainError);
}

TEST_CASE(
    "Component table: evaluators that take components from it value random boards as the "
    "plain evaluator does",
    "[domineering][component table]") {
  DomineeringComponentTable table = DomineeringComponentTable::build(7);
  Evaluator<Domineering> with_table;
  with_table.set_known_components(&table);
  Evaluator<PlainDomineering> plain;
  std::mt19937 rng(35);
  for (int trial = 0; trial < 150; ++trial) {
    DominoBoard board = test::random_board(rng, 14);
    INFO(domino_board_text(board));
    CHECK(with_table.value(board) == plain.value(board));
  }
}

TEST_CASE(
    "Component table: regions of 9 to 11 cells, one in 97, as the plain evaluator values them",
    "[domineering][component table]") {
  DomineeringComponentTable table = DomineeringComponentTable::build(11);
  CHECK(table.wide_size() == 0);  // every region up to 15 cells fits a board
  Evaluator<PlainDomineering> plain;
  std::uint64_t seen = 0, checked = 0;
  for (unsigned n = 9; n <= 11; ++n)
    for_each_region(n, [&](const DominoBoard& region) {
      if (seen++ % 97 != 0) return;
      INFO(domino_board_text(region));
      std::optional<Game> g = table.value(region);
      REQUIRE(g);
      CHECK(*g == plain.value(region));
      ++checked;
    });
  CHECK(checked == (9910 + 36446 + 135268 + 96) / 97);  // fixed polyominoes (A001168), one in 97
}

TEST_CASE(
    "Component table: every free polyomino (OEIS A000105) of 2 to 12 cells held once, narrow or "
    "wide",
    "[domineering][component table]") {
  // OEIS A001168 and A000105, n = 1, 2, ...
  const std::uint64_t fixed[] = {1, 2, 6, 19, 63, 216, 760, 2725, 9910, 36446, 135268, 505861};
  const std::size_t free[] = {1, 1, 2, 5, 12, 35, 108, 369, 1285, 4655, 17073, 63600};
  // A narrow area of 20 sends the regions whose bounding box has more than 20 cells (from 9
  // cells on: a 3 x 7 box) down the wide path, as 64 does from 16 cells on.
  for (unsigned narrow_area : {64u, 20u}) {
    INFO("narrow area " << narrow_area);
    for (unsigned n = 1; n <= 12; ++n) {
      std::uint64_t narrow = 0, wide = 0;
      for_each_region(
          n, [&](const DominoBoard&) { ++narrow; },
          [&](const WideGridBoard& region) {
            CHECK(region.area() > narrow_area);
            CHECK(region.empty().count() == n);
            ++wide;
          },
          narrow_area);
      INFO(n << " cells");
      CHECK(narrow + wide == fixed[n - 1]);
      CHECK((wide > 0) == (narrow_area == 20 && n >= 9));
    }
    DomineeringComponentTable table = DomineeringComponentTable::build(12, nullptr, narrow_area);
    std::vector<std::size_t> classes = table.classes_by_size();
    REQUIRE(classes.size() == 13);
    for (unsigned n = 2; n <= 12; ++n) CHECK(classes[n] == free[n - 1]);
    CHECK((table.wide_size() > 10'000) == (narrow_area == 20));
  }
}

TEST_CASE("Component table: wide regions (a narrow area of 20) as the plain evaluator values them",
          "[domineering][component table]") {
  DomineeringComponentTable table = DomineeringComponentTable::build(12, nullptr, 20);
  Evaluator<PlainDomineering> plain;
  std::uint64_t seen = 0, checked = 0;
  for (unsigned n = 8; n <= 12; ++n)
    for_each_region(
        n, [](const DominoBoard&) {},
        [&](const WideGridBoard& region) {
          if (seen++ % 31 != 0) return;
          INFO(grid_board_text(region));
          DominoBoard board = *WideDomineering{}.narrowed(region);
          Game expected = plain.value(board);
          std::optional<Game> wide = table.value(region), narrow = table.value(board);
          REQUIRE(wide);
          REQUIRE(narrow);
          CHECK(*wide == expected);
          CHECK(*narrow == expected);
          ++checked;
        },
        20);
  CHECK(checked > 3'000);

  // Its text read back holds the same regions, its first line naming the narrow area.
  DomineeringComponentTable small = DomineeringComponentTable::build(9, nullptr, 20);
  std::string text = small.text();
  CHECK(text.starts_with("cgt domineering components 9 narrow 20\n"));
  DomineeringComponentTable read = DomineeringComponentTable::parse(text);
  CHECK(read.text() == text);
  CHECK(read.wide_size() == small.wide_size());
  CHECK(read.size() == small.size());
}

TEST_CASE(
    "Component table: wide boards' evaluator takes components from it and values random boards "
    "as the evaluator without it does",
    "[domineering][component table]") {
  DomineeringComponentTable table = DomineeringComponentTable::build(10, nullptr, 20);
  std::mt19937 rng(41);
  Evaluator<WideDomineering> with_table, without;
  with_table.set_known_components(&table);
  for (int trial = 0; trial < 20; ++trial) {
    // 5 to 7 rows of 13 to 16 columns (past 64 cells), each cell blocked with chance 5/9: the
    // regions stay small.
    unsigned rows = 5 + rng() % 3, cols = 13 + rng() % 4;
    std::string grid;
    for (unsigned r = 0; r < rows; ++r) {
      if (r > 0) grid += '|';
      for (unsigned c = 0; c < cols; ++c) grid += rng() % 9 < 5 ? '#' : '.';
    }
    WideGridBoard board = parse_wide_domino_board(grid, "test");
    INFO(grid);
    CHECK(with_table.value(board) == without.value(board));
  }
  CHECK(with_table.counts().known > 0);
}

TEST_CASE("Evaluator counts: every position made is counted once, by how it was made",
          "[domineering][component table]") {
  DomineeringComponentTable table = DomineeringComponentTable::build(7);
  std::mt19937 rng(38);
  for (bool with_table : {false, true}) {
    Evaluator<Domineering> evaluator;
    if (with_table) evaluator.set_known_components(&table);
    for (int trial = 0; trial < 20; ++trial) evaluator.value(test::random_board(rng, 20));
    const EvaluatorCounts& c = evaluator.counts();
    std::uint64_t from_options = std::accumulate(c.computed.begin(), c.computed.end(), 0ull);
    // Nothing is dropped from the table of values at this size: it holds each position made.
    CHECK(c.closed_form + c.known + c.split + from_options == evaluator.size());
    CHECK(c.found < c.lookups);
    CHECK((c.known > 0) == with_table);
    CHECK(c.computed[0] + c.computed[1] + c.computed[2] == 0);  // a region of 2 cells is an integer
    CHECK(from_options > 0);
  }
}
