// The transposition tables' hash table: keys (positions) to values in one flat array (open
// addressing, linear probing, a power-of-two capacity at most 3/4 full). A lookup touches one
// cache line where std::unordered_map touches two or three (its bucket array, then a node),
// and lookups are where the evaluator spends most of its time (40% of a Domineering canonical
// form with std::unordered_map).
//
// A cache within the memory budget (cgt/memory_budget.hpp): every entry carries its EntryAge
// (in what would otherwise be padding beside the tag, for keys aligned to 8 bytes), a lookup
// that finds it marks it used by the running computation, and when growing would pass the
// budget, the least useful entries of all tables are dropped first. Removal shifts the
// entries after it back (Knuth's algorithm R), so lookups never meet tombstones.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <new>
#include <string>
#include <utility>

#include "cgt/game.hpp"
#include "cgt/game_table.hpp"
#include "cgt/memory_budget.hpp"

namespace cgt::games {

// The memory a key owns outside itself: a vector's elements (positions that are vectors of
// heaps, pieces or edges), or what the key's heap_bytes() says.
template <class T>
std::size_t heap_bytes(const T& x) {
  if constexpr (requires { x.heap_bytes(); }) {
    return x.heap_bytes();
  } else if constexpr (requires {
                         x.capacity();
                         typename T::value_type;
                       }) {
    constexpr std::size_t kAllocationOverhead = 16;
    return x.capacity() == 0 ? 0
                             : x.capacity() * sizeof(typename T::value_type) + kAllocationOverhead;
  } else {
    return 0;
  }
}

// Marks the game handles a key or a value holds, for a collection of the game table: a game,
// or what a key's mark_games() marks (the game values among positions, a search state's games).
inline void mark_held_games(Game g, GameMarker& marker) { marker.mark(g); }
template <class T>
void mark_held_games(const T& x, GameMarker& marker) {
  if constexpr (requires { x.mark_games(marker); }) x.mark_games(marker);
}

// A lock that locks nothing: the default, for a table only one thread uses.
struct NoLock {
  void lock() {}
  void unlock() {}
};

// `Lock`: for a table shared by threads, a mutex its users hold around find() and insert()
// when insert() cannot grow the table (insert_may_grow() false); to grow it they call
// grow_for_insert() without holding it, one thread at a time. The memory budget's calls
// (drop(), for_each_age(), ...), which may come from any thread, take it too; bytes() and
// entries() read atomic counts without it. So the order is the budget's mutex, then a table's
// lock (cgt/memory_budget.hpp), and no thread asks the budget while it holds a table's lock.
template <class Key, class Value, class Hash, class Lock = NoLock>
class PositionTable final : public BudgetedTable {
 public:
  // `name` is how stats() and messages call the table: "domineering values".
  explicit PositionTable(std::string name) : BudgetedTable(std::move(name)) {}
  ~PositionTable() override { withdraw(); }

  // The value stored for key, or null; marks the entry used. Valid until the next insert.
  const Value* find(const Key& key) { return find(key, Hash{}(key)); }
  // The same, given the hash h of a key equal to `probe` (a key, or anything a key compares
  // equal to: a view of one that owns nothing).
  template <class Probe>
  const Value* find(const Probe& probe, std::uint64_t h) {
    ++counters_.lookups;
    if (capacity_ == 0) return nullptr;
    const std::uint32_t tag = tag_of(h);
    for (std::size_t i = h & mask();; i = (i + 1) & mask()) {
      Slot& s = slots_[i];
      if (s.tag == 0) return nullptr;
      if (s.tag == tag && s.entry.key == probe) {
        ++counters_.hits;
        s.age.touch();
        return &s.entry.value;
      }
    }
  }

  // Starts loading the slot where a lookup of a key of hash h begins into the cache.
  void prefetch(std::uint64_t h) const {
    if (capacity_ != 0) __builtin_prefetch(&slots_[h & mask()]);
  }

  // Stores key -> value, made with `work` positions visited (its cost); key must not be in the
  // table yet. May drop entries of any table first (the memory budget), or throw LimitError.
  void insert(Key key, Value value, std::uint64_t work) {
    if (full() && (capacity_ == 0 || may_grow(capacity_ * sizeof(Slot))))
      resize(capacity_ == 0 ? 16 : 2 * capacity_);
    const std::uint64_t h = Hash{}(key);  // before the key is moved
    heap_bytes_ += heap_bytes(key);
    place(h, Entry{std::move(key), std::move(value)}, EntryAge::made_now(work));
    ++size_;
    publish_counts();
  }

  // For a table shared by threads: grows it (asking the memory budget) when the next insert()
  // would, called without its lock held and by one thread at a time, so that insert() under
  // the lock then never calls on the budget unless other threads filled it meanwhile
  // (insert_may_grow() says so). May drop entries of any table, or throw LimitError.
  void grow_for_insert() {
    std::size_t capacity = 0;
    {
      std::lock_guard guard(lock_);
      if (!full()) return;
      capacity = capacity_;
    }
    if (capacity != 0 && !may_grow(capacity * sizeof(Slot))) return;  // room made by dropping
    std::lock_guard guard(lock_);
    if (full() && capacity_ == capacity) resize(capacity == 0 ? 16 : 2 * capacity);
  }

