// The named tables of paper 004 against the transcriptions of its Tables 2-6, and their
// rendering as text, Markdown and LaTeX.
#include <array>
#include <catch2/catch.hpp>

#include "games/named_tables.hpp"
#include "tests/support/data_file.hpp"
#include "tests/support/heap_game_search.hpp"
#include "lang/session.hpp"

using namespace cgt;
using namespace cgt::games;

namespace {

TextTable build(const std::string& name, std::int64_t from, std::int64_t to) {
  TableRegistry registry = all_tables();
  const NamedTable* t = registry.find(name);
  REQUIRE(t != nullptr);
  Progress quiet;
  return t->build(from, to, quiet);
}

}  // namespace

TEST_CASE("gn-values is Table 2 and renders in three formats", "[golden_nugget][table]") {
  TextTable t = build("gn-values", 1, 20);
  auto rows = test::read_data_file("golden_nugget_table2.tsv");
  REQUIRE(t.rows.size() == rows.size());
  for (std::size_t r = 0; r < rows.size(); ++r) {
    CHECK(t.rows[r][0] == rows[r][0]);
    CHECK(lang::evaluate_game(t.rows[r][1]) == lang::evaluate_game(rows[r][1]));
    CHECK(lang::evaluate_game(t.rows[r][2]) == lang::evaluate_game(rows[r][2]));
  }
  CHECK(render(t, TableFormat::kText).find("4   {1||1|0}") != std::string::npos);
  CHECK(render(t, TableFormat::kMarkdown).find("| 4 | {1\\|\\|1\\|0} | 1 |") != std::string::npos);
  CHECK(render(t, TableFormat::kLatex).find("$\\{1\\mid \\mid 1\\mid 0\\}$") != std::string::npos);
}

TEST_CASE("gn-rcf is Table 3", "[golden_nugget][table]") {
  TextTable t = build("gn-rcf", 1, 55);
  auto rows = test::read_data_file("paper004_table3_rcf.txt");
  REQUIRE(t.rows.size() == rows.size());
  for (std::size_t r = 0; r < rows.size(); ++r) {
    REQUIRE(t.rows[r].size() == rows[r].size());
    CHECK(t.rows[r][0] == rows[r][0]);
    for (std::size_t c = 1; c < rows[r].size(); ++c)
      CHECK(lang::evaluate_game(t.rows[r][c]) == lang::evaluate_game(rows[r][c]));
  }
}

TEST_CASE("gn-partition is Table 4", "[golden_nugget][table]") {
  TextTable t = build("gn-partition", 0, 14);
  auto rows = test::read_data_file("paper004_table4_partition.txt");
  REQUIRE(t.rows.size() + 1 == rows.size());
  for (std::size_t r = 0; r < t.rows.size(); ++r)
    for (std::size_t c = 1; c < rows[r + 1].size(); ++c) {
      const std::string& printed = rows[r + 1][c];
      CHECK(t.rows[r][c] == (printed == "•" ? "-" : printed));
    }
}

TEST_CASE("gn-numbers is Table 5", "[golden_nugget][table]") {
  TextTable t = build("gn-numbers", 0, 87);
  auto rows = test::read_data_file("paper004_table5_numbers.txt");
  REQUIRE(t.rows.size() == rows.size());
  for (std::size_t r = 0; r < rows.size(); ++r) {
    REQUIRE(t.rows[r].size() == rows[r].size());
    for (std::size_t c = 0; c < rows[r].size(); ++c) {
      std::string cell = t.rows[r][c];
      cell.erase(std::remove(cell.begin(), cell.end(), ' '), cell.end());
      CHECK(cell == rows[r][c]);
    }
  }
}

TEST_CASE("gn-sequences is Table 6", "[golden_nugget][table]") {
  TextTable t = build("gn-sequences", 0, 14);
  auto rows = test::read_data_file("paper004_table6_compositions.txt");
  REQUIRE(t.rows.size() + 1 == rows[0].size());
  for (std::size_t n = 0; n < t.rows.size(); ++n)
    for (std::size_t c = 0; c < rows.size(); ++c) CHECK(t.rows[n][c] == rows[c][n + 1]);
}

TEST_CASE("gn-outcomes counts the classes a game-tree search finds", "[golden_nugget][table]") {
  const int max_heap = 8;
  TextTable t = build("gn-outcomes", 1, max_heap);
  REQUIRE(t.rows.size() == 2);
  test::HeapGameSearch search(max_heap);
  for (int heaps : {2, 3}) {
    std::array<std::uint64_t, 4> classes{};
    auto positions = test::all_positions(heaps, max_heap);
    for (const auto& p : positions) ++classes[static_cast<std::size_t>(search.outcome(p))];
    const auto& row = t.rows[static_cast<std::size_t>(heaps - 2)];
    CHECK(row[0] == std::to_string(heaps));
    CHECK(row[1] == std::to_string(positions.size()));
    for (std::size_t o = 0; o < 4; ++o) CHECK(row[2 + o] == std::to_string(classes[o]));
    CHECK(std::stoull(row[6]) + std::stoull(row[7]) + std::stoull(row[8]) == positions.size());
  }
}
