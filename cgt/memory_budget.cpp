#include "cgt/memory_budget.hpp"

#include <algorithm>
#include <bit>
#include <map>
#include <mutex>
#include <set>

#include <fmt/format.h>

#include "cgt/error.hpp"
#include "cgt/game_table.hpp"
#include "cgt/machine_memory.hpp"

namespace cgt {
namespace {

// The registered tables. A mutex, because the last owner of a table may drop it on another
// thread than the one computing (a Python thread releasing a ruleset written in Python).
struct Registry {
  std::recursive_mutex mutex;  // a sweep's drop() may register nothing, but may re-enter
  std::set<BudgetedTable*> tables;
};

// Never destroyed: tables held by other statics (the rulesets' contexts) withdraw from it when
// the process ends, in whatever order the statics go.
Registry& registry() {
  static Registry* r = new Registry;
  return *r;
}

std::size_t registered_bytes() {
  std::size_t total = 0;
  for (const BudgetedTable* t : registry().tables) total += t->bytes();
  return total;
}

// Bytes per score of the entries that may be dropped (score below kPinned).
std::array<std::size_t, 256> droppable_bytes() {
  std::array<std::size_t, 256> by_score{};
  for (const BudgetedTable* t : registry().tables)
    t->for_each_age([&](EntryAge age, std::size_t bytes) { by_score[age.score()] += bytes; });
  by_score[EntryAge::kPinned] = 0;
  return by_score;
}

void drop_everywhere(const std::function<bool(EntryAge)>& doomed) {
  // A copy: dropping never registers or withdraws tables, but stays safe if it did.
  std::vector<BudgetedTable*> tables(registry().tables.begin(), registry().tables.end());
  for (BudgetedTable* t : tables) t->drop(doomed);
}

std::string limit_message(std::size_t extra) {
  std::string held;
  for (const TableUsage& u : table_usage()) {
    if (u.bytes < (std::size_t{1} << 20) || held.size() > 300) continue;
    held += fmt::format("{}{}: {} entries in {}", held.empty() ? "" : "; ", u.name, u.entries,
                        bytes_text(u.bytes));
  }
  return fmt::format(
      "this computation's own table entries do not fit the memory limit of {} (it needs {} "
      "more; the game table holds {}{}{}); raise the limit with ':limit memory BYTES' or "
      "--limit memory=BYTES",
      bytes_text(memory_limits().max_bytes), bytes_text(extra),
      bytes_text(game_table().bytes()), held.empty() ? "" : "; ", held);
}

}  // namespace

std::size_t default_memory_limit() {
  constexpr std::size_t kFewest = std::size_t{256} << 20;
  std::size_t memory = machine_memory();
  if (memory == 0) return std::size_t{4} << 30;
  return std::max(memory / 2, kFewest);
}

MemoryLimits& memory_limits() {
  static MemoryLimits limits;
  return limits;
}

EntryAge EntryAge::made_now(std::uint64_t work) {
  EntryAge a;
  std::uint32_t cost = static_cast<std::uint32_t>(std::bit_width(work));  // 0 for no work
  cost = std::min(cost > 0 ? cost - 1 : 0, (1u << budget_detail::kCostBits) - 1);
  a.bits_ = (budget_detail::epoch << budget_detail::kCostBits) | cost;
  return a;
}

std::uint8_t EntryAge::score() const {
  std::uint32_t age = (budget_detail::epoch - epoch()) & budget_detail::kEpochMask;
  if (age == 0) return cost() == 0 ? kPinned - 1 : kPinned;
  // Recent (a short age) and expensive score high: two points a doubling of the cost, one a
  // halving of the age.
  auto recency = static_cast<std::uint32_t>(budget_detail::kEpochBits + 1 - std::bit_width(age));
  return static_cast<std::uint8_t>(std::min<std::uint32_t>(2 * cost() + recency, kPinned - 2));
}

BudgetedTable::BudgetedTable(std::string name) : name_(std::move(name)) {
  std::lock_guard lock(registry().mutex);
  registry().tables.insert(this);
  registered_ = true;
}

BudgetedTable::~BudgetedTable() { withdraw(); }

void BudgetedTable::withdraw() {
  GameRoots::withdraw();
  if (!registered_) return;
  std::lock_guard lock(registry().mutex);
  registry().tables.erase(this);
  registered_ = false;
}

bool BudgetedTable::may_grow(std::size_t extra) {
  std::lock_guard lock(registry().mutex);
  const std::size_t limit = memory_limits().max_bytes;
  for (int pass = 0;; ++pass) {
    std::size_t used = game_table().bytes() + registered_bytes();
    if (used + extra <= limit) return true;
    if (pass >= 2) {
      // Last, the game table's operation caches give way (lossy too, but shared by all).
      if (game_table().shrink_caches() > 0) continue;
      throw LimitError(limit_message(extra));
    }
    std::array<std::size_t, 256> by_score = droppable_bytes();
    // First pass: the least useful entries, enough to leave an eighth of the budget free
    // (so that sweeps are rare: each costs a pass over the tables). Second: all but pinned.
    std::size_t goal = used + extra - limit + limit / 8, freed = 0;
    unsigned threshold = 0;
    while (threshold < EntryAge::kPinned && (pass == 1 || freed < goal))
      freed += by_score[threshold++];
    if (freed == 0) {
      pass = 1;  // nothing to drop: the next check decides
      continue;
    }
    drop_everywhere([threshold](EntryAge age) { return age.score() < threshold; });
    if (!needs_growth()) return false;
  }
}

std::size_t tables_bytes() {
  std::lock_guard lock(registry().mutex);
  return game_table().bytes() + registered_bytes();
}

void reserve_working_memory(std::size_t bytes, const std::string& what) {
  std::lock_guard lock(registry().mutex);
  const std::size_t limit = memory_limits().max_bytes;
  if (tables_bytes() + bytes <= limit) return;
  drop_everywhere([](EntryAge age) { return age.score() < EntryAge::kPinned; });
  if (tables_bytes() + bytes <= limit) return;
  throw LimitError(fmt::format(
      "{} needs {} of memory, which with the tables ({}) does not fit the memory limit of {}; "
      "raise the limit with ':limit memory BYTES' or --limit memory=BYTES",
      what, bytes_text(bytes), bytes_text(tables_bytes()), bytes_text(limit)));
}

std::vector<TableUsage> table_usage() {
  std::lock_guard lock(registry().mutex);
  std::map<std::string, TableUsage> by_name;
  for (const BudgetedTable* t : registry().tables) {
    TableUsage& u = by_name[t->name()];
    u.name = t->name();
    ++u.tables;
    u.entries += t->entries();
    u.bytes += t->bytes();
    const TableCounters counters = t->counters();
    u.counters.lookups += counters.lookups;
    u.counters.hits += counters.hits;
    u.counters.evictions += counters.evictions;
  }
  std::vector<TableUsage> out;
  for (auto& [name, u] : by_name) out.push_back(std::move(u));
  std::stable_sort(out.begin(), out.end(),
                   [](const TableUsage& a, const TableUsage& b) { return a.bytes > b.bytes; });
  return out;
}

void drop_entries_since(std::uint32_t since) {
  std::lock_guard lock(registry().mutex);
  const std::uint32_t span = (budget_detail::epoch - since) & budget_detail::kEpochMask;
  drop_everywhere([since, span](EntryAge age) {
    std::uint32_t after = (age.epoch() - since) & budget_detail::kEpochMask;
    return after != 0 && after <= span;
  });
}

void drop_less_useful_half() {
  std::lock_guard lock(registry().mutex);
  std::array<std::size_t, 256> by_score = droppable_bytes();
  std::size_t total = 0, below = 0;
  for (std::size_t b : by_score) total += b;
  unsigned threshold = 0;
  while (threshold < EntryAge::kPinned && 2 * below < total) below += by_score[threshold++];
  drop_everywhere([threshold](EntryAge age) { return age.score() < threshold; });
}

void drop_all_entries() {
  std::lock_guard lock(registry().mutex);
  drop_everywhere([](EntryAge) { return true; });
}

std::string bytes_text(std::size_t bytes) {
  if (bytes >= (std::size_t{1} << 30)) return fmt::format("{:.1f} GiB", bytes / 1073741824.0);
  if (bytes >= (std::size_t{1} << 20)) return fmt::format("{:.1f} MiB", bytes / 1048576.0);
  if (bytes >= (std::size_t{1} << 10)) return fmt::format("{:.1f} KiB", bytes / 1024.0);
  return fmt::format("{} bytes", bytes);
}

}  // namespace cgt
