// The canonical form modulo the dicot universe D (misere/dicot_game.hpp) of a position or sum of
// positions of any ruleset, when every follower is a dicot: either both players can move or
// neither can (Clobber's positions are: a player who can clobber leaves a stone the other can
// clobber back). By memoised recursion over the positions' options, components apart; the
// rulesets' shortcuts of normal play are not used.
#pragma once

#include <vector>

#include "cgt/progress.hpp"
#include "games/ruleset/any_position.hpp"
#include "misere/dicot_game.hpp"

namespace cgt::games {

// DomainError naming the first follower met where one player can move and the other cannot.
// A cache within the memory budget like the evaluators; interruptible; reports to `progress`.
misere::DicotGame dicot_value(const std::vector<AnyPosition>& sum, Progress* progress = nullptr);

}  // namespace cgt::games
