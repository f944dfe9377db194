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
//   {"ruleset", "text", "expression", "value": {"pretty", "latex"}, "outcome", "temperature",
//    "mean", "left_stop", "right_stop", "thermograph" (SVG),
//    "left": [option...], "right": [option...]}
// with each option {"text", "expression", "value": {"pretty", "latex"}, "wins"}: "wins" when
// moving there wins for its mover (a Left option G^L >= 0, a Right option G^R <= 0). A game
// rather than a position has its canonical options, with ruleset "game". An expression that
// fails gives {"error": message}; texts are cut at max_chars characters.
std::string explore_json(lang::Session& session, std::string_view expression,
                         std::size_t max_chars);

}  // namespace cgt::web
