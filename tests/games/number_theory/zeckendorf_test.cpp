#include "games/number_theory/zeckendorf.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <map>
#include <random>

#include "cgt/error.hpp"
#include "games/number_theory/fibonacci.hpp"
#include "tests/support/data_file.hpp"

using namespace cgt;
using namespace cgt::games;

namespace {

// Every set of indices in [2, top] with no two adjacent, by recursion on the largest index:
// a second construction of the representations, which also shows existence and uniqueness
// (each n < F_{top+1} is reached exactly once).
void enumerate(int top, std::int64_t sum, std::vector<int>& chosen,
               std::map<std::int64_t, std::vector<std::vector<int>>>& out) {
  if (top < 2) {
    std::vector<int> ascending(chosen.rbegin(), chosen.rend());
    out[sum].push_back(ascending);
    return;
  }
  enumerate(top - 1, sum, chosen, out);
  chosen.push_back(top);
  enumerate(top - 2, sum + fibonacci(top), chosen, out);
  chosen.pop_back();
}

bool valid_representation(const std::vector<int>& indices, std::int64_t n) {
  std::int64_t sum = 0;
  for (std::size_t j = 0; j < indices.size(); ++j) {
    if (indices[j] < 2 || (j > 0 && indices[j] < indices[j - 1] + 2)) return false;
    sum += fibonacci(indices[j]);
  }
  return sum == n;
}

}  // namespace

TEST_CASE("greedy Zeckendorf agrees with the enumeration of all admissible index sets",
          "[number_theory]") {
  const int top = 24;  // all n < F_25 = 75025
  std::map<std::int64_t, std::vector<std::vector<int>>> all;
  std::vector<int> chosen;
  enumerate(top, 0, chosen, all);
  REQUIRE(all.size() == static_cast<std::size_t>(fibonacci(top + 1)));
  for (const auto& [n, reps] : all) {
    REQUIRE(reps.size() == 1);
    REQUIRE(zeckendorf_indices(n) == reps[0]);
    if (n > 0) {
      REQUIRE(zeckendorf_least_index(n) == reps[0].front());
      REQUIRE(z1(n) == fibonacci(reps[0].front()));
    }
  }
}

TEST_CASE("Zeckendorf representations of large numbers are valid", "[number_theory]") {
  std::mt19937_64 rng(7);
  for (int i = 0; i < 5000; ++i) {
    std::int64_t n = static_cast<std::int64_t>(rng() >> (1 + rng() % 63));
    REQUIRE(valid_representation(zeckendorf_indices(n), n));
  }
  CHECK(valid_representation(zeckendorf_indices(INT64_MAX), INT64_MAX));
}

TEST_CASE("the papers' example representations", "[number_theory]") {
  for (const auto& row : test::read_data_file("zeckendorf_examples.txt")) {
    std::int64_t n = test::cell_integer(row[0]);
    std::vector<std::int64_t> parts;
    for (std::size_t j = 1; j < row.size(); ++j) parts.push_back(test::cell_integer(row[j]));
    std::sort(parts.begin(), parts.end());
    CHECK(zeckendorf_terms(n) == parts);
    CHECK(z1(n) == parts.front());
  }
}

TEST_CASE("z_k follows paper 000's convention of infinity past the last part", "[number_theory]") {
  CHECK(zeckendorf_term(12, 1) == 1);
  CHECK(zeckendorf_term(12, 3) == 8);
  CHECK_FALSE(zeckendorf_term(12, 4).has_value());
  CHECK_FALSE(zeckendorf_term(0, 1).has_value());
  CHECK(zeckendorf_indices(0).empty());
  CHECK_THROWS_AS(z1(0), DomainError);
  CHECK_THROWS_AS(zeckendorf_indices(-5), DomainError);
  CHECK_THROWS_AS(zeckendorf_term(5, 0), DomainError);
}

TEST_CASE("Zeckendorf shifts", "[number_theory]") {
  // 12 = F_2 + F_4 + F_6: left shift F_3 + F_5 + F_7 = 20, right shift F_1 + F_3 + F_5 = 8.
  CHECK(zeckendorf_shift(12, 1) == 20);
  CHECK(zeckendorf_shift(12, -1) == 8);
  CHECK(zeckendorf_shift(12, -2) == 0 + 1 + 3);
  CHECK_THROWS_AS(zeckendorf_shift(12, -3), DomainError);
  CHECK_THROWS_AS(zeckendorf_shift(fibonacci(90), 3), LimitError);
}
