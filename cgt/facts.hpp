// Facts about one game, read from the game table's cached node data: stops, birthday, and
// the classification predicates.
#pragma once

#include <cstddef>
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

// The number of distinct subpositions of g's canonical form (g included) that are not numbers
// or x + m.^ + *n, counting up to `cap`: the size of the form's graph of "real" positions, e.g.
// for saying how much of a form an abbreviated rendering leaves out. Reads only stored nodes.
std::size_t general_subpositions(Game g, std::size_t cap);

}  // namespace cgt
