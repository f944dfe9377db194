// The chain sweep for val(h) against the plain definition (canonicalise() over every option),
// against a textbook implementation of games (explicit trees, tests/support/reference_game),
// for GoldenNugget, other Beatty sets and the odd numbers.
#include "games/complementary_subtraction/value_sweep.hpp"

#include <catch2/catch.hpp>
#include <chrono>
#include <functional>
#include <map>
#include <sstream>
#include <thread>

#include "cgt/error.hpp"
#include "cgt/game_table.hpp"
#include "cgt/interrupt.hpp"
#include "tests/support/reference_game.hpp"
#include "tests/support/sweep_saves.hpp"

using namespace cgt;
using namespace cgt::games;

TEST_CASE("the chain sweep gives the canonical forms of the definition", "[cs]") {
  const std::pair<SubtractionSet, std::int64_t> cases[] = {
      {SubtractionSet::golden_nugget(), 2000},
      {SubtractionSet::beatty(QuadraticIrrational::from_surd(0, 2, 1)), 500},
      {SubtractionSet::beatty(QuadraticIrrational::from_surd(3, 5, 4)), 500},
      {SubtractionSet::odd_numbers(), 400}};
  for (const auto& [set, upto] : cases) {
    INFO(set.name());
    std::vector<Game> plain = values_by_definition(set, upto);
    ValueSweep sweep(set);
    sweep.extend_to(upto / 3);  // extending in two steps changes nothing
    sweep.extend_to(upto);
    REQUIRE(sweep.size() == upto + 1);
    for (std::int64_t h = 0; h <= upto; ++h) REQUIRE(sweep.value(h) == plain[h]);
    CHECK(sweep.stats().chains >= 1);
  }
}

TEST_CASE("GoldenNugget heaps agree with a textbook implementation of games", "[cs]") {
  // Definition 1.1 with explicit game trees: Left removes a member of A, Right of B.
  SubtractionSet set = SubtractionSet::golden_nugget();
  const std::int64_t upto = 13;
  std::vector<test::Ref> trees;
  for (std::int64_t h = 0; h <= upto; ++h) {
    std::vector<test::Ref> left, right;
    for (std::int64_t s = 1; s <= h; ++s) (set.contains(s) ? left : right).push_back(trees[h - s]);
    trees.push_back(test::ref_canonical(test::ref_game(left, right)));
  }
  ValueSweep sweep(set);
  sweep.extend_to(upto);
  for (std::int64_t h = 0; h <= upto; ++h) {
    INFO("h = " << h);
    CHECK(test::to_table(trees[h]) == sweep.value(h));
  }
}

TEST_CASE("an interrupted sweep extends again to the same values", "[cs]") {
  // The tool keeps one sweep per set between calls, so a Ctrl-C in the middle must leave it
  // whole. Interrupts land in canonicalise() and in the comparisons placing a value in a chain.
  const std::int64_t upto = 3000;
  int interrupted = 0;
  for (int delay_us : {0, 100, 400, 1500, 4000, 10000, 25000}) {
    INFO("interrupt after " << delay_us << " us");
    game_table().reset();
    clear_interrupt();
    ValueSweep sweep(SubtractionSet::golden_nugget());
    std::thread stopper([=] {
      std::this_thread::sleep_for(std::chrono::microseconds(delay_us));
      request_interrupt();
    });
    try {
      sweep.extend_to(upto);
    } catch (const InterruptedError&) {
      ++interrupted;
    }
    stopper.join();
    clear_interrupt();
    sweep.extend_to(upto);
    ValueSweep fresh(SubtractionSet::golden_nugget());
    fresh.extend_to(upto);
    REQUIRE(sweep.size() == fresh.size());
    for (std::int64_t h = 0; h <= upto; ++h) REQUIRE(sweep.value(h) == fresh.value(h));
  }
  CHECK(interrupted > 0);
}

