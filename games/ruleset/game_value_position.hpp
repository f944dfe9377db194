// A game value as a part of a sum of positions: `clobber("XO.OX") + {1|-1} + *3` is a sum of a
// Clobber position and two such parts. Its options are the canonical form's, its value the game
// itself, and searches add every such part into the one game they fold in, so a value costs
// one node however large it is.
#pragma once

#include "cgt/game.hpp"
#include "games/ruleset/any_position.hpp"

namespace cgt::games {

// The game g as a position.
AnyPosition game_value_position(Game g);

// Refuses g in misère play: a canonical form of normal play says nothing there.
[[noreturn]] void refuse_in_misere_play(Game g);

}  // namespace cgt::games
