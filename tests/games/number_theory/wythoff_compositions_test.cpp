// Compositions of Wythoff's A and B and the Wythoff word, against paper 004's Table 6 and the
// definitions.
#include "games/number_theory/wythoff_compositions.hpp"

#include <catch2/catch.hpp>

#include "cgt/error.hpp"
#include "games/number_theory/fibonacci_word.hpp"
#include "games/number_theory/wythoff_sequences.hpp"
#include "games/number_theory/wythoff_word.hpp"
#include "tests/support/data_file.hpp"

using namespace cgt;
using namespace cgt::games;

TEST_CASE("AB, B^2 and W reproduce paper 004's Table 6", "[number_theory]") {
  auto rows = test::read_data_file("paper004_table6_compositions.txt");
  REQUIRE(rows.size() == 6);
  REQUIRE(rows[3][0] == "AB");
  REQUIRE(rows[4][0] == "B2");
  REQUIRE(rows[5][0] == "W");
  for (std::size_t j = 1; j < rows[0].size(); ++j) {
    std::int64_t n = test::cell_integer(rows[0][j]);
    CHECK(wythoff_a(n) == test::cell_integer(rows[1][j]));
    CHECK(wythoff_b(n) == test::cell_integer(rows[2][j]));
    CHECK(wythoff_ab(n) == test::cell_integer(rows[3][j]));
    CHECK(wythoff_b_squared(n) == test::cell_integer(rows[4][j]));
    CHECK((wythoff_word_letter(n) == Letter::kA ? "a" : "b") == rows[5][j]);
  }
}

TEST_CASE("compositions apply the maps from the right", "[number_theory]") {
  for (std::int64_t n = 0; n <= 2000; ++n) {
    CHECK(wythoff_composition("AB", n) == wythoff_a(wythoff_b(n)));
    CHECK(wythoff_composition("BA", n) == wythoff_b(wythoff_a(n)));
    CHECK(wythoff_composition("AB^3A", n) ==
          wythoff_a(wythoff_b(wythoff_b(wythoff_b(wythoff_a(n))))));
    CHECK(wythoff_composition("aBa", n) == wythoff_a(wythoff_b(wythoff_a(n) + 1)) + 1);
    CHECK(wythoff_a_hat(n) == wythoff_a(n) + 1);
    CHECK(wythoff_b_hat(n) == wythoff_b(n) + 1);
    CHECK(wythoff_composition("", n) == n);
    CHECK(wythoff_composition("A^0", n) == n);
  }
  CHECK(expand_wythoff_word("AB^3a^2") == "ABBBaa");
  CHECK_THROWS_AS(wythoff_composition("AC", 1), DomainError);
  CHECK_THROWS_AS(wythoff_composition("A^", 1), DomainError);
  CHECK_THROWS_AS(wythoff_composition("AB", -1), DomainError);
  CHECK_THROWS_AS(wythoff_composition("B^100", 1), LimitError);
}

TEST_CASE("the Wythoff word is b followed by the Fibonacci word", "[number_theory]") {
  std::vector<Letter> f = fibonacci_word_prefix(5000);
  CHECK(wythoff_word_letter(0) == Letter::kB);
  for (std::size_t i = 0; i < f.size(); ++i) REQUIRE(wythoff_word_letter(i + 1) == f[i]);
  CHECK_THROWS_AS(wythoff_word_letter(-1), DomainError);
}
