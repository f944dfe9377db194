// Generalised Sprague-Grundy values against the plain labelling of sums of tokens
// (tests/support/plain_loopy.hpp), which knows no values.
#include <catch2/catch.hpp>

#include <random>

#include "loopy/impartial.hpp"
#include "tests/support/plain_loopy.hpp"

namespace cgt::loopy {
namespace {

test::PlainGraph token(const std::vector<std::vector<std::uint32_t>>& arcs, std::uint32_t v) {
  test::PlainGraph g;
  for (const auto& list : arcs) {
    g.left.emplace_back(list.begin(), list.end());
    g.right.emplace_back(list.begin(), list.end());
  }
  g.root = static_cast<int>(v);
  return g;
}

TEST_CASE("outcomes of sums of tokens by generalised Sprague-Grundy values", "[loopy]") {
  std::mt19937 rng(31337);
  std::size_t infinite = 0, draws = 0, finite_nonzero = 0;
  for (int round = 0; round < 40; ++round) {
    std::uint32_t n = std::uniform_int_distribution<std::uint32_t>(1, 7)(rng);
    std::vector<std::vector<std::uint32_t>> arcs(n);
    for (auto& list : arcs)
      for (int k = std::uniform_int_distribution<int>(0, 3)(rng); k > 0; --k)
        list.push_back(std::uniform_int_distribution<std::uint32_t>(0, n - 1)(rng));
    std::vector<LoopyNimber> values = loopy_nimbers(arcs);
    for (std::uint32_t v = 0; v < n; ++v) {
      infinite += values[v].infinite;
      finite_nonzero += !values[v].infinite && values[v].value > 0;
      LoopyNimber one[] = {values[v]};
      CHECK(sum_outcome(one) == outcome_class(test::naive_outcome(token(arcs, v))));
    }
    for (int k = 0; k < 6; ++k) {
      std::uint32_t a = std::uniform_int_distribution<std::uint32_t>(0, n - 1)(rng);
      std::uint32_t b = std::uniform_int_distribution<std::uint32_t>(0, n - 1)(rng);
      LoopyNimber both[] = {values[a], values[b]};
      OutcomeClass plain =
          outcome_class(test::naive_outcome(test::plain_sum(token(arcs, a), token(arcs, b))));
      INFO(to_string(values[a]) << " + " << to_string(values[b]));
      CHECK(sum_outcome(both) == plain);
      draws += plain == OutcomeClass::kD;
    }
  }
  CHECK(infinite > 20);
  CHECK(finite_nonzero > 20);
  CHECK(draws > 10);
}

}  // namespace
}  // namespace cgt::loopy
