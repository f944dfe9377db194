// Exact quadratic irrationals and Beatty sequences, against independent computations: integer
// square roots for sqrt(2), Wythoff's A for phi, exact BigInt arithmetic for fractional parts,
// and Beatty's theorem (a sequence and its complement partition the positive integers).
#include "cgt/big_int.hpp"
#include "games/number_theory/beatty_sequence.hpp"

#include <catch2/catch.hpp>
#include <random>
#include <vector>

#include "cgt/dyadic.hpp"
#include "cgt/error.hpp"
#include "games/number_theory/integer_sqrt.hpp"
#include "games/number_theory/wythoff_sequences.hpp"

using namespace cgt;
using namespace cgt::games;

namespace {

// floor(n (p + q sqrt d) / r) with BigInt, by the definition of the floor: n q sqrt d has floor
// isqrt((n q)^2 d) (negated and lowered for negative n q), then floor division by r.
BigInt floor_by_bigints(const BigInt& n, const QuadraticIrrational& x) {
  BigInt np = n * x.p(), nq = n * x.q();
  BigInt root = integer_sqrt(nq * nq * x.d());
  BigInt total = np + (nq >= 0 ? root : -root - 1);
  BigInt q = total / x.r();
  if (total % x.r() != 0 && total < 0) q -= 1;
  return q;
}

}  // namespace

TEST_CASE("floor(n x) is exact", "[number_theory]") {
  QuadraticIrrational phi = QuadraticIrrational::golden_ratio();
  QuadraticIrrational root2 = QuadraticIrrational::from_surd(0, 2, 1);
  for (std::int64_t n = 0; n <= 20000; ++n) {
    REQUIRE(phi.floor_multiple(n) == wythoff_a(n));
    REQUIRE(root2.floor_multiple(n) ==
            static_cast<std::int64_t>(integer_sqrt(static_cast<unsigned __int128>(2 * n * n))));
  }
  std::mt19937_64 rng(4);
  const QuadraticIrrational xs[] = {QuadraticIrrational(-3, -2, 7, 5),
                                    QuadraticIrrational::from_surd(1, 7, 2),
                                    QuadraticIrrational(5, -1, 3, -4)};
  for (const auto& x : xs)
    for (int k = 0; k < 2000; ++k) {
      std::int64_t n = static_cast<std::int64_t>(rng() % 2000000000000ull) - 1000000000000;
      REQUIRE(BigInt(x.floor_multiple(n)) == floor_by_bigints(BigInt(n), x));
    }
}

TEST_CASE("reciprocals, comparisons and fractional parts", "[number_theory]") {
  QuadraticIrrational phi = QuadraticIrrational::golden_ratio();
  QuadraticIrrational inverse = phi.reciprocal();  // phi - 1
  CHECK(inverse == QuadraticIrrational(-1, 1, 5, 2));
  CHECK(phi.compare(1) > 0);
  CHECK(phi.compare(2) < 0);
  CHECK(QuadraticIrrational(0, -1, 2, 1).compare(-1) < 0);  // -sqrt 2 < -1
  for (std::int64_t n = 0; n <= 5000; ++n) REQUIRE(inverse.floor_multiple(n) == wythoff_a(n) - n);
  // frac(m x) < frac(n x) iff floor(frac(. x) 2^80), computed with BigInt, are in that order
  // (for m, n below 10^6 the fractional parts differ by far more than 2^-80).
  QuadraticIrrational x = QuadraticIrrational::from_surd(3, 5, 4);
  auto scaled_frac = [&](std::int64_t m) {  // floor(frac(m x) 2^80)
    BigInt scale = BigInt(1) << 80;
    return floor_by_bigints(m * scale, x) - scale * x.floor_multiple(m);
  };
  std::mt19937_64 rng(8);
  for (int k = 0; k < 3000; ++k) {
    std::int64_t m = rng() % 1000000, n = rng() % 1000000;
    int expected = m == n ? 0 : (scaled_frac(m) < scaled_frac(n) ? -1 : 1);
    REQUIRE(x.compare_fractional_parts(m, n) == expected);
    std::uint64_t km = x.fractional_key(m, 30), kn = x.fractional_key(n, 30);
    if (km != kn) REQUIRE((km < kn) == (expected < 0));
  }
  CHECK(phi.to_string() == "(1+sqrt(5))/2");
  CHECK(QuadraticIrrational::from_surd(0, 2, 1).to_string() == "sqrt(2)");
  CHECK(QuadraticIrrational(-1, -3, 7, 1).to_string() == "-1-3*sqrt(7)");
  CHECK_THROWS_AS(QuadraticIrrational::from_surd(1, 4, 2), DomainError);  // sqrt 4 is rational
  CHECK_THROWS_AS(QuadraticIrrational(1, 1, 5, 0), DomainError);
  CHECK_THROWS_AS(QuadraticIrrational(1, 0, 5, 1), DomainError);
}

TEST_CASE("a Beatty sequence and its complement partition the positive integers",
          "[number_theory]") {
  const QuadraticIrrational alphas[] = {
      QuadraticIrrational::golden_ratio(), QuadraticIrrational::from_surd(0, 2, 1),
      QuadraticIrrational::from_surd(0, 3, 1), QuadraticIrrational::from_surd(3, 5, 4)};
  const std::int64_t limit = 30000;
  for (const auto& alpha : alphas) {
    BeattySequence s(alpha);
    std::vector<int> hits(limit + 1, 0);
    std::vector<bool> in_s(limit + 1, false);
    for (std::int64_t n = 1; s.term(n) <= limit; ++n) ++hits[s.term(n)], in_s[s.term(n)] = true;
    for (std::int64_t n = 1; s.complement_term(n) <= limit; ++n) ++hits[s.complement_term(n)];
    std::vector<std::uint8_t> table = s.membership(limit);
    for (std::int64_t x = 1; x <= limit; ++x) {
      REQUIRE(hits[x] == 1);
      REQUIRE(s.contains(x) == in_s[x]);
      REQUIRE((table[x] != 0) == in_s[x]);
    }
    CHECK_FALSE(s.contains(0));
  }
  BeattySequence a(QuadraticIrrational::golden_ratio());
  for (std::int64_t x = 1; x <= 10000; ++x) REQUIRE(a.contains(x) == in_wythoff_a(x));
  CHECK_THROWS_AS(BeattySequence(QuadraticIrrational::from_surd(1, 5, 1)), DomainError);  // 3.2
  CHECK_THROWS_AS(BeattySequence(QuadraticIrrational::from_surd(0, 5, 4)), DomainError);  // 0.56
}
