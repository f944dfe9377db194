// The tool's functions for toppling dominoes (placeholder until the ruleset lands).
#include "tools/lang/builtins/rulesets/rulesets.hpp"

namespace cgt::lang {

void register_toppling_dominoes_functions(FunctionRegistry&) {}

}  // namespace cgt::lang
