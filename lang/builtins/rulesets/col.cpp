// The tool's functions for Col (games/col/col.hpp).
#include "games/col/col.hpp"

#include "games/ruleset/wide_rules.hpp"
#include "lang/builtins/rulesets/rulesets.hpp"

namespace cgt::lang {

void register_col_functions(FunctionRegistry& r) {
  r.add(Function{"col", "col(grid)",
                 "a Col position on the grid graph: rows joined by '|', '.' empty, '#' unusable, "
                 "'X' coloured by Left, 'O' by Right; no colouring next to one's own colour (any "
                 "size)",
                 "value(col(\"...|...\"))", "rulesets", 1, 1, [](const Args& a) -> Value {
                   return games::board_position(
                       games::Col{}, games::WideCol{},
                       games::col_position<games::WideGridBoard>(a.text(0, "grid")));
                 }});
}

}  // namespace cgt::lang