namespace {

// What a sweep of `set` to `upto` saves (tests/support/sweep_saves.hpp).
std::string saved_after(
    const SubtractionSet& set, std::int64_t upto, std::int64_t at,
    const std::function<bool(std::int64_t)>& save_before = [](std::int64_t) { return false; }) {
  Progress quiet;
  return cgt::test::saved_after(
      [&](const SweepHooks& hooks) { ValueSweep(set).extend_to(upto, quiet, hooks); }, at,
      save_before);
}

}  // namespace

TEST_CASE(
    "a value sweep continued from its saved state gives the canonical forms of the "
    "definition",
    "[cs][checkpoint]") {
  const std::pair<SubtractionSet, std::int64_t> cases[] = {
      {SubtractionSet::golden_nugget(), 600},
      {SubtractionSet::beatty(QuadraticIrrational::from_surd(0, 2, 1)), 300}};
  for (const auto& [set, n] : cases) {
    for (std::int64_t k : {std::int64_t{0}, std::int64_t{1}, std::int64_t{17}, n / 2, n}) {
      // Saved at once, or in parts (after every heap, or every 7th).
      for (std::int64_t every : {0, 1, 7}) {
        INFO(set.name() << ", saved after heap " << k << ", every " << every << " heaps");
        std::istringstream in(
            saved_after(set, n, k, [&](std::int64_t h) { return every && h % every == 0; }));
        // A fresh table: the resumed sweep builds the saved forms from the text alone.
        game_table().reset();
        SweepHooks resume;
        resume.resume = &in;
        Progress quiet;
        ValueSweep sweep(set);
        sweep.extend_to(n, quiet, resume);
        std::vector<Game> plain = values_by_definition(set, n);
        REQUIRE(sweep.size() == n + 1);
        for (std::int64_t h = 0; h <= n; ++h)
          REQUIRE(sweep.value(h) == plain[static_cast<std::size_t>(h)]);
      }
    }
  }
}

TEST_CASE("a value sweep refuses the saved state of another set or a longer sweep",
          "[cs][checkpoint]") {
  cgt::test::check_golden_nugget_saves_refused_elsewhere(
      saved_after(SubtractionSet::golden_nugget(), 100, 100),
      [](const SubtractionSet& set, std::int64_t upto, const SweepHooks& hooks) {
        Progress quiet;
        ValueSweep(set).extend_to(upto, quiet, hooks);
      });
}

TEST_CASE("the value sweep refuses heaps it has not computed", "[cs]") {
  ValueSweep sweep(SubtractionSet::golden_nugget());
  sweep.extend_to(10);
  CHECK_THROWS_AS(sweep.value(11), DomainError);
  CHECK_THROWS_AS(sweep.value(-1), DomainError);
  CHECK_THROWS_AS(sweep.extend_to(-1), DomainError);
  CHECK_THROWS_AS(values_by_definition(SubtractionSet::golden_nugget(), -1), DomainError);
}

TEST_CASE("subtraction sets", "[cs]") {
  SubtractionSet gn = SubtractionSet::golden_nugget(), odd = SubtractionSet::odd_numbers();
  CHECK(gn.name() == "A = floor(n phi)");
  CHECK(odd.name() == "odd numbers");
  CHECK(SubtractionSet::beatty(QuadraticIrrational::from_surd(0, 2, 1)).name() ==
        "floor(n sqrt(2))");
  std::vector<std::uint8_t> table = gn.membership(100);
  const std::int64_t a_terms[] = {1, 3, 4, 6, 8, 9, 11, 12, 14, 16, 17, 19, 21, 22};  // Table 1
  for (std::int64_t x : a_terms) CHECK(table[x] == 1);
  CHECK(table[2] == 0);
  CHECK_FALSE(gn.contains(0));
  CHECK(odd.contains(7));
  CHECK_FALSE(odd.contains(8));
  CHECK_FALSE(odd.beatty_sequence().has_value());
}
