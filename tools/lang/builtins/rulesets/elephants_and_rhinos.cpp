// The tool's functions for elephants and rhinos (placeholder until the ruleset lands).
#include "tools/lang/builtins/rulesets/rulesets.hpp"

namespace cgt::lang {

void register_elephants_and_rhinos_functions(FunctionRegistry&) {}

}  // namespace cgt::lang
