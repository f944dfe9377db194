// Printing canonical games. One printer, several styles:
//  - kPretty (ASCII): numbers, *n, ^, v, ^*, ^^, ^3 (three ups), ^<3> and v<3> (up-third and
//    its negative), Tiny(2) and Miny(2) (at 0 only: 1 + Tiny(1) stays {1||1|0}), +-x, a number
//    prefix (3/2*, 1^<2>), slash notation for sole options ({1||1|0} is {1|{1|0}}; more slashes bind looser).
//  - kUnicode: the same with ↑ ↓ ⋆ ± and ½ ¼ ¾.
//  - kExplicit: only integers, dyadics and braces, every option written out.
//  - kLatex: for papers, with \uparrow, \ast, \pm, \frac, +_{2} for tiny-two.
// Every pretty, Unicode or explicit string parses back to the same game.
#pragma once

#include <string>

#include <fmt/format.h>

#include "cgt/game.hpp"

namespace cgt {

enum class Style { kPretty, kUnicode, kExplicit, kLatex };

std::string to_string(Game g, Style style = Style::kPretty);

}  // namespace cgt

template <>
struct fmt::formatter<cgt::Game> : fmt::formatter<std::string> {
  auto format(cgt::Game g, fmt::format_context& ctx) const {
    return fmt::formatter<std::string>::format(cgt::to_string(g), ctx);
  }
};
