// The tool's function for Toppling Dominoes: toppling(row).
#include "games/toppling_dominoes/toppling_dominoes.hpp"

#include "games/ruleset/typed_position.hpp"
#include "lang/builtins/rulesets/rulesets.hpp"

namespace cgt::lang {

void register_toppling_dominoes_functions(FunctionRegistry& r) {
  r.add(Function{"toppling", "toppling(row)",
                 "a Toppling Dominoes position: a row of 'X' (blue, Left's), 'O' (red, Right's) "
                 "and 'G' (green, either player's) dominoes, at most 64",
                 "value(toppling(\"XGOX\"))", "rulesets", 1, 1, [](const Args& a) -> Value {
                   return Value(games::make_position(
                       games::TopplingDominoes{},
                       games::parse_domino_row(a.text(0, "row"), a.signature())));
                 }});
}

}  // namespace cgt::lang
