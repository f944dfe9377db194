// The tool's functions for Snort (games/snort/snort.hpp).
#include "games/snort/snort.hpp"

#include "games/ruleset/wide_rules.hpp"
#include "lang/builtins/rulesets/rulesets.hpp"

namespace cgt::lang {

void register_snort_functions(FunctionRegistry& r) {
  r.add(Function{
      "snort", "snort(grid)",
      "a Snort position on the grid graph: rows joined by '|', '.' empty, '#' unusable, "
      "'X' coloured by Left, 'O' by Right; no colouring next to the opponent's colour (any "
      "size)",
      "value(snort(\"...|...\"))", "rulesets", 1, 1, [](const Args& a) -> Value {
        return games::board_position(
            games::Snort{}, games::WideSnort{},
            games::snort_position<games::WideGridBoard>(a.text(0, "grid")));
      }});
}

}  // namespace cgt::lang
