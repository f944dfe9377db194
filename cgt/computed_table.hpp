// ComputedTable: a bounded, lossy cache of operation results keyed by a pair of ids, as in
// CUDD's computed table. A new entry overwrites whatever shared its slot, so memory is bounded;
// the table doubles while it is small relative to the number of games, up to a settable cap.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <vector>

#include "cgt/game.hpp"

namespace cgt {

struct CacheStats {
  std::uint64_t lookups = 0;
  std::uint64_t hits = 0;
  std::uint64_t entries = 0;  // capacity in slots
  double hit_rate() const { return lookups ? static_cast<double>(hits) / lookups : 0.0; }
};

template <class Value>
class ComputedTable {
 public:
  explicit ComputedTable(std::size_t initial_log2 = 12) { resize(initial_log2); }

  std::optional<Value> find(std::uint32_t a, std::uint32_t b) {
    ++stats_.lookups;
    const Entry& e = slots_[slot(a, b)];
    if (e.a == a && e.b == b) {
      ++stats_.hits;
      return e.value;
    }
    return std::nullopt;
  }

  void store(std::uint32_t a, std::uint32_t b, Value v) { slots_[slot(a, b)] = Entry{a, b, v}; }

  // Grows to about twice `population` slots, never beyond 2^max_log2; keeps what fits. A table
  // nobody has looked in yet stays small.
  void grow_for(std::size_t population, std::size_t max_log2) {
    if (std::size_t want = wanted_log2(population, max_log2); want > log2_) resize(want);
  }
  // The bytes grow_for() would add.
  std::size_t growth_bytes(std::size_t population, std::size_t max_log2) const {
    std::size_t want = wanted_log2(population, max_log2);
    return want > log2_ ? ((std::size_t{1} << want) - slots_.size()) * sizeof(Entry) : 0;
  }
  // Halves the table, down to 2^min_log2 slots, keeping what fits; returns the bytes freed.
  std::size_t shrink(std::size_t min_log2) {
    if (log2_ <= min_log2) return 0;
    std::size_t before = bytes();
    resize(log2_ - 1);
    return before - bytes();
  }

  // Forgets every entry, keeping the size; allocates nothing.
  void clear() { std::fill(slots_.begin(), slots_.end(), Entry{}); }
  const CacheStats& stats() const { return stats_; }
  std::size_t bytes() const { return slots_.size() * sizeof(Entry); }

 private:
  struct Entry {
    std::uint32_t a = kNoId;
    std::uint32_t b = kNoId;
    Value value{};
  };

  std::size_t wanted_log2(std::size_t population, std::size_t max_log2) const {
    if (stats_.lookups == 0) return log2_;
    std::size_t want = log2_;
    while (want < max_log2 && (std::size_t{1} << want) < 2 * population) ++want;
    return want;
  }

  std::size_t slot(std::uint32_t a, std::uint32_t b) const {
    std::uint64_t h = (std::uint64_t{a} << 32 | b) * 0x9e3779b97f4a7c15ULL;
    return static_cast<std::size_t>(h >> (64 - log2_));
  }

  void resize(std::size_t log2) {
    std::vector<Entry> old(std::size_t{1} << log2);  // allocate first: a failure changes nothing
    old.swap(slots_);
    log2_ = log2;
    for (const Entry& e : old)
      if (e.a != kNoId) slots_[slot(e.a, e.b)] = e;
    stats_.entries = slots_.size();
  }

  std::vector<Entry> slots_;
  std::size_t log2_ = 0;
  CacheStats stats_;
};

}  // namespace cgt
