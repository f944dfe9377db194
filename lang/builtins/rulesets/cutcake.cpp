// The tool's function for Cutcake: cutcake(m, n), one piece of m rows and n columns.
#include "games/cutcake/cutcake.hpp"

#include "games/ruleset/typed_position.hpp"
#include "lang/builtins/rulesets/rulesets.hpp"

namespace cgt::lang {

void register_cutcake_functions(FunctionRegistry& r) {
  r.add(Function{"cutcake", "cutcake(m, n)",
                 "a cake of m rows and n columns (1 to 10000); Left cuts vertically (between "
                 "columns), Right horizontally; add pieces with +",
                 "value(cutcake(2, 8) + cutcake(3, 2))", "rulesets", 2, 2,
                 [](const Args& a) -> Value {
                   const std::int64_t max = games::Cutcake::kMaxSide;
                   games::Cutcake::Position p = games::Cutcake::piece(
                       a.integer(0, "m", 1, max), a.integer(1, "n", 1, max), a.signature());
                   return Value(games::make_position(games::Cutcake{}, std::move(p)));
                 }});
}

}  // namespace cgt::lang
