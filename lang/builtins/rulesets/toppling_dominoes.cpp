// The tool's function for Toppling Dominoes: toppling(row).
#include "games/toppling_dominoes/toppling_dominoes.hpp"

#include "games/ruleset/wide_rules.hpp"
#include "lang/builtins/rulesets/rulesets.hpp"

namespace cgt::lang {

void register_toppling_dominoes_functions(FunctionRegistry& r) {
  r.add(Function{
      "toppling", "toppling(row)",
      "a Toppling Dominoes position: a row of 'X' (blue, Left's), 'O' (red, Right's) "
      "and 'G' (green, either player's) dominoes, any number",
      "value(toppling(\"XGOX\"))", "rulesets", 1, 1, [](const Args& a) -> Value {
        return Value(games::board_position(
            games::TopplingDominoes{}, games::WideTopplingDominoes{},
            games::parse_domino_row<games::WideDominoRow>(a.text(0, "row"), a.signature())));
      }});
}

}  // namespace cgt::lang
