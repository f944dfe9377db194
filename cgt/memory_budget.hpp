// The memory budget: how many bytes the engine's tables may hold together (`:limit memory`,
// `--limit memory=BYTES`, `cgt.set_limits(memory=...)`). It covers the game table and every
// table that registers here (the rulesets' transposition tables: values, Grundy values,
// outcome searches). Those are caches: a table that would grow past the budget first makes
// room by dropping entries of any registered table, the least useful first, and only when the
// running computation's own entries fill the budget does it stop with a LimitError saying so.
//
// Usefulness. Every entry records (EntryAge) the epoch of the last top-level computation that
// made or used it, and its cost: log2 of the positions visited to make it (table_work()).
// A top-level computation is the outermost ComputationScope: one call of an evaluator's
// value() or grundy(), one outcome search, however deeply they call each other. Dropped first
// are the entries of earlier computations, old and cheap before recent and expensive (as chess
// engines replace by depth and age); then the running computation's entries made in a single
// visit (recomputing one costs one visit more than finding it). The running computation's
// other entries are its working set and are never dropped: a memoised recursion that lost them
// could redo exponentially much work. When they alone (with the game table, which shrinks only
// between statements) fill the budget, the computation fails with a LimitError naming them.
//
// Correctness never depends on an entry staying: every user of a table copies what it found
// (game handles, booleans) and recomputes what it does not find; game handles stay valid for
// the whole computation, since the game table is collected only between statements.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "cgt/game_roots.hpp"

namespace cgt {

// Half the memory this process may use (at least 256 MiB; cgt/machine_memory.hpp): the budget.
std::size_t default_memory_limit();

struct MemoryLimits {
  std::size_t max_bytes = default_memory_limit();
};

// The process's limits (global, like the game table).
MemoryLimits& memory_limits();

// ---- computations: epochs and work
namespace budget_detail {
inline constexpr unsigned kEpochBits = 26, kCostBits = 32 - kEpochBits;
inline constexpr std::uint32_t kEpochMask = (std::uint32_t{1} << kEpochBits) - 1;
inline std::uint32_t epoch = 1;        // of the running (or last) top-level computation
inline std::uint32_t depth = 0;        // nested ComputationScopes
inline std::uint64_t work = 0;         // positions visited by every table's user
}  // namespace budget_detail

// Marks a top-level computation: the outermost scope starts a new epoch. Cheap; every public
// entry point of an evaluator or a search opens one.
class ComputationScope {
 public:
  ComputationScope() {
    if (budget_detail::depth++ == 0)
      budget_detail::epoch = (budget_detail::epoch + 1) & budget_detail::kEpochMask;
  }
  ~ComputationScope() { --budget_detail::depth; }
  ComputationScope(const ComputationScope&) = delete;
  ComputationScope& operator=(const ComputationScope&) = delete;
};

inline std::uint32_t current_epoch() { return budget_detail::epoch; }
// Counts one visited position (callers add one per table miss they compute).
inline void count_table_work(std::uint64_t positions = 1) { budget_detail::work += positions; }
inline std::uint64_t table_work() { return budget_detail::work; }

// An entry's epoch and cost in 32 bits (the epoch wraps after 2^26 computations: an entry that
// old merely looks younger than it is).
class EntryAge {
 public:
  // An entry made now, after `work` positions visited since its computation began.
  static EntryAge made_now(std::uint64_t work);
  // The running computation used the entry.
  void touch() {
    if ((bits_ >> budget_detail::kCostBits) != budget_detail::epoch)
      bits_ = (budget_detail::epoch << budget_detail::kCostBits) | cost();
  }
  std::uint32_t epoch() const { return bits_ >> budget_detail::kCostBits; }
  std::uint32_t cost() const { return bits_ & ((1u << budget_detail::kCostBits) - 1); }
  // How much the entry is worth keeping, from 0 to kPinned: recent and expensive score high.
  std::uint8_t score() const;
  static constexpr std::uint8_t kPinned = 255;  // the running computation's working set

 private:
  std::uint32_t bits_ = 0;
};

// ---- the tables
struct TableCounters {
  std::uint64_t lookups = 0, hits = 0, evictions = 0;
};

// What stats() shows of the tables of one name.
struct TableUsage {
  std::string name;
  std::size_t tables = 0, entries = 0, bytes = 0;
  TableCounters counters;
};

// A table that counts against the budget, and holds game handles that a collection of the game
// table keeps (mark_games). It registers on construction; a derived class must call withdraw()
// first thing in its destructor, so that no sweep reaches it half destroyed.
//
// Lock order, for tables shared by threads (the outcome search's shards): the budget's own
// mutex (taken by may_grow() and the functions below) before any table's lock, never the other
// way: a table's bytes() and entries() take no lock (counts kept in atomics), its other calls
// from the budget (for_each_age, drop, counters, needs_growth, mark_games) take its lock, so a
// thread must not call on the budget while it holds a table's lock (PositionTable's
// grow_for_insert() grows a shared table without its lock held).
class BudgetedTable : public GameRoots {
 public:
  explicit BudgetedTable(std::string name);
  ~BudgetedTable() override;

  const std::string& name() const { return name_; }
  virtual TableCounters counters() const { return counters_; }

  // Both without a lock, from any thread (at worst a moment out of date).
  virtual std::size_t bytes() const = 0;
  virtual std::size_t entries() const = 0;
  // Calls f(age, bytes) for every entry (bytes: what dropping it frees, slot included).
  virtual void for_each_age(const std::function<void(EntryAge, std::size_t)>& f) const = 0;
  // Drops every entry whose age `doomed` says, then shrinks to fit what is left.
  virtual void drop(const std::function<bool(EntryAge)>& doomed) = 0;

 protected:
  // Called before the table grows by `extra` bytes. True: grow (the bytes fit, perhaps after
  // other tables dropped entries). False: do not grow, dropping entries (of this table too)
  // left room enough (needs_growth() is false). Throws LimitError when neither.
  bool may_grow(std::size_t extra);
  virtual bool needs_growth() const = 0;
  void withdraw();

  TableCounters counters_;

 private:
  std::string name_;
  bool registered_ = false;
};

// The bytes of the game table and of every registered table.
std::size_t tables_bytes();
// For a computation whose working set is no registered table (the graph of a loopy position):
// makes room for `bytes` by dropping the registered tables' entries that are not pinned, and
// throws LimitError naming `what` when they still do not fit the budget.
void reserve_working_memory(std::size_t bytes, const std::string& what);
// The registered tables, summed by name, largest first.
std::vector<TableUsage> table_usage();
// Drops the entries that the computations begun after epoch `since` made or used: what a
// statement that failed (out of memory, say) held, so that the next one starts with room.
void drop_entries_since(std::uint32_t since);
// Drops every entry of every registered table.
void drop_all_entries();
// Drops the less useful half of the entries (by bytes), pinned ones excepted.
void drop_less_useful_half();

// "12.0 GiB", "512 MiB", "300 bytes": for messages.
std::string bytes_text(std::size_t bytes);

}  // namespace cgt
