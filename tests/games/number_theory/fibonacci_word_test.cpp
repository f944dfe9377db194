#include "games/number_theory/fibonacci_word.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <string>

#include "cgt/error.hpp"
#include "games/number_theory/fibonacci.hpp"
#include "tests/support/data_file.hpp"

using namespace cgt;
using namespace cgt::games;

namespace {

// Paper 000, Proposition 6 (1): S_0 = x, S_1 = xy, S_n = S_{n-1} S_{n-2}.
std::string concatenation_construction(std::size_t length) {
  std::string previous = "a", current = "ab";
  while (current.size() < length) {
    std::string next = current + previous;
    previous = std::move(current);
    current = std::move(next);
  }
  return current.substr(0, length);
}

std::string as_text(const std::vector<Letter>& word) {
  std::string s;
  for (Letter c : word) s += c == Letter::kA ? 'a' : 'b';
  return s;
}

}  // namespace

TEST_CASE("the three constructions of paper 000 Proposition 6 agree", "[number_theory]") {
  const std::size_t length = 200000;
  std::vector<Letter> word = fibonacci_word_prefix(length);
  REQUIRE(as_text(word) == concatenation_construction(length));
  for (std::size_t i = 0; i < length; ++i)
    REQUIRE(fibonacci_word_letter(static_cast<std::int64_t>(i)) == word[i]);
}

TEST_CASE("the printed prefixes of the Fibonacci word", "[number_theory]") {
  // Both papers print a prefix that agrees with the word for 14 letters and then differs
  // (f_14 = b since 14 = 13 + 1 contains F_2 = 1; both print a): a typo (or an extraction
  // error) in the papers' text, reported in the README.
  auto rows = test::read_data_file("fibonacci_word_prefixes.txt");
  REQUIRE(rows.size() == 2);
  for (const auto& row : rows) {
    std::string printed = row[1];
    std::replace(printed.begin(), printed.end(), 'x', 'a');
    std::replace(printed.begin(), printed.end(), 'y', 'b');
    std::string word = as_text(fibonacci_word_prefix(printed.size()));
    auto diff = std::mismatch(printed.begin(), printed.end(), word.begin()).first - printed.begin();
    CHECK(diff == 14);
  }
}

TEST_CASE("partial sums of w_a: the Zeckendorf test against the word itself", "[number_theory]") {
  // PS(w_a) for w_a = W^{F_{a+1}, F_a} (paper 000, Lemma 7), from the word's letters.
  std::vector<Letter> word = fibonacci_word_prefix(50000);
  for (int a = 1; a <= 20; ++a) {
    std::vector<std::int64_t> sums = letter_partial_sums(word, fibonacci(a + 1), fibonacci(a));
    const std::int64_t limit = std::min<std::int64_t>(sums.back(), 200000);
    std::size_t j = 0;
    for (std::int64_t n = 0; n <= limit; ++n) {
      while (sums[j] < n) ++j;
      REQUIRE(in_fibonacci_word_partial_sums(n, a) == (sums[j] == n));
    }
  }
}

TEST_CASE("paper 000 Lemmas 7 and 8 on the words' own partial sums", "[number_theory]") {
  const std::int64_t limit = 30000;
  std::vector<Letter> word = fibonacci_word_prefix(static_cast<std::size_t>(limit) + 1);
  std::vector<std::vector<bool>> in(26, std::vector<bool>(limit + 1, false));
  for (int a = 1; a <= 25; ++a)
    for (std::int64_t s : letter_partial_sums(word, fibonacci(a + 1), fibonacci(a)))
      if (s <= limit) in[a][s] = true;
  for (std::int64_t n = 0; n <= limit; ++n) {
    for (int a = 1; a < 25; ++a) {
      if (in[a + 1][n]) REQUIRE(in[a][n]);  // Lemma 7
      // Lemma 8: n in PS(w_a) minus PS(w_{a+1}) implies n - F_{a+1} in PS(w_{a+2}).
      if (a + 2 <= 25 && in[a][n] && !in[a + 1][n]) REQUIRE(in[a + 2][n - fibonacci(a + 1)]);
    }
    if (n > 0) REQUIRE_FALSE(in[25][n]);  // the intersection of all PS(w_a) is {0}
  }
  CHECK(in_fibonacci_word_partial_sums(0, 80));
  CHECK_THROWS_AS(in_fibonacci_word_partial_sums(5, 0), DomainError);
  CHECK_THROWS_AS(fibonacci_word_letter(-1), DomainError);
}
