// The tool's function for Grundy's game: grundygame(n).
#include "games/grundy_game/grundy_game.hpp"

#include "games/ruleset/typed_position.hpp"
#include "lang/builtins/rulesets/rulesets.hpp"

namespace cgt::lang {

void register_grundy_game_functions(FunctionRegistry& r) {
  r.add(Function{"grundygame", "grundygame(n)",
                 "a heap of n in Grundy's game (split one heap into two of different sizes); "
                 "heaps up to 10^5",
                 "grundy(grundygame(1000))", "rulesets", 1, 1, [](const Args& a) -> Value {
                   auto n = static_cast<std::uint32_t>(a.integer(0, "n", 0, 100'000));
                   return Value(
                       games::make_position(games::grundy_game(), games::TakeBreakGame::heap(n)));
                 }});
}

}  // namespace cgt::lang
