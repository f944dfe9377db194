// AnswerCache: one thread's copies of answers it got from shared tables, so that it asks the
// shared tables (and takes their lock) only for what it has not met before. Direct-mapped: a
// key's slot keeps the last answer stored there, and a lookup compares the whole key (exact: a
// hash that matches is never taken for a match). The threaded outcome search keeps one per
// thread, for the algebra's answers, and clears it when the search's game handles may change.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace cgt::games {

template <class Key, class Value>
class AnswerCache {
 public:
  explicit AnswerCache(unsigned log2) : log2_(log2) {}

  // The answer stored for `key` (hashed to `hash`), or null.
  const Value* find(const Key& key, std::uint64_t hash) const {
    if (slots_.empty()) return nullptr;
    const std::optional<Entry>& e = slots_[slot(hash)];
    return e && e->key == key ? &e->value : nullptr;
  }
  void store(const Key& key, std::uint64_t hash, const Value& value) {
    if (slots_.empty()) slots_.resize(std::size_t{1} << log2_);  // on first use
    slots_[slot(hash)].emplace(Entry{key, value});
  }
  void clear() {
    for (std::optional<Entry>& e : slots_) e.reset();
  }

 private:
  struct Entry {
    Key key;
    Value value;
  };
  std::size_t slot(std::uint64_t hash) const {
    return static_cast<std::size_t>((hash * 0x9e3779b97f4a7c15ULL) >> (64 - log2_));
  }
  unsigned log2_;
  std::vector<std::optional<Entry>> slots_;
};

}  // namespace cgt::games
