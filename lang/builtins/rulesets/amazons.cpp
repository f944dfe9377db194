// The tool's functions for Amazons (games/amazons/amazons.hpp).
#include "games/amazons/amazons.hpp"

#include "games/ruleset/typed_position.hpp"
#include "lang/builtins/rulesets/rulesets.hpp"

namespace cgt::lang {

void register_amazons_functions(FunctionRegistry& r) {
  r.add(Function{"amazons", "amazons(grid)",
                 "an Amazons position: rows joined by '|', '.' empty, '#' burnt, 'X' Left's "
                 "amazon, 'O' Right's (at most 64 cells)",
                 "value(amazons(\"X...|...O\"))", "rulesets", 1, 1, [](const Args& a) -> Value {
                   return games::make_position(games::Amazons{},
                                               games::amazons_position(a.text(0, "grid")));
                 }});
}

}  // namespace cgt::lang
