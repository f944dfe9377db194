#include "games/domineering/component_table.hpp"

#include <catch2/catch.hpp>
#include <numeric>
#include <random>
#include <set>
#include <tuple>
#include <vector>

#include "cgt/error.hpp"
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
  CHECK(table.left_out() == 0);  // every region up to 15 cells fits a board
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
