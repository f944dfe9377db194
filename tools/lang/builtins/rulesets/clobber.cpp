// The tool's functions for clobber (placeholder until the ruleset lands).
#include "tools/lang/builtins/rulesets/rulesets.hpp"

namespace cgt::lang {

void register_clobber_functions(FunctionRegistry&) {}

}  // namespace cgt::lang
