// The tool's functions for Fission (games/fission/fission.hpp).
#include "games/fission/fission.hpp"

#include "games/ruleset/typed_position.hpp"
#include "lang/builtins/rulesets/rulesets.hpp"

namespace cgt::lang {

void register_fission_functions(FunctionRegistry& r) {
  r.add(Function{"fission", "fission(grid)",
                 "a Fission position: rows joined by '|', '.' empty, '#' blocked, 'X' a stone; "
                 "Left splits stones vertically, Right horizontally (at most 64 cells)",
                 "value(fission(\"...|.X.|...\"))", "rulesets", 1, 1, [](const Args& a) -> Value {
                   return games::make_position(games::Fission{},
                                               games::fission_position(a.text(0, "grid")));
                 }});
}

}  // namespace cgt::lang
