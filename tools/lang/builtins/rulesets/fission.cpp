// The tool's functions for fission (placeholder until the ruleset lands).
#include "tools/lang/builtins/rulesets/rulesets.hpp"

namespace cgt::lang {

void register_fission_functions(FunctionRegistry&) {}

}  // namespace cgt::lang
