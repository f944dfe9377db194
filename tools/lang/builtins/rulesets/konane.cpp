// The tool's functions for konane (placeholder until the ruleset lands).
#include "tools/lang/builtins/rulesets/rulesets.hpp"

namespace cgt::lang {

void register_konane_functions(FunctionRegistry&) {}

}  // namespace cgt::lang
