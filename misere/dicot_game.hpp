// Partizan games in misère play modulo the dicot universe D (Dorbec, Renault, Siegel and Sopena,
// "Dicots, and a taxonomy of ranks for misère games", JCTA 2015): a dicot is a game in which,
// at every follower, either both players have a move or neither has. G >= H (mod D) when
// o⁻(G + X) >= o⁻(H + X) for every dicot X (outcomes ordered L > N, P > R).
//
// The table is the universe table of misere/universe_game.hpp for D. The only end of D is 0, so
// the proviso asks who wins G or H alone, moving first, and an option reversible through 0 that
// cannot be removed becomes * = {0 | 0} (Dorbec et al.; Larsson, Milley, Nowakowski, Renault and
// Santos, "Progress on misère dead ends", for reversibility through ends).
#pragma once

#include "misere/universe_game.hpp"

namespace cgt::misere {

using DicotGame = UniverseGame<Universe::kDicot>;
using DicotTable = UniverseTable<Universe::kDicot>;

// The one table of the process.
inline DicotTable& dicot_table() { return universe_table<Universe::kDicot>(); }

}  // namespace cgt::misere
