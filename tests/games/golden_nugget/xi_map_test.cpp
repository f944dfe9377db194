// The xi map of paper 004, section 4.3, and s(n), q(n): the paper's example, Lemma 4.5 (xi gives
// the even representation) and Lemma 4.6 (the inverse) on every short binary expansion, and the
// binary forms and recurrences of s and q.
#include "cgt/big_int.hpp"
#include "games/golden_nugget/xi_map.hpp"

#include <catch2/catch.hpp>

#include "cgt/error.hpp"
#include "games/golden_nugget/s_q_sequences.hpp"
#include "games/number_theory/even_representation.hpp"

using namespace cgt;
using namespace cgt::games;

namespace {

Dyadic dyadic(std::int64_t numerator, std::uint32_t exponent) {
  return make_dyadic(BigInt(numerator), exponent);
}

}  // namespace

TEST_CASE("xi reproduces the paper's example", "[golden_nugget]") {
  // "d = 0.110011 will produce xi(d) = 116, namely e = 2, 4, 4, 6, 8, 10, 10".
  Dyadic d = dyadic(0b110011, 6);
  CHECK(binary_expansion_text(d) == "0.110011");
  CHECK(xi_indices(d) == std::vector<int>{2, 4, 4, 6, 8, 10, 10});
  CHECK(xi(d) == 116);
  CHECK(xi_inverse(116) == d);
  CHECK(xi(Dyadic(1)) == 1);
  CHECK(xi(dyadic(1, 1)) == 3);
  CHECK(xi_of_digits({}) == 0);
  CHECK(digits_value({0, 1, 1}) == dyadic(3, 2));
  CHECK_THROWS_AS(xi(dyadic(1, 2)), DomainError);
  CHECK_THROWS_AS(binary_digits(Dyadic(2)), DomainError);
}

TEST_CASE("xi gives even representations and xi_inverse undoes it (Lemmas 4.5, 4.6)",
          "[golden_nugget]") {
  // Every d = 0.1 d_2 ... d_k with k <= 14, and d = 1.
  for (std::uint32_t k = 1; k <= 14; ++k)
    for (std::int64_t tail = 0; tail < (std::int64_t{1} << (k - 1)); ++tail) {
      std::int64_t numerator = (std::int64_t{1} << (k - 1)) | tail;
      if (k > 1 && (numerator & 1) == 0) continue;  // the last digit must be 1
      Dyadic d = dyadic(numerator, k);
      std::vector<int> digits = binary_digits(d), e = xi_indices(d);
      EvenDigits parts;
      for (std::size_t i = 0; i < digits.size(); ++i) {
        if (!digits[i]) continue;
        std::size_t slot = static_cast<std::size_t>(e[i] / 2);
        if (parts.size() < slot) parts.resize(slot, 0);
        ++parts[slot - 1];
      }
      INFO(binary_expansion_text(d));
      REQUIRE(is_even_representation(parts));
      auto h = static_cast<std::int64_t>(xi(d));
      REQUIRE(even_representation(h) == parts);
      REQUIRE(xi_inverse(h) == d);
    }
  CHECK(xi_inverse(1) == Dyadic(1));
  CHECK_FALSE(xi_inverse(0).has_value());
  CHECK_FALSE(xi_inverse(2).has_value());  // E(2) = 2 F_2
  CHECK_FALSE(xi_inverse(5).has_value());  // E(5) = 2 F_2 + F_4
}

TEST_CASE("s(n) and q(n): binary forms and the recurrences of Example 2.3", "[golden_nugget]") {
  CHECK(golden_nugget_s(0) == Dyadic(0));
  CHECK(golden_nugget_q(0) == Dyadic(1));
  for (int n = 1; n <= 40; ++n) {
    std::string s = "0.", q = "0.";
    for (int k = 1; k < n; ++k) s += "10", q += "10";
    s += "1";
    q += "11";
    REQUIRE(binary_expansion_text(golden_nugget_s(n)) == s);
    REQUIRE(binary_expansion_text(golden_nugget_q(n)) == q);
    // s(n) = {s(n-1) | q(n-1)} and, for n >= 2, q(n-1) = {s(n-1) | q(n-2)}.
    REQUIRE(Dyadic::simplest_between(golden_nugget_s(n - 1), golden_nugget_q(n - 1)) ==
            golden_nugget_s(n));
    if (n >= 2)
      REQUIRE(Dyadic::simplest_between(golden_nugget_s(n - 1), golden_nugget_q(n - 2)) ==
              golden_nugget_q(n - 1));
  }
  CHECK_THROWS_AS(golden_nugget_s(-1), DomainError);
}
