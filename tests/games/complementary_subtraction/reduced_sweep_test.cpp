// The reduced sweep (stops, numbers, outcome bits and rcf from the options' facts) against the
// canonical forms of the value sweep reduced by reduce::rcf(), and the rotation order against a
// sort with exact comparisons and the membership it encodes.
#include "games/complementary_subtraction/reduced_sweep.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <numeric>

#include "cgt/compare.hpp"
#include "cgt/error.hpp"
#include "cgt/facts.hpp"
#include "cgt/values.hpp"
#include "games/complementary_subtraction/rotation_order.hpp"
#include "games/complementary_subtraction/value_sweep.hpp"
#include "reduce/reduced_canonical_form.hpp"

using namespace cgt;
using namespace cgt::games;

TEST_CASE("rotation ranks order the angles exactly and encode membership", "[cs]") {
  Progress quiet;
  const QuadraticIrrational alphas[] = {QuadraticIrrational::golden_ratio(),
                                        QuadraticIrrational::from_surd(0, 2, 1),
                                        QuadraticIrrational::from_surd(1, 7, 2)};
  for (const auto& alpha : alphas) {
    BeattySequence s(alpha);
    const std::int64_t m = 1500;
    std::vector<std::uint32_t> rank = rotation_ranks(s.beta(), m, quiet);
    std::vector<std::int64_t> order(m + 1);
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&](std::int64_t a, std::int64_t b) {
      return s.beta().compare_fractional_parts(a, b) < 0;
    });
    for (std::int64_t r = 0; r <= m; ++r) REQUIRE(rank[order[r]] == r);
    // x < h is a Left option (h - x in S) iff its rank lies strictly between rank(h) and
    // rank(h + 1) going up round the circle.
    for (std::int64_t h = 0; h < m; ++h)
      for (std::int64_t x = 0; x < h; ++x) {
        std::uint32_t a = rank[h], b = rank[h + 1], r = rank[x];
        bool inside = a < b ? (a < r && r < b) : (r > a || r < b);
        REQUIRE(inside == s.contains(h - x));
      }
  }
  CHECK_THROWS_AS(rotation_ranks(QuadraticIrrational::golden_ratio(), -1, quiet), DomainError);
}

TEST_CASE("the reduced sweep's facts are those of the canonical forms", "[cs]") {
  const QuadraticIrrational alphas[] = {
      QuadraticIrrational::golden_ratio(), QuadraticIrrational::from_surd(0, 2, 1),
      QuadraticIrrational::from_surd(0, 3, 1), QuadraticIrrational::from_surd(3, 5, 4)};
  for (const auto& alpha : alphas) {
    INFO(alpha.to_string());
    SubtractionSet set = SubtractionSet::beatty(alpha);
    const std::int64_t upto = 800;
    ValueSweep values(set);
    values.extend_to(upto);
    std::vector<HeapFacts> facts = reduced_facts(set, upto);
    REQUIRE(facts.size() == upto + 1);
    for (std::int64_t h = 0; h <= upto; ++h) {
      INFO("h = " << h);
      Game v = values.value(h);
      const HeapFacts& f = facts[h];
      REQUIRE(f.is_number == is_number(v));
      REQUIRE(f.left_stop == left_stop(v));
      REQUIRE(f.right_stop == right_stop(v));
      REQUIRE(f.below_left_stop == leq(v, number(left_stop(v))));
      REQUIRE(f.above_right_stop == leq(number(right_stop(v)), v));
      REQUIRE(f.rcf() == reduce::rcf(v));
      REQUIRE(f.outcome() == outcome(v));
    }
  }
}

TEST_CASE("the reduced sweep needs a Beatty set", "[cs]") {
  CHECK_THROWS_AS(ReducedSweep(SubtractionSet::odd_numbers()), DomainError);
  Progress quiet;
  ReducedSweep sweep(SubtractionSet::golden_nugget());
  CHECK_THROWS_AS(sweep.run(-1, quiet, [](std::int64_t, const HeapFacts&) {}), DomainError);
  std::int64_t last = -1;
  sweep.run(100, quiet, [&](std::int64_t h, const HeapFacts&) { REQUIRE(h == ++last); });
  CHECK(last == 100);
  CHECK(sweep.stats().records > 0);
}
