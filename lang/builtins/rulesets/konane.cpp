// The tool's functions for Konane (games/konane/).
#include "games/konane/konane.hpp"

#include "games/ruleset/typed_position.hpp"
#include "lang/builtins/rulesets/rulesets.hpp"

namespace cgt::lang {

void register_konane_functions(FunctionRegistry& r) {
  r.add(Function{"konane", "konane(grid)",
                 "a Konane position: rows joined by '|', 'X' Left's stones, 'O' Right's, '.' "
                 "empty, '#' off the board (at most 64 cells); a stone jumps over adjacent "
                 "opponent's stones in a straight line, capturing them",
                 "value(konane(\"XO.|..O|..X\"))", "rulesets", 1, 1, [](const Args& a) -> Value {
                   return games::make_position(
                       games::Konane{}, games::parse_konane(a.text(0, "grid"), "konane(grid)"));
                 }});
}

}  // namespace cgt::lang
