// Game: a handle to a canonical short game interned in the game table. Two handles are equal
// exactly when the games are equal as values, so equality and hashing are on the id alone.
// Handles are trivially copyable; the table owns all storage.
#pragma once

#include <cstdint>
#include <functional>

namespace cgt {

struct Game {
  std::uint32_t id = 0;
  friend bool operator==(Game a, Game b) { return a.id == b.id; }
};

inline constexpr std::uint32_t kNoId = 0xffffffffu;

// Orders handles by id: the order of option lists in the table, not the game order.
struct ById {
  bool operator()(Game a, Game b) const { return a.id < b.id; }
};

}  // namespace cgt

template <>
struct std::hash<cgt::Game> {
  std::size_t operator()(cgt::Game g) const { return g.id; }
};
