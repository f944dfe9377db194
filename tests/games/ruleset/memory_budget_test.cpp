// The transposition tables as caches within the memory budget (cgt/memory_budget.hpp): earlier
// computations' entries make room for later ones, a computation whose own entries do not fit
// stops with a LimitError saying so, and the values and outcomes found under pressure equal
// those found with room (a second algorithm: the same rules split into components).
#include <algorithm>
#include <catch2/catch.hpp>
#include <mutex>
#include <thread>
#include <vector>

#include "cgt/compare.hpp"
#include "cgt/error.hpp"
#include "cgt/memory_budget.hpp"
#include "cgt/sum.hpp"
#include "games/ruleset/evaluator.hpp"
#include "games/ruleset/outcome_search.hpp"
#include "games/ruleset/position_table.hpp"
#include "tests/games/ruleset/toy_heaps.hpp"

using namespace cgt;
using namespace cgt::games;
using cgt::test::ToyHeaps;

namespace {

// Sets the memory budget to what the tables hold now plus `room` bytes, for one scope.
class TightBudget {
 public:
  explicit TightBudget(std::size_t room) : saved_(memory_limits().max_bytes) {
    memory_limits().max_bytes = tables_bytes() + room;
  }
  ~TightBudget() { memory_limits().max_bytes = saved_; }

 private:
  std::size_t saved_;
};

// The bytes the tables gain while `work` runs.
template <class Work>
std::size_t growth(Work&& work) {
  std::size_t before = tables_bytes();
  work();
  return tables_bytes() - before;
}

TableCounters counters_of(const std::string& name) {
  for (const TableUsage& u : table_usage())
    if (u.name == name) return u.counters;
  return {};
}

}  // namespace

TEST_CASE("earlier computations' entries make room: a long series under a small budget runs "
          "whole, with the values found with room",
          "[ruleset][memory]") {
  // Whole positions {a, 40 - a}: each computation's entries are a rectangle of subpositions,
  // all of them together a triangle about twice as large.
  std::vector<std::vector<int>> positions;
  for (int a = 0; a <= 40; a += 2) positions.push_back({a, 40 - a});
  std::vector<Game> expected;  // from components (each heap apart), computed with room
  {
    Evaluator<ToyHeaps> split;
    for (const auto& p : positions) expected.push_back(split.value(p));
  }
  std::size_t largest = 0, all = 0;
  {
    Evaluator<ToyHeaps> probe(ToyHeaps{false});
    for (const auto& p : positions) {
      largest = std::max(largest, growth([&] { probe.value(p); }));
      probe.clear();
    }
    for (const auto& p : positions) all += growth([&] { probe.value(p); });
  }
  REQUIRE(all > largest + largest / 2);
  Evaluator<ToyHeaps> whole(ToyHeaps{false});
  {
    TightBudget budget((largest + all) / 2);  // holds any one computation, not all of them
    for (std::size_t i = 0; i < positions.size(); ++i)
      CHECK(whole.value(positions[i]) == expected[i]);
  }
  CHECK(counters_of("toy heaps (whole) values").evictions > 0);
}

TEST_CASE("a computation whose own entries do not fit stops with a LimitError that says so, "
          "and dropping its entries frees them",
          "[ruleset][memory]") {
  Evaluator<ToyHeaps> whole(ToyHeaps{false});
  const std::uint32_t before = current_epoch();
  {
    TightBudget budget(16 << 10);
    CHECK_THROWS_WITH(whole.value({30, 29, 28}),
                      Catch::Contains("this computation's own table entries do not fit the "
                                      "memory limit") &&
                          Catch::Contains("--limit memory"));
  }
  CHECK(whole.size() > 0);
  drop_entries_since(before);  // what the tool does after a statement ran out of memory
  CHECK(whole.size() == 0);
  CHECK(whole.value({3, 2, 1}) == Evaluator<ToyHeaps>().value({3, 2, 1}));  // usable again
}

TEST_CASE("outcome searches under a small budget find the outcomes of the sums of the values",
          "[ruleset][memory]") {
  std::vector<std::vector<std::vector<int>>> sums;
  std::vector<Outcome> expected;  // the outcomes of the sums of the values
  {
    Evaluator<ToyHeaps> split;
    for (int a = 0; a <= 12; a += 2) {
      sums.push_back({{a, 12 - a}, {12 - a, 3}});
      expected.push_back(outcome(sum(split.value({a, 12 - a}), split.value({12 - a, 3}))));
    }
  }
  std::size_t largest = 0, all = 0;
  {
    Evaluator<ToyHeaps> evaluator(ToyHeaps{false});
    OutcomeSearch<ToyHeaps> probe(evaluator, 0);
    for (const auto& s : sums) {
      largest = std::max(largest, growth([&] { probe.outcome(s); }));
      probe.clear();
    }
    for (const auto& s : sums) all += growth([&] { probe.outcome(s); });
  }
  REQUIRE(all > largest + largest / 2);
  Evaluator<ToyHeaps> evaluator(ToyHeaps{false});
  OutcomeSearch<ToyHeaps> search(evaluator, 0);  // folds nothing: every state searched
  {
    TightBudget budget((largest + all) / 2);
    for (std::size_t i = 0; i < sums.size(); ++i) CHECK(search.outcome(sums[i]) == expected[i]);
  }
  CHECK(counters_of("toy heaps (whole) outcome search").evictions > 0);
}

