#include "games/fibonacci_nim/complementary.hpp"

#include <catch2/catch.hpp>

#include "cgt/error.hpp"
#include "games/fibonacci_nim/paper_tables.hpp"
#include "games/fibonacci_nim/three_pile_table.hpp"
#include "games/number_theory/fibonacci_word.hpp"
#include "games/number_theory/wythoff_sequences.hpp"
#include "tests/games/fibonacci_nim/naive_search.hpp"
#include "tests/support/data_file.hpp"

using namespace cgt;
using namespace cgt::games;

TEST_CASE("paper 000's Table 1 of complementary values", "[fibonacci_nim]") {
  Progress progress;
  const ComplementaryTable table(15, 120, progress);
  auto rows = test::read_data_file("paper000_table1_complementary_values.txt");
  REQUIRE(rows.size() == 17);
  for (std::size_t i = 1; i < rows.size(); ++i) {
    const auto n1 = static_cast<Pile>(test::cell_integer(rows[i][0]));
    for (std::size_t j = 1; j < rows[i].size(); ++j) {
      const auto n2 = static_cast<Pile>(test::cell_integer(rows[0][j]));
      const std::string& cell = rows[i][j];
      INFO("(" << n1 << ", " << n2 << ")");
      // The embedded copy the verifier uses is the same transcription.
      CHECK(paper000_table1()[n1][n2] == (cell == "inf" ? kNoEntry : test::cell_integer(cell)));
      if (cell == "inf")
        CHECK_FALSE(table.value(n1, n2).has_value());
      else
        CHECK(table.value(n1, n2) == static_cast<Pile>(test::cell_integer(cell)));
    }
  }
}

TEST_CASE("complementary values by the solver and by plain search", "[fibonacci_nim]") {
  GlobalSolver solver(MoveDynamic::kFibonacci);
  test::NaiveTakeAway naive(2);
  for (int n1 = 0; n1 <= 5; ++n1)
    for (int n2 = n1; n2 <= 5; ++n2) {
      std::vector<std::int64_t> piles{n1, n2};
      std::optional<std::int64_t> expected;
      for (int b = 0; b <= 30 && !expected; ++b)
        if (!naive.first_player_wins({n1, n2, b}, 1000)) expected = b;
      CHECK(complementary_value(piles, 30, solver) == expected);
    }
  std::vector<std::int64_t> one{7};
  CHECK(complementary_value(one, 10, solver) == 7);  // (7, 7; inf): the mirror strategy
  GlobalSolver power(MoveDynamic::kPowerOfTwo);
  CHECK_THROWS_AS(complementary_value(one, 10, power), DomainError);
}

TEST_CASE("Remark 18's P-positions", "[fibonacci_nim]") {
  GlobalSolver solver(MoveDynamic::kFibonacci);
  for (const auto& row : test::read_data_file("paper000_remark18_positions.txt")) {
    std::vector<std::int64_t> pair{test::cell_integer(row[0]), test::cell_integer(row[1])};
    std::vector<std::int64_t> triple{pair[0], pair[1], test::cell_integer(row[2])};
    CHECK(solver.is_p(triple, std::nullopt));
    CHECK(complementary_value(pair, 400, solver) == triple[2]);
  }
}

TEST_CASE("the sets printed in Theorem 19's proof", "[fibonacci_nim]") {
  // Each set from Wythoff's sequences (B - 2 = {B(n) - 2}, AB = {A(B(n))}, ...), and, where
  // the proof names one, from the partial sums of a Fibonacci word.
  auto in_ab = [](std::int64_t x) {
    auto n = wythoff_a_inverse(x);
    return x >= 1 && n && in_wythoff_b(*n);
  };
  auto in_bb = [](std::int64_t x) {
    auto n = wythoff_b_inverse(x);
    return x >= 1 && n && in_wythoff_b(*n);
  };
  std::map<std::string, std::function<bool(std::int64_t)>> sets{
      {"B-2", [](std::int64_t n) { return in_wythoff_b(n + 2); }},
      {"AB-2", [&](std::int64_t n) { return in_ab(n + 2); }},
      {"AB-1", [&](std::int64_t n) { return in_ab(n + 1); }},
      {"BB-1", [&](std::int64_t n) { return in_bb(n + 1); }},
      {"AB", [&](std::int64_t n) { return in_ab(n); }},
      {"B-2\\AB", [&](std::int64_t n) { return n > 0 && in_wythoff_b(n + 2) && !in_ab(n); }}};
  std::map<std::string, std::function<bool(std::int64_t)>> words{
      {"B-2", [](std::int64_t n) { return in_fibonacci_word_partial_sums(n, 3); }},
      {"AB-2", [](std::int64_t n) { return n >= 1 && in_fibonacci_word_partial_sums(n - 1, 4); }},
      {"AB-1", [](std::int64_t n) { return n >= 2 && in_fibonacci_word_partial_sums(n - 2, 4); }},
      {"BB-1", [](std::int64_t n) { return n >= 4 && in_fibonacci_word_partial_sums(n - 4, 5); }}};
  for (const auto& row : test::read_data_file("paper000_theorem19_sets.txt")) {
    INFO(row[0]);
    REQUIRE(sets.count(row[0]));
    std::vector<std::int64_t> printed, computed;
    for (std::size_t j = 1; j < row.size(); ++j) printed.push_back(test::cell_integer(row[j]));
    for (std::int64_t n = 0; computed.size() < printed.size(); ++n)
      if (sets[row[0]](n)) computed.push_back(n);
    CHECK(computed == printed);
    if (words.count(row[0]))
      for (std::int64_t n = 0; n <= 3000; ++n) REQUIRE(words[row[0]](n) == sets[row[0]](n));
  }
}

TEST_CASE("(0, 1, z; 6) is P exactly for z in BB - 4, not BB - 3 as Theorem 19's proof says",
          "[fibonacci_nim]") {
  Progress progress;
  const ThreePileTakeTable table(1, 3000, progress);
  auto in_bb = [](std::int64_t x) {
    auto n = wythoff_b_inverse(x);
    return x >= 1 && n && in_wythoff_b(*n);
  };
  for (std::int64_t z = 0; z <= 3000; ++z) {
    INFO("z = " << z);
    REQUIRE((table.at(0, 1, static_cast<Pile>(z)) > 6) == in_bb(z + 4));
  }
  CHECK(in_bb(2 + 3));  // 2 is in BB - 3, but (0, 1, 2; 6) is N: take 1 from the 2 to (1, 1; 2)
}

TEST_CASE("complementary table errors", "[fibonacci_nim]") {
  Progress progress;
  const ComplementaryTable table(4, 20, progress);
  CHECK_THROWS_AS(table.value(5, 1), DomainError);
  CHECK_FALSE(table.value(3, 4).has_value());
  CHECK(table.bound() == 20);
}
