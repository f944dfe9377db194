// The nimber search (Grundy values by testing candidates) against mex over every subposition,
// a second algorithm, and against the subtraction game's theorem.
#include "games/ruleset/nimber_search.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <random>
#include <vector>

#include "cgt/memory_budget.hpp"
#include "games/ruleset/impartial.hpp"
#include "tests/games/ruleset/toy_heaps.hpp"

using namespace cgt;
using namespace cgt::games;
using cgt::test::ToyHeaps;

namespace {

// Both players take 1, 2 or 3 from a heap: the subtraction game {1, 2, 3}, g(n) = n mod 4.
using ToyNim = Impartial<ToyHeaps>;

}  // namespace

TEST_CASE("nimber search: Grundy values and tests of sums equal mex's", "[ruleset][nimber]") {
  // Whole positions (no components): the search meets sums only where it builds them itself.
  Evaluator<ToyNim> mex(ToyNim{ToyHeaps{false}});
  for (std::size_t fold : {std::size_t{0}, std::size_t{5}}) {
    Evaluator<ToyNim> evaluator(ToyNim{ToyHeaps{false}});
    NimberSearch<ToyNim> search(evaluator, fold);
    std::mt19937 rng(static_cast<unsigned>(40 + fold));
    for (int trial = 0; trial < 80; ++trial) {
      std::vector<std::vector<int>> sum;
      std::uint64_t expected = 0, theorem = 0;
      for (int i = 0, n = 1 + trial % 3; i < n; ++i) {
        sum.push_back(cgt::test::random_toy_heaps(rng, 1 + static_cast<int>(rng() % 3), 7));
        expected ^= mex.grundy(sum.back());
        for (int h : sum.back()) theorem ^= static_cast<std::uint64_t>(h % 4);
      }
      INFO("trial " << trial << ", fold " << fold);
      REQUIRE(expected == theorem);
      CHECK(search.nimber(sum) == expected);
      for (std::uint64_t n = 0; n < 6; ++n) CHECK(search.has_nimber(sum, n) == (n == expected));
    }
  }
}

TEST_CASE("nimber search: equal parts cancel, and tests answer before the Grundy value is known",
          "[ruleset][nimber]") {
  Evaluator<ToyNim> evaluator(ToyNim{ToyHeaps{false}});
  NimberSearch<ToyNim> search(evaluator, 0);
  std::vector<int> p{9, 6, 5};  // g = 1 xor 2 xor 1 = 2
  CHECK(search.has_nimber({p, p}, 0));
  CHECK(search.size() == 0);  // the pair cancelled: nothing searched
  CHECK(!search.has_nimber({p}, 3));
  CHECK(search.has_nimber({p}, 2));
  CHECK(search.nimber({p, {3}}) == 1);
}

TEST_CASE("nimber search under a small budget: the same values", "[ruleset][nimber][memory]") {
  std::vector<std::vector<int>> positions;
  for (int a = 0; a <= 16; a += 2) positions.push_back({a, 16 - a, 5});
  std::size_t largest = 0, all = 0;
  {
    Evaluator<ToyNim> evaluator(ToyNim{ToyHeaps{false}});
    NimberSearch<ToyNim> probe(evaluator, 0);
    for (const auto& p : positions) {
      std::size_t before = tables_bytes();
      probe.nimber({p});
      largest = std::max(largest, tables_bytes() - before);
      probe.clear();
      evaluator.clear();
    }
    for (const auto& p : positions) {
      std::size_t before = tables_bytes();
      probe.nimber({p});
      all += tables_bytes() - before;
    }
  }
  REQUIRE(all > largest + largest / 2);
  Evaluator<ToyNim> evaluator(ToyNim{ToyHeaps{false}});
  NimberSearch<ToyNim> search(evaluator, 0);
  std::size_t saved = memory_limits().max_bytes;
  memory_limits().max_bytes = tables_bytes() + (largest + all) / 2;
  for (const auto& p : positions) {
    std::uint64_t theorem = 0;  // g(n) = n mod 4, xor over the heaps
    for (int h : p) theorem ^= static_cast<std::uint64_t>(h % 4);
    CHECK(search.nimber({p}) == theorem);
  }
  memory_limits().max_bytes = saved;
}