TEST_CASE("entries are scored by computation, cost and age", "[ruleset][memory]") {
  EntryAge cheap, dear;
  {
    ComputationScope first;
    cheap = EntryAge::made_now(1);
    dear = EntryAge::made_now(1000);
    CHECK(cheap.score() == EntryAge::kPinned - 1);  // the running computation's, made in a visit
    CHECK(dear.score() == EntryAge::kPinned);       // its working set
    ComputationScope nested;                        // still the same computation
    CHECK(dear.score() == EntryAge::kPinned);
  }
  std::uint8_t recent = 0;
  {
    ComputationScope second;
    CHECK(dear.score() < EntryAge::kPinned - 1);
    CHECK(cheap.score() < dear.score());  // the cheap go first
    recent = dear.score();
  }
  for (int i = 0; i < 100; ++i) ComputationScope later;
  ComputationScope last;
  CHECK(dear.score() < recent);  // the old go first
  dear.touch();                  // used again: part of the running computation
  CHECK(dear.score() == EntryAge::kPinned);
}

TEST_CASE("a table shared by threads: grown without its lock held, counted without it, under a "
          "budget that drops its entries meanwhile",
          "[ruleset][memory][threads]") {
  // The protocol of the outcome search's shards (outcome_search.hpp, insert()): insert under
  // the table's lock unless that would grow it; then, one thread at a time (here `grower`, the
  // search's algebra lock), grow_for_insert() without the table's lock, and insert under it.
  // Under ThreadSanitizer this is the order the budget's sweeps take (its mutex, then the
  // table's lock) and never the other; the expected entries are the keys' own parity.
  struct Mix {
    std::uint64_t operator()(std::uint64_t k) const { return (k + 1) * 0x9E3779B97F4A7C15ull; }
  };
  using Shared = PositionTable<std::uint64_t, bool, Mix, std::recursive_mutex>;
  constexpr unsigned kThreads = 4;
  constexpr std::uint64_t kKeys = 20000;
  for (bool tight : {false, true}) {
    Shared table("shared test table");
    std::mutex grower;
    ComputationScope scope;
    const std::size_t saved = memory_limits().max_bytes;
    if (tight) memory_limits().max_bytes = tables_bytes() + (256 << 10);
    auto insert = [&](std::uint64_t key) {
      std::unique_lock lock(table.lock());
      if (table.find(key)) return;
      if (!table.insert_may_grow()) {
        table.insert(key, key % 2 == 1, 0);
        return;
      }
      lock.unlock();
      std::lock_guard grow(grower);
      for (;;) {
        table.grow_for_insert();
        lock.lock();
        if (table.find(key)) return;
        if (!table.insert_may_grow()) {
          table.insert(key, key % 2 == 1, 0);
          return;
        }
        lock.unlock();
      }
    };
    std::vector<std::thread> threads;
    std::vector<std::size_t> seen(kThreads);  // what bytes() said, read without the lock
    for (unsigned t = 0; t < kThreads; ++t)
      threads.emplace_back([&, t] {
        for (std::uint64_t i = 0; i < kKeys; ++i) {
          insert(t * kKeys + i);
          seen[t] = std::max(seen[t], table.bytes() + table.entries());
        }
      });
    for (std::thread& t : threads) t.join();
    memory_limits().max_bytes = saved;
    std::size_t found = 0;
    for (std::uint64_t key = 0; key < kThreads * kKeys; ++key)
      if (const bool* v = table.find(key)) {
        ++found;
        CHECK(*v == (key % 2 == 1));
      }
    CHECK(table.entries() == found);
    CHECK(table.size() == found);
    for (std::size_t s : seen) CHECK(s > 0);
    if (tight) {
      CHECK(found < kThreads * kKeys);  // the budget dropped some
      CHECK(table.counters().evictions > 0);
    } else {
      CHECK(found == kThreads * kKeys);
    }
    table.clear();
    CHECK(table.bytes() == 0);
    CHECK(table.entries() == 0);
  }
}
