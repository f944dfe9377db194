// The tool's functions for paper games (placeholder until the ruleset lands).
#include "tools/lang/builtins/rulesets/rulesets.hpp"

namespace cgt::lang {

void register_paper_games_functions(FunctionRegistry&) {}

}  // namespace cgt::lang
