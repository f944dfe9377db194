// The tool's functions for octal (placeholder until the ruleset lands).
#include "tools/lang/builtins/rulesets/rulesets.hpp"

namespace cgt::lang {

void register_octal_functions(FunctionRegistry&) {}

}  // namespace cgt::lang
