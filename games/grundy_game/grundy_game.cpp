#include "games/grundy_game/grundy_game.hpp"

namespace cgt::games {

TakeBreakGame grundy_game() {
  return TakeBreakGame(TakeBreakRules{{4}, /*unequal_splits=*/true}, "grundygame",
                       "grundygame({})");
}

}  // namespace cgt::games
