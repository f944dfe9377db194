// The tool's functions for col (placeholder until the ruleset lands).
#include "tools/lang/builtins/rulesets/rulesets.hpp"

namespace cgt::lang {

void register_col_functions(FunctionRegistry&) {}

}  // namespace cgt::lang
