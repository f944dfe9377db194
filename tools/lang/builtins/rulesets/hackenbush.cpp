// The tool's functions for hackenbush (placeholder until the ruleset lands).
#include "tools/lang/builtins/rulesets/rulesets.hpp"

namespace cgt::lang {

void register_hackenbush_functions(FunctionRegistry&) {}

}  // namespace cgt::lang
