// The tool's functions for Amazons (games/amazons/amazons.hpp).
#include "games/amazons/amazons.hpp"

#include "games/ruleset/wide_rules.hpp"
#include "lang/builtins/rulesets/rulesets.hpp"

namespace cgt::lang {

void register_amazons_functions(FunctionRegistry& r) {
  r.add(Function{"amazons", "amazons(grid)",
                 "an Amazons position: rows joined by '|', '.' empty, '#' burnt, 'X' Left's "
                 "amazon, 'O' Right's (any size)",
                 "value(amazons(\"X...|...O\"))", "rulesets", 1, 1, [](const Args& a) -> Value {
                   return games::board_position(
                       games::Amazons{}, games::WideAmazons{},
                       games::amazons_position<games::WideGridBoard>(a.text(0, "grid")));
                 }});
}

}  // namespace cgt::lang
