// Printing canonical games. One printer, several styles:
//  - kPretty (ASCII): numbers, *n, ^, v, ^*, ^^, ^3 (three ups), ^<3> and v<3> (up-third and its
//    negative), ^[3] = ^<1> + ^<2> + ^<3> and v[3], Tiny(2) and Miny(2) (at 0 only: 1 + Tiny(1)
//    stays {1||1|0}), +-x, a number prefix (3/2*, 1^<2>), slash notation for sole options ({1||1|0} is {1|{1|0}}; more slashes bind looser).
//  - kUnicode: the same with ↑ ↓ ⋆ ± and ½ ¼ ¾.
//  - kExplicit: only integers, dyadics and braces, every option written out.
//  - kLatex: for papers, with \uparrow, \ast, \pm, \frac, +_{2} for tiny-two.
// Every pretty, Unicode or explicit string parses back to the same game.
//
// The printer writes top-down into a BoundedText and stops as soon as its budget is spent, so
// a bounded rendering of a form with millions of subpositions is as cheap as its prefix.
#pragma once

#include <fmt/core.h>

#include <cstddef>
#include <string>

#include "cgt/game.hpp"
#include "cgt/notation/bounded_text.hpp"

namespace cgt {

enum class Style { kPretty, kUnicode, kExplicit, kLatex };

// The whole form (no limit).
std::string to_string(Game g, Style style = Style::kPretty);

// The whole form as a text a caller keeps (explicit(G), Python's str(g)): held in memory, so it
// counts against the memory budget (cgt/memory_budget.hpp) as it grows, and a form too long to
// fit is a LimitError rather than memory running out. An explicit form's length is counted
// first (explicit_length), so *20's 7 * 10^9 characters are refused at once.
std::string to_string_within_budget(Game g, Style style);

// Appends g to `out`, stopping early when out's budget runs out (out.full() then holds).
void print(Game g, Style style, BoundedText& out);

}  // namespace cgt

// Formats as to_string, without format specifications: fmt/core.h alone keeps this header light
// (fmt::formatter<std::string>'s format is defined in fmt/format.h).
template <>
struct fmt::formatter<cgt::Game> {
  constexpr auto parse(fmt::format_parse_context& ctx) { return ctx.begin(); }
  auto format(cgt::Game g, fmt::format_context& ctx) const {
    return fmt::format_to(ctx.out(), "{}", cgt::to_string(g));
  }
};
