// The tool's functions for nogo (placeholder until the ruleset lands).
#include "tools/lang/builtins/rulesets/rulesets.hpp"

namespace cgt::lang {

void register_nogo_functions(FunctionRegistry&) {}

}  // namespace cgt::lang
