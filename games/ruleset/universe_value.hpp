// The canonical form modulo a misère universe (misere/universe_game.hpp) of a position or sum
// of positions of any ruleset, when every follower is in the universe:
// - D, the dicots: at every follower both players can move or neither can (Clobber's positions
//   are: a player who can clobber leaves a stone the other can clobber back);
// - E, the dead-ending games: a player who cannot move at a follower cannot move at any follower
//   of it (placement games: Domineering, Cram's partizan cousins, Col, Snort).
// By memoised recursion over the positions' options, components apart; the rulesets' shortcuts
// of normal play are not used.
#pragma once

#include <vector>

#include "cgt/progress.hpp"
#include "games/ruleset/any_position.hpp"
#include "misere/dead_ending_game.hpp"
#include "misere/dicot_game.hpp"

namespace cgt::games {

// DomainError naming the first follower met that is not in U (and, in E, the move after which
// the player who could not move can). A cache within the memory budget like the evaluators;
// interruptible; reports to `progress`.
template <misere::Universe U>
misere::UniverseGame<U> universe_value(const std::vector<AnyPosition>& sum,
                                       Progress* progress = nullptr);

inline misere::DicotGame dicot_value(const std::vector<AnyPosition>& sum,
                                     Progress* progress = nullptr) {
  return universe_value<misere::Universe::kDicot>(sum, progress);
}
inline misere::DeadEndingGame dead_ending_value(const std::vector<AnyPosition>& sum,
                                                Progress* progress = nullptr) {
  return universe_value<misere::Universe::kDeadEnding>(sum, progress);
}

}  // namespace cgt::games
