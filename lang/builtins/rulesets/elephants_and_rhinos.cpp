// The tool's function for Elephants and Rhinos: elephants(strip).
#include "games/elephants_and_rhinos/elephants_and_rhinos.hpp"

#include "games/ruleset/wide_rules.hpp"
#include "lang/builtins/rulesets/rulesets.hpp"

namespace cgt::lang {

void register_elephants_and_rhinos_functions(FunctionRegistry& r) {
  r.add(Function{"elephants", "elephants(strip)",
                 "an Elephants and Rhinos position: a strip of '.', 'X' (elephants, Left's, "
                 "stepping right), 'O' (rhinos, Right's, stepping left) and '#' (blocked), any "
                 "length; no jumps",
                 "value(elephants(\"X..O.X..O\"))", "rulesets", 1, 1, [](const Args& a) -> Value {
                   return Value(games::board_position(
                       games::ElephantsAndRhinos{}, games::WideElephantsAndRhinos{},
                       games::parse_creature_strip<games::WideCreatureStrip>(a.text(0, "strip"),
                                                                             a.signature())));
                 }});
}

}  // namespace cgt::lang
