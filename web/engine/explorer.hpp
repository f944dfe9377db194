// The board explorer's engine: everything the page shows at once about one position (or game),
// from one call. The position is given as the REPL writes it, e.g. domineering("..|.."), and
// evaluated in the worksheet's session without touching its variables.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "lang/session.hpp"

namespace cgt::web {

// The JSON object
//   {"ruleset", "text", "expression", "value": {"pretty", "latex"}, "loopy", "outcome",
//    "temperature", "mean", "left_stop", "right_stop", "thermograph" (SVG),
//    "left": [option...], "right": [option...]}
// with each option {"text", "expression", "value": {"pretty", "latex"}, "wins"}: "wins" when
// moving there wins for its mover (the opponent moving first there loses: a Left option of
// outcome L, P or PHat). A game rather than a position has its canonical options, with ruleset
// "game"; a sum of positions of one ruleset (Cutcake's pieces) has the moves in each part. The
// loopy rulesets (foxandgeese(...), backslide(...)) have "loopy": true when the value is no short
// game, and then the outcome may be a draw (D, NHat, PHat, NCheck, PCheck) and the temperature,
// mean, stops and thermograph are null. An expression that fails gives {"error": message}; texts
// are cut at max_chars characters.
std::string explore_json(lang::Session& session, std::string_view expression,
                         std::size_t max_chars);

}  // namespace cgt::web
