// GoldenNugget values against paper 004's tables typed in as data files: Table 2 (val(h) and
// rcf(h), h <= 20), Table 3 (rcf in rows of Fibonacci numbers) and Table 5 (the heaps that are
// numbers, their binary expansions, moves and options).
#include "cgt/values.hpp"

#include <catch2/catch.hpp>

#include "cgt/dyadic.hpp"
#include "games/complementary_subtraction/reduced_sweep.hpp"
#include "games/complementary_subtraction/value_sweep.hpp"
#include "games/golden_nugget/xi_map.hpp"
#include "reduce/reduced_canonical_form.hpp"
#include "tests/support/data_file.hpp"
#include "lang/session.hpp"

using namespace cgt;
using namespace cgt::games;

TEST_CASE("val(h) and rcf(h) reproduce paper 004's Table 2", "[golden_nugget]") {
  auto rows = test::read_data_file("golden_nugget_table2.tsv");
  REQUIRE(rows.size() == 20);
  ValueSweep values(SubtractionSet::golden_nugget());
  values.extend_to(20);
  std::vector<HeapFacts> facts = reduced_facts(SubtractionSet::golden_nugget(), 20);
  for (const auto& row : rows) {
    std::int64_t h = test::cell_integer(row[0]);
    INFO("h = " << h);
    CHECK(values.value(h) == lang::evaluate_game(row[1]));
    CHECK(reduce::rcf(values.value(h)) == lang::evaluate_game(row[2]));
    CHECK(facts[h].rcf() == lang::evaluate_game(row[2]));
  }
}

TEST_CASE("rcf reproduces paper 004's Table 3", "[golden_nugget]") {
  auto rows = test::read_data_file("paper004_table3_rcf.txt");
  REQUIRE(rows.size() == 9);
  std::vector<HeapFacts> facts = reduced_facts(SubtractionSet::golden_nugget(), 100);
  for (const auto& row : rows) {
    std::int64_t base = test::cell_integer(row[0]);
    for (std::size_t j = 1; j < row.size(); ++j) {
      INFO("heap " << base << " + " << j - 1);
      CHECK(facts[base + j - 1].rcf() == lang::evaluate_game(row[j]));
    }
  }
}

TEST_CASE("the numbers reproduce paper 004's Table 5", "[golden_nugget]") {
  auto rows = test::read_data_file("paper004_table5_numbers.txt");
  REQUIRE(rows.size() == 18);
  std::vector<HeapFacts> facts = reduced_facts(SubtractionSet::golden_nugget(), 87);
  std::vector<std::int64_t> listed;
  for (const auto& row : rows) {
    std::int64_t h = test::cell_integer(row[0]);
    listed.push_back(h);
    INFO("heap " << h);
    REQUIRE(facts[h].is_number);
    CHECK(facts[h].left_stop == Dyadic::parse(row[1]));
    CHECK(binary_expansion_text(facts[h].left_stop) == row[2]);
    if (row.size() == 3) continue;
    REQUIRE(row.size() == 7);
    // Moves "l,r" lead to options "h-l,h-r" whose values are the binary words of "{x|y}".
    auto pair = [](const std::string& cell) {
      auto comma = cell.find(',');
      return std::make_pair(test::cell_integer(cell.substr(0, comma)),
                            test::cell_integer(cell.substr(comma + 1)));
    };
    auto [left_move, right_move] = pair(row[4]);
    auto [left_option, right_option] = pair(row[5]);
    CHECK(h - left_move == left_option);
    CHECK(h - right_move == right_option);
    CHECK(row[3] == row[6]);
    std::string words = "{" + binary_expansion_text(facts[left_option].left_stop) + "|" +
                        binary_expansion_text(facts[right_option].left_stop) + "}";
    CHECK(words == row[3]);
    CHECK(Dyadic::simplest_between(facts[left_option].left_stop, facts[right_option].left_stop) ==
          facts[h].left_stop);
  }
  // The table lists every heap up to 87 whose value is a number.
  std::vector<std::int64_t> numbers;
  for (std::int64_t h = 0; h <= 87; ++h)
    if (facts[h].is_number) numbers.push_back(h);
  CHECK(numbers == listed);
}
