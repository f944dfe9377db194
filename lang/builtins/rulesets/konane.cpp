// The tool's functions for Konane (games/konane/).
#include "games/konane/konane.hpp"

#include "games/ruleset/wide_rules.hpp"
#include "lang/builtins/rulesets/rulesets.hpp"

namespace cgt::lang {

void register_konane_functions(FunctionRegistry& r) {
  r.add(Function{"konane", "konane(grid)",
                 "a Konane position: rows joined by '|', 'X' Left's stones, 'O' Right's, '.' "
                 "empty, '#' off the board (any size); a stone jumps over adjacent "
                 "opponent's stones in a straight line, capturing them",
                 "value(konane(\"XO.|..O|..X\"))", "rulesets", 1, 1, [](const Args& a) -> Value {
                   return games::board_position(games::Konane{}, games::WideKonane{},
                                                games::parse_konane<games::WideGridBoard>(
                                                    a.text(0, "grid"), "konane(grid)"));
                 }});
}

}  // namespace cgt::lang
