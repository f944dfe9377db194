// The tool's functions for Col (games/col/col.hpp).
#include "games/col/col.hpp"

#include "games/ruleset/typed_position.hpp"
#include "lang/builtins/rulesets/rulesets.hpp"

namespace cgt::lang {

void register_col_functions(FunctionRegistry& r) {
  r.add(Function{
      "col", "col(grid)",
      "a Col position on the grid graph: rows joined by '|', '.' empty, '#' unusable, "
      "'X' coloured by Left, 'O' by Right; no colouring next to one's own colour (at most 64 "
      "cells)",
      "value(col(\"...|...\"))", "rulesets", 1, 1, [](const Args& a) -> Value {
        return games::make_position(games::Col{}, games::col_position(a.text(0, "grid")));
      }});
}

}  // namespace cgt::lang
