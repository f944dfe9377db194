// The least-odd and even Fibonacci representations of paper 004, section 5.1, against brute
// force (every admissible index set or digit string, checked for uniqueness) and the paper's
// examples.
#include <catch2/catch.hpp>
#include <map>

#include "cgt/error.hpp"
#include "games/number_theory/even_representation.hpp"
#include "games/number_theory/fibonacci.hpp"
#include "games/number_theory/least_odd_representation.hpp"
#include "games/number_theory/zeckendorf.hpp"

using namespace cgt;
using namespace cgt::games;

TEST_CASE("least-odd representations are the unique admissible index sets", "[number_theory]") {
  // Fact 2: distinct indices, no two consecutive, least index odd. Enumerate every such set of
  // indices 1..20 and its value.
  std::map<std::int64_t, std::vector<std::vector<int>>> found;
  for (std::uint32_t mask = 1; mask < (1u << 20); ++mask) {
    if (mask & (mask >> 1)) continue;  // consecutive indices
    int least = __builtin_ctz(mask) + 1;
    if (least % 2 == 0) continue;
    std::vector<int> indices;
    std::int64_t value = 0;
    for (int i = 1; i <= 20; ++i)
      if (mask >> (i - 1) & 1) indices.push_back(i), value += fibonacci(i);
    if (value <= 5000) found[value].push_back(indices);
  }
  for (std::int64_t n = 1; n <= 5000; ++n) {
    REQUIRE(found[n].size() == 1);
    REQUIRE(least_odd_indices(n) == found[n][0]);
  }
  // Paper 004's examples: 11 = F_6 + F_4 = F_6 + F_3 + F_1; LO(117) = Z(117) = F_11+F_8+F_5+F_3.
  CHECK(least_odd_indices(11) == std::vector<int>{1, 3, 6});
  CHECK(least_odd_indices(117) == std::vector<int>{3, 5, 8, 11});
  CHECK(zeckendorf_indices(117) == std::vector<int>{3, 5, 8, 11});
  CHECK_THROWS_AS(least_odd_indices(0), DomainError);
}

TEST_CASE("even representations: greedy, the ZE algorithm and brute force agree",
          "[number_theory]") {
  // Every admissible digit string with at most 9 digits (F_2 .. F_18) has its own value, and the
  // values fill [0, F_19) - F_18 ... so each n below F_19 - 1 has exactly one.
  std::map<std::int64_t, EvenDigits> by_value;
  int strings = 1;
  for (int d = 0; d < 9; ++d) strings *= 3;
  for (int code = 0; code < strings; ++code) {
    EvenDigits digits;
    for (int c = code; c > 0; c /= 3) digits.push_back(c % 3);
    if (!is_even_representation(digits)) continue;
    std::int64_t v = even_representation_value(digits);
    REQUIRE(by_value.count(v) == 0);
    by_value[v] = digits;
  }
  const std::int64_t covered = fibonacci(19) - 1;
  for (std::int64_t n = 0; n < covered; ++n) {
    REQUIRE(by_value.count(n) == 1);
    REQUIRE(even_representation(n) == by_value[n]);
    REQUIRE(even_representation_by_ze_algorithm(n) == by_value[n]);
  }
  for (std::int64_t n = covered; n <= 300000; n += 7)
    REQUIRE(even_representation(n) == even_representation_by_ze_algorithm(n));
}

TEST_CASE("even representations reproduce paper 004's examples", "[number_theory]") {
  // 117 = 2F_10 + 2F_4 + F_2; "1020001020 = 2F_2 + F_4 + 2F_8 + F_10 is OK, but neither 2020
  // (= 8) nor 1020101020 (= 110)", which are F_6 and 2F_10.
  CHECK(even_representation(117) == EvenDigits{1, 2, 0, 0, 2});
  CHECK(even_representation_text(even_representation(117)) == "2000002010");
  EvenDigits ok{2, 1, 0, 2, 1};
  CHECK(is_even_representation(ok));
  CHECK(even_representation_text(ok) == "1020001020");
  CHECK(even_representation(even_representation_value(ok)) == ok);
  CHECK_FALSE(is_even_representation(EvenDigits{2, 2}));
  CHECK(even_representation_value(EvenDigits{2, 2}) == 8);
  CHECK(even_representation(8) == EvenDigits{0, 0, 1});
  EvenDigits bad{2, 1, 1, 2, 1};
  CHECK_FALSE(is_even_representation(bad));
  CHECK(even_representation_value(bad) == 110);
  CHECK(even_representation(110) == EvenDigits{0, 0, 0, 0, 2});
  CHECK(even_representation_text({}) == "0");
  CHECK_FALSE(is_even_representation(EvenDigits{1, 0}));  // a trailing zero digit
  CHECK_FALSE(is_even_representation(EvenDigits{3}));
  CHECK_THROWS_AS(even_representation(-1), DomainError);
}