  std::size_t size() const { return size_; }
  // Whether the next insert() may grow the table (and so call on the memory budget).
  bool insert_may_grow() const { return full(); }
  Lock& lock() const { return lock_; }
  void clear() {
    slots_.reset();
    capacity_ = size_ = heap_bytes_ = 0;
    publish_counts();
  }

  std::size_t bytes() const override { return bytes_.load(std::memory_order_relaxed); }
  std::size_t entries() const override { return entries_.load(std::memory_order_relaxed); }
  TableCounters counters() const override {
    std::lock_guard guard(lock_);
    return counters_;
  }
  void for_each_age(const std::function<void(EntryAge, std::size_t)>& f) const override {
    std::lock_guard guard(lock_);
    for (std::size_t i = 0; i < capacity_; ++i)
      if (slots_[i].tag != 0) f(slots_[i].age, sizeof(Slot) + heap_bytes(slots_[i].entry.key));
  }
  void mark_games(GameMarker& marker) const override {
    std::lock_guard guard(lock_);
    for (std::size_t i = 0; i < capacity_; ++i)
      if (slots_[i].tag != 0) {
        mark_held_games(slots_[i].entry.key, marker);
        mark_held_games(slots_[i].entry.value, marker);
      }
  }
  void drop(const std::function<bool(EntryAge)>& doomed) override {
    std::lock_guard guard(lock_);
    for (std::size_t i = 0; i < capacity_;) {
      if (slots_[i].tag != 0 && doomed(slots_[i].age)) {
        erase(i);  // an entry from further on may now sit at i: look at i again
        ++counters_.evictions;
      } else {
        ++i;
      }
    }
    std::size_t fitting = 16;
    while (fitting < capacity_ && 2 * size_ > fitting) fitting *= 2;
    if (fitting < capacity_) resize(fitting);
    publish_counts();
  }

 protected:
  bool needs_growth() const override {
    std::lock_guard guard(lock_);
    return full();
  }

 private:
  struct Entry {
    Key key;
    Value value;
  };
  // Positions need not be default-constructible: a slot's entry exists only while tag != 0.
  struct Slot {
    std::uint32_t tag = 0;  // 0: empty; else the high half of the key's hash, made odd
    EntryAge age;
    union {
      Entry entry;
    };
    Slot() {}
    ~Slot() {
      if (tag != 0) entry.~Entry();
    }
    Slot(const Slot&) = delete;
    Slot& operator=(const Slot&) = delete;
  };

  bool full() const { return 4 * (size_ + 1) > 3 * capacity_; }
  // What bytes() and entries() read without the lock: stored after each change.
  void publish_counts() {
    bytes_.store(capacity_ * sizeof(Slot) + heap_bytes_, std::memory_order_relaxed);
    entries_.store(size_, std::memory_order_relaxed);
  }

  // Nonzero, and independent of the low bits that choose the slot.
  static std::uint32_t tag_of(std::uint64_t h) { return static_cast<std::uint32_t>(h >> 32) | 1u; }
  std::size_t mask() const { return capacity_ - 1; }

  void place(std::uint64_t h, Entry&& e, EntryAge age) {
    std::size_t i = h & mask();
    while (slots_[i].tag != 0) i = (i + 1) & mask();
    new (&slots_[i].entry) Entry(std::move(e));
    slots_[i].tag = tag_of(h);
    slots_[i].age = age;
  }

  void move_slot(std::size_t from, std::size_t to) {
    new (&slots_[to].entry) Entry(std::move(slots_[from].entry));
    slots_[to].tag = slots_[from].tag;
    slots_[to].age = slots_[from].age;
    slots_[from].entry.~Entry();
    slots_[from].tag = 0;
  }

  // Removes slot i's entry, moving back each later entry of its run whose probe passes i.
  void erase(std::size_t i) {
    heap_bytes_ -= heap_bytes(slots_[i].entry.key);
    slots_[i].entry.~Entry();
    slots_[i].tag = 0;
    --size_;
    for (std::size_t j = (i + 1) & mask(); slots_[j].tag != 0; j = (j + 1) & mask()) {
      std::size_t home = Hash{}(slots_[j].entry.key) & mask();
      // The entry at j stays when its home lies cyclically in (i, j].
      bool stays = i <= j ? (i < home && home <= j) : (i < home || home <= j);
      if (stays) continue;
      move_slot(j, i);
      i = j;
    }
  }

  void resize(std::size_t new_capacity) {
    // Allocates first: when that fails (std::bad_alloc), the table is as it was.
    auto fresh = std::make_unique<Slot[]>(new_capacity);
    std::unique_ptr<Slot[]> old = std::exchange(slots_, std::move(fresh));
    const std::size_t old_capacity = std::exchange(capacity_, new_capacity);
    for (std::size_t i = 0; i < old_capacity; ++i)
      if (old[i].tag != 0) {
        const std::uint64_t h = Hash{}(old[i].entry.key);
        place(h, std::move(old[i].entry), old[i].age);
      }
    publish_counts();
  }

  std::unique_ptr<Slot[]> slots_;
  std::size_t capacity_ = 0, size_ = 0, heap_bytes_ = 0;
  std::atomic<std::size_t> bytes_{0}, entries_{0};
  mutable Lock lock_;
};

}  // namespace cgt::games
