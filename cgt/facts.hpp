// Facts about one game, read from the game table's cached node data: stops, birthday, and
// the classification predicates.
#pragma once

#include <cstdint>
#include <optional>

#include "cgt/dyadic.hpp"
#include "cgt/game.hpp"
#include "cgt/game_table.hpp"

namespace cgt {

inline const Dyadic& left_stop(Game g) { return game_table().left_stop(g); }
inline const Dyadic& right_stop(Game g) { return game_table().right_stop(g); }
inline std::uint64_t birthday(Game g) { return game_table().birthday(g); }
inline bool is_number(Game g) { return game_table().is_number(g); }
// Infinitesimal: both stops are zero (numbers other than 0 are not; 0 is).
inline bool is_infinitesimal(Game g) {
  return left_stop(g).is_zero() && right_stop(g).is_zero();
}
// G is hot when its Left stop exceeds its Right stop.
inline bool is_hot(Game g) { return left_stop(g) > right_stop(g); }
inline bool is_nimber(Game g) {
  const GameTable& t = game_table();
  return t.is_up_star(g) && t.ups(g) == 0 && t.number_part(g).is_zero();
}
// The n of *n when g is a nimber.
inline std::optional<std::uint64_t> nimber_value(Game g) {
  if (!is_nimber(g)) return std::nullopt;
  return game_table().nim(g);
}

}  // namespace cgt
