// The tool's functions for domineering (placeholder until the ruleset lands).
#include "tools/lang/builtins/rulesets/rulesets.hpp"

namespace cgt::lang {

void register_domineering_functions(FunctionRegistry&) {}

}  // namespace cgt::lang
