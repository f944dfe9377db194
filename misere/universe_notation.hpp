// Games modulo a universe (misere/universe_game.hpp) written out and read back: "{0, * | *}",
// with 0, * and the nim heaps *n by name, in E also the integers (2 = {1 |}, -1 = {| 0}), and
// other games by their Left and Right options.
#pragma once

#include <string>
#include <string_view>

#include "misere/dead_ending_game.hpp"
#include "misere/dicot_game.hpp"

namespace cgt::misere {

// "{0, * | *}": Left options, then Right options, each side in a fixed structural order.
template <Universe U>
std::string universe_text(UniverseGame<U> g);

// The game written in `text` ({A, B | C}, 0, *, *n, in E also n and -n; spaces anywhere), in
// canonical form modulo U; ParseError (line 1, with the column) when it is not such notation or
// some follower, as written, is not in U.
template <Universe U>
UniverseGame<U> parse_universe(std::string_view text);

inline std::string dicot_text(DicotGame g) { return universe_text(g); }
inline DicotGame parse_dicot(std::string_view text) {
  return parse_universe<Universe::kDicot>(text);
}
inline std::string dead_ending_text(DeadEndingGame g) { return universe_text(g); }
inline DeadEndingGame parse_dead_ending(std::string_view text) {
  return parse_universe<Universe::kDeadEnding>(text);
}

}  // namespace cgt::misere
