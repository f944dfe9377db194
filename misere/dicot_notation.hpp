// Dicot games (misere/dicot_game.hpp) written out and read back: "{0, * | *}", with 0, * and the
// nim heaps *n by name and other games by their Left and Right options.
#pragma once

#include <string>
#include <string_view>

#include "misere/dicot_game.hpp"

namespace cgt::misere {

// "{0, * | *}": Left options, then Right options, each side in a fixed structural order.
std::string dicot_text(DicotGame g);

// The game written in `text` ({A, B | C}, 0, *, *n, spaces anywhere), in canonical form modulo
// D; ParseError (line 1, with the column) when it is not such notation or some follower is not
// a dicot.
DicotGame parse_dicot(std::string_view text);

}  // namespace cgt::misere
