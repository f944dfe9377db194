// The tool's functions for cutcake (placeholder until the ruleset lands).
#include "tools/lang/builtins/rulesets/rulesets.hpp"

namespace cgt::lang {

void register_cutcake_functions(FunctionRegistry&) {}

}  // namespace cgt::lang
