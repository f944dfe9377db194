// IdHashSet: an open-addressing set of 32-bit ids whose keys live elsewhere (in the game table).
// Lookups take the key's hash and an equality test on candidate ids, so keys are never stored
// twice. Load factor at most 1/2; linear probing.
#pragma once

#include <cstdint>
#include <vector>

#include "cgt/game.hpp"

namespace cgt {

class IdHashSet {
 public:
  IdHashSet() : slots_(std::size_t{1} << 10, kNoId) {}

  // The id stored under `hash` for which `equal(id)` holds, or kNoId.
  template <class Equal>
  std::uint32_t find(std::uint64_t hash, Equal&& equal) const {
    std::size_t mask = slots_.size() - 1;
    for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
      std::uint32_t id = slots_[i];
      if (id == kNoId) return kNoId;
      if (equal(id)) return id;
    }
  }

  // Adds an id known to be absent; `hash_of(id)` rehashes stored ids when the set grows.
  template <class HashOf>
  void insert(std::uint64_t hash, std::uint32_t id, HashOf&& hash_of) {
    if (2 * (count_ + 1) > slots_.size()) {
      std::vector<std::uint32_t> old(slots_.size() * 2, kNoId);
      old.swap(slots_);
      for (std::uint32_t stored : old)
        if (stored != kNoId) place(hash_of(stored), stored);
    }
    place(hash, id);
    ++count_;
  }

  std::size_t bytes() const { return slots_.size() * sizeof(std::uint32_t); }

 private:
  void place(std::uint64_t hash, std::uint32_t id) {
    std::size_t mask = slots_.size() - 1;
    std::size_t i = hash & mask;
    while (slots_[i] != kNoId) i = (i + 1) & mask;
    slots_[i] = id;
  }

  std::vector<std::uint32_t> slots_;
  std::size_t count_ = 0;
};

}  // namespace cgt
