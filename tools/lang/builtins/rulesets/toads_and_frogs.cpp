// The tool's functions for toads and frogs (placeholder until the ruleset lands).
#include "tools/lang/builtins/rulesets/rulesets.hpp"

namespace cgt::lang {

void register_toads_and_frogs_functions(FunctionRegistry&) {}

}  // namespace cgt::lang
