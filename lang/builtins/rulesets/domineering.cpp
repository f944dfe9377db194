// The tool's functions for Domineering and Cram (games/domineering/).
#include "games/domineering/domineering.hpp"

#include "games/domineering/cram.hpp"
#include "games/domineering/wide_domino_game.hpp"
#include "games/ruleset/wide_rules.hpp"
#include "lang/builtins/rulesets/rulesets.hpp"

namespace cgt::lang {

void register_domineering_functions(FunctionRegistry& r) {
  r.add(Function{"domineering", "domineering(grid)",
                 "a Domineering position: rows joined by '|', '.' empty, '#' filled (any size); "
                 "Left places vertical dominoes, Right horizontal ones",
                 "value(domineering(\"...|...\"))", "rulesets", 1, 1, [](const Args& a) -> Value {
                   return games::board_position(
                       games::Domineering{}, games::WideDomineering{},
                       games::parse_wide_domino_board(a.text(0, "grid"), "domineering(grid)"));
                 }});
  r.add(Function{"cram", "cram(grid)",
                 "a Cram position: rows joined by '|', '.' empty, '#' filled (any size); both "
                 "players place dominoes either way",
                 "grundy(cram(\"...|...|...\"))", "rulesets", 1, 1, [](const Args& a) -> Value {
                   return games::board_position(
                       games::Cram{}, games::WideCram{},
                       games::parse_wide_domino_board(a.text(0, "grid"), "cram(grid)"));
                 }});
}

}  // namespace cgt::lang
