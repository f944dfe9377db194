// The tool's functions for Toads and Frogs: toads(strip) and gentoads(strip, minslide,
// maxslide, maxjump, friendly).
#include "games/toads_and_frogs/toads_and_frogs.hpp"

#include "games/ruleset/wide_rules.hpp"
#include "lang/builtins/rulesets/rulesets.hpp"

namespace cgt::lang {

void register_toads_and_frogs_functions(FunctionRegistry& r) {
  r.add(Function{"toads", "toads(strip)",
                 "a Toads and Frogs position: a strip of '.', 'X' (toads, Left's, moving right), "
                 "'O' (frogs, Right's, moving left) and '#' (blocked), any length",
                 "value(toads(\"XX.OO\"))", "rulesets", 1, 1, [](const Args& a) -> Value {
                   return Value(
                       games::board_position(games::ToadsAndFrogs{}, games::WideToadsAndFrogs{},
                                             games::parse_creature_strip<games::WideCreatureStrip>(
                                                 a.text(0, "strip"), a.signature())));
                 }});
  r.add(Function{
      "gentoads", "gentoads(strip, minslide, maxslide, maxjump, friendly)",
      "generalised Toads and Frogs: a creature slides minslide..maxslide empty cells forward, or "
      "jumps 1..maxjump opponent's creatures (any creatures when friendly is 1) onto the empty "
      "cell beyond; toads(s) is gentoads(s, 1, 1, 1, 0)",
      "value(gentoads(\"X...O\", 1, 2, 1, 0))", "rulesets", 5, 5, [](const Args& a) -> Value {
        std::string strip = a.text(0, "strip");
        auto min_slide = static_cast<int>(a.integer(1, "minslide", 1, 63));
        auto max_slide = static_cast<int>(a.integer(2, "maxslide", min_slide, 63));
        auto max_jump = static_cast<int>(a.integer(3, "maxjump", 0, 62));
        bool friendly = a.integer(4, "friendly", 0, 1) == 1;
        return Value(games::board_position(
            games::ToadsAndFrogs(min_slide, max_slide, max_jump, friendly),
            games::WideToadsAndFrogs(min_slide, max_slide, max_jump, friendly),
            games::parse_creature_strip<games::WideCreatureStrip>(strip, a.signature())));
      }});
}

}  // namespace cgt::lang
