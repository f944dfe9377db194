// The tool's functions for Clobber and Cannibal Clobber (games/clobber/).
#include "games/clobber/clobber.hpp"

#include "games/ruleset/wide_rules.hpp"
#include "lang/builtins/rulesets/rulesets.hpp"

namespace cgt::lang {

void register_clobber_functions(FunctionRegistry& r) {
  r.add(Function{"clobber", "clobber(grid)",
                 "a Clobber position: rows joined by '|', 'X' Left's stones, 'O' Right's, '.' "
                 "empty (any size); a stone moves onto an adjacent opponent's stone, which is "
                 "removed",
                 "value(clobber(\"XOX|OXO\"))", "rulesets", 1, 1, [](const Args& a) -> Value {
                   return games::board_position(games::Clobber{}, games::WideClobber{},
                                                games::parse_clobber<games::WideGridBoard>(
                                                    a.text(0, "grid"), "clobber(grid)"));
                 }});
  r.add(Function{
      "cannibalclobber", "cannibalclobber(grid)",
      "a Cannibal Clobber position: as clobber(grid), but a stone may also clobber an "
      "adjacent stone of its own colour",
      "value(cannibalclobber(\"XXO|.OX\"))", "rulesets", 1, 1, [](const Args& a) -> Value {
        return games::board_position(
            games::Clobber{true}, games::WideClobber{true},
            games::parse_clobber<games::WideGridBoard>(a.text(0, "grid"), "cannibalclobber(grid)"));
      }});
}

}  // namespace cgt::lang
