// The tool's functions for Fission (games/fission/fission.hpp).
#include "games/fission/fission.hpp"

#include "games/ruleset/wide_rules.hpp"
#include "lang/builtins/rulesets/rulesets.hpp"

namespace cgt::lang {

void register_fission_functions(FunctionRegistry& r) {
  r.add(Function{"fission", "fission(grid)",
                 "a Fission position: rows joined by '|', '.' empty, '#' blocked, 'X' a stone; "
                 "Left splits stones vertically, Right horizontally (any size)",
                 "value(fission(\"...|.X.|...\"))", "rulesets", 1, 1, [](const Args& a) -> Value {
                   return games::board_position(
                       games::Fission{}, games::WideFission{},
                       games::fission_position<games::WideGridBoard>(a.text(0, "grid")));
                 }});
}

}  // namespace cgt::lang
