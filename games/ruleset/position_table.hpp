// The evaluator's transposition table: positions to values in one flat array (open addressing,
// linear probing, a power-of-two capacity at most 3/4 full). A lookup touches one cache line
// where std::unordered_map touches two or three (its bucket array, then a node), and lookups
// are where the evaluator spends most of its time (40% of a Domineering canonical form with
// std::unordered_map). Entries are never removed one by one, only all at once.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <new>
#include <utility>

namespace cgt::games {

template <class Key, class Value, class Hash>
class PositionTable {
 public:
  // The value stored for key, or null. The pointer is valid until the next insert.
  const Value* find(const Key& key) const { return find(key, Hash{}(key)); }
  // The same, given key's hash h.
  const Value* find(const Key& key, std::uint64_t h) const {
    if (capacity_ == 0) return nullptr;
    const std::uint32_t tag = tag_of(h);
    for (std::size_t i = h & mask();; i = (i + 1) & mask()) {
      const Slot& s = slots_[i];
      if (s.tag == 0) return nullptr;
      if (s.tag == tag && s.entry.key == key) return &s.entry.value;
    }
  }

  // Starts loading the slot where a lookup of a key of hash h begins into the cache.
  void prefetch(std::uint64_t h) const {
    if (capacity_ != 0) __builtin_prefetch(&slots_[h & mask()]);
  }

  // Stores key -> value; key must not be in the table yet.
  void insert(Key key, Value value) {
    if (4 * (size_ + 1) > 3 * capacity_) grow();
    const std::uint64_t h = Hash{}(key);  // before the key is moved
    place(h, Entry{std::move(key), std::move(value)});
    ++size_;
  }

  std::size_t size() const { return size_; }
  void clear() {
    slots_.reset();
    capacity_ = size_ = 0;
  }

 private:
  struct Entry {
    Key key;
    Value value;
  };
  // Positions need not be default-constructible: a slot's entry exists only while tag != 0.
  struct Slot {
    std::uint32_t tag = 0;  // 0: empty; else the high half of the key's hash, made odd
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

  // Nonzero, and independent of the low bits that choose the slot.
  static std::uint32_t tag_of(std::uint64_t h) { return static_cast<std::uint32_t>(h >> 32) | 1u; }
  std::size_t mask() const { return capacity_ - 1; }

  void place(std::uint64_t h, Entry&& e) {
    std::size_t i = h & mask();
    while (slots_[i].tag != 0) i = (i + 1) & mask();
    new (&slots_[i].entry) Entry(std::move(e));
    slots_[i].tag = tag_of(h);
  }

  void grow() {
    // Allocates first: when that fails (std::bad_alloc), the table is as it was.
    const std::size_t larger_capacity = capacity_ == 0 ? 16 : 2 * capacity_;
    auto larger = std::make_unique<Slot[]>(larger_capacity);
    std::unique_ptr<Slot[]> old = std::exchange(slots_, std::move(larger));
    const std::size_t old_capacity = std::exchange(capacity_, larger_capacity);
    for (std::size_t i = 0; i < old_capacity; ++i)
      if (old[i].tag != 0) {
        const std::uint64_t h = Hash{}(old[i].entry.key);
        place(h, std::move(old[i].entry));
      }
  }

  std::unique_ptr<Slot[]> slots_;
  std::size_t capacity_ = 0, size_ = 0;
};

}  // namespace cgt::games
