// The tool's functions for NoGo (games/nogo/).
#include "games/nogo/nogo.hpp"

#include "games/ruleset/wide_rules.hpp"
#include "lang/builtins/rulesets/rulesets.hpp"

namespace cgt::lang {

void register_nogo_functions(FunctionRegistry& r) {
  r.add(Function{"nogo", "nogo(grid)",
                 "a NoGo position: rows joined by '|', 'X' Left's stones, 'O' Right's, '.' empty, "
                 "'#' off the board (any size); players place stones, and no block of either "
                 "colour may be left without a liberty",
                 "value(nogo(\"...|.X.|...\"))", "rulesets", 1, 1, [](const Args& a) -> Value {
                   return games::board_position(
                       games::NoGo{}, games::WideNoGo{},
                       games::parse_nogo<games::WideGridBoard>(a.text(0, "grid"), "nogo(grid)"));
                 }});
}

}  // namespace cgt::lang
