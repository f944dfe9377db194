// The tool's functions for grundy game (placeholder until the ruleset lands).
#include "tools/lang/builtins/rulesets/rulesets.hpp"

namespace cgt::lang {

void register_grundy_game_functions(FunctionRegistry&) {}

}  // namespace cgt::lang
