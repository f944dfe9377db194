// The tool's function for Hackenbush: hackenbush(text), stalks or edge lists.
#include "games/hackenbush/hackenbush.hpp"

#include "games/hackenbush/hackenbush_notation.hpp"
#include "games/ruleset/typed_position.hpp"
#include "lang/builtins/rulesets/rulesets.hpp"

namespace cgt::lang {

void register_hackenbush_functions(FunctionRegistry& r) {
  r.add(Function{
      "hackenbush", "hackenbush(text)",
      "red-blue-green Hackenbush: stalks from the ground up (\"LRG GG\") or edges \"u-v:C\" "
      "with 0 the ground (\"0-1:L 1-2:R 2-0:G\"); L blue (Left's), R red, G green",
      "value(hackenbush(\"LRR LG\"))", "rulesets", 1, 1, [](const Args& a) -> Value {
        games::HackenbushGraph g = games::parse_hackenbush(a.text(0, "text"), a.signature());
        return Value(games::make_position(games::Hackenbush{}, std::move(g)));
      }});
}

}  // namespace cgt::lang
