// The tool's functions for nim (placeholder until the ruleset lands).
#include "tools/lang/builtins/rulesets/rulesets.hpp"

namespace cgt::lang {

void register_nim_functions(FunctionRegistry&) {}

}  // namespace cgt::lang
