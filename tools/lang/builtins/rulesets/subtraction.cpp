// The tool's functions for subtraction (placeholder until the ruleset lands).
#include "tools/lang/builtins/rulesets/rulesets.hpp"

namespace cgt::lang {

void register_subtraction_functions(FunctionRegistry&) {}

}  // namespace cgt::lang
