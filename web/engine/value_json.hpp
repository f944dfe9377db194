// The forms the page shows a value in besides the REPL's text, as JSON.
#pragma once

#include <cstddef>
#include <string>

#include "cgt/game.hpp"
#include "lang/value.hpp"

namespace cgt::web {

// The JSON fields (no braces) for a value:
//   "type": lang::type_name(v);
//   "latex": the LaTeX of a game, or of a list with a game in it, for typesetting; else null;
//   "table": a table's {"title", "header", "rows", "latex_rows"}; else null;
//   "svg": the plot of a thermograph; else null.
// Texts are cut at max_chars characters (0: no limit), as the REPL cuts them.
std::string value_forms_json(const lang::Value& v, std::size_t max_chars);

// {"pretty": ..., "latex": ...} of a game or loopy game, each cut at max_chars characters.
std::string text_forms_json(const lang::Value& v, std::size_t max_chars);

// A thermograph's plot as SVG, titled with the game (cut when long).
std::string thermograph_svg(Game g);

}  // namespace cgt::web
