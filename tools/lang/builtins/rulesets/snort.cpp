// The tool's functions for snort (placeholder until the ruleset lands).
#include "tools/lang/builtins/rulesets/rulesets.hpp"

namespace cgt::lang {

void register_snort_functions(FunctionRegistry&) {}

}  // namespace cgt::lang
