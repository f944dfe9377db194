#include "cgt/notation/printer.hpp"

#include <algorithm>
#include <map>
#include <optional>
#include <span>
#include <vector>

#include "cgt/compare.hpp"
#include "cgt/game_table.hpp"
#include "cgt/sum.hpp"
#include "cgt/tiny.hpp"
#include "cgt/uptimal.hpp"

namespace cgt {
namespace {

struct Symbols {
  const char* up;
  const char* down;
  const char* star;
  const char* plus_minus;
  const char* open;
  const char* close;
  const char* bar;
};

const Symbols kAscii{"^", "v", "*", "+-", "{", "}", "|"};
const Symbols kUnicodeSymbols{"↑", "↓", "⋆", "±", "{", "}", "|"};
const Symbols kLatexSymbols{"\\uparrow", "\\downarrow", "\\ast", "\\pm", "\\{", "\\}", "\\mid"};

class Printer {
 public:
  explicit Printer(Style style)
      : style_(style),
        sym_(style == Style::kUnicode ? kUnicodeSymbols
                                      : style == Style::kLatex ? kLatexSymbols : kAscii) {}

  std::string game(Game g) {
    if (auto a = abbreviation(g)) return *a;
    Body b = body(g);
    return std::string(sym_.open) + b.text + sym_.close;
  }

 private:
  struct Body {
    std::string text;  // the options without the outer braces
    int bars;          // bars in the top-level separator
  };

  std::optional<std::string> abbreviation(Game g) {
    GameTable& t = game_table();
    if (style_ == Style::kExplicit) {
      if (t.is_number(g)) return number(t.number_part(g));
      return std::nullopt;
    }
    if (t.is_up_star(g)) return up_star(g);
    // +-x: the switch {x | -x} with x a positive number.
    auto left = t.left_options(g), right = t.right_options(g);
    if (left.size() == 1 && right.size() == 1 && t.is_number(left[0]) &&
        negate(left[0]) == right[0] && t.number_part(left[0]).sign() > 0)
      return std::string(sym_.plus_minus) + number(t.number_part(left[0]));
    if (auto u = as_uptimal(g)) return uptimal(*u);
    // Only at 0: translated tinies keep slash notation, as in the papers ({1||1|0} = 1 + Tiny(1)).
    if (auto tf = as_tiny(g); tf && tf->number.is_zero()) return tiny(*tf);
    return std::nullopt;
  }

  // Tiny(G) or Miny(G); LaTeX writes the books' +_G and -_G.
  std::string tiny(const TinyForm& tf) {
    if (style_ == Style::kLatex)
      return fmt::format("{{{}_{{{}}}}}", tf.miny ? "-" : "+", game(tf.of));
    return fmt::format("{}({})", tf.miny ? "Miny" : "Tiny", game(tf.of));
  }

  // x + ^<n> (+ *): the number prefix as for up-star values, then the power of up.
  std::string uptimal(const UptimalForm& u) {
    std::string s = u.number.is_zero() ? "" : number(u.number);
    const char* arrow = u.down ? sym_.down : sym_.up;
    s += style_ == Style::kLatex ? fmt::format("{}^{{\\langle {}\\rangle}}", arrow, u.power)
                                 : fmt::format("{}<{}>", arrow, u.power);
    if (u.star) s += sym_.star;
    return s;
  }

  std::string up_star(Game g) {
    GameTable& t = game_table();
    const Dyadic& x = t.number_part(g);
    std::int64_t m = t.ups(g);
    std::uint64_t n = t.nim(g);
    std::string s = x.is_zero() && (m != 0 || n != 0) ? "" : number(x);
    if (m != 0) {
      const char* arrow = m > 0 ? sym_.up : sym_.down;
      std::uint64_t k = m > 0 ? static_cast<std::uint64_t>(m) : static_cast<std::uint64_t>(-m);
      if (k <= 2)
        for (std::uint64_t i = 0; i < k; ++i) s += arrow;
      else
        s += style_ == Style::kLatex ? fmt::format("{}^{{{}}}", arrow, k)
                                     : fmt::format("{}{}", arrow, k);
    }
    if (n != 0) {
      s += sym_.star;
      if (n > 1) s += std::to_string(n);
    }
    return s;
  }

  std::string number(const Dyadic& x) {
    std::string text = x.to_string();
    std::size_t slash = text.find('/');
    if (slash == std::string::npos || style_ == Style::kPretty || style_ == Style::kExplicit)
      return text;
    bool negative = text[0] == '-';
    std::string numerator = text.substr(negative ? 1 : 0, slash - (negative ? 1 : 0));
    std::string denominator = text.substr(slash + 1);
    if (style_ == Style::kLatex)
      return fmt::format("{}\\frac{{{}}}{{{}}}", negative ? "-" : "", numerator, denominator);
    const char* glyph = nullptr;  // kUnicode
    if (denominator == "2" && numerator == "1") glyph = "½";
    if (denominator == "4" && numerator == "1") glyph = "¼";
    if (denominator == "4" && numerator == "3") glyph = "¾";
    return glyph ? fmt::format("{}{}", negative ? "-" : "", glyph) : text;
  }

  // An option is written without braces, in slash notation, when it is the only option on its
  // side and has no abbreviation.
  std::string option_list(std::span<const Game> side, int* inner_bars) {
    std::vector<std::string> parts;
    if (side.size() == 1 && style_ != Style::kExplicit && !abbreviation(side[0])) {
      Body b = body(side[0]);
      *inner_bars = std::max(*inner_bars, b.bars);
      return b.text;
    }
    std::string s;
    for (std::size_t i = 0; i < side.size(); ++i) {
      if (i) s += ",";
      s += game(side[i]);
    }
    return s;
  }

  Body body(Game g) {
    GameTable& t = game_table();
    // Copy the spans' contents: printing options may materialise more options.
    std::vector<Game> left(t.left_options(g).begin(), t.left_options(g).end());
    std::vector<Game> right(t.right_options(g).begin(), t.right_options(g).end());
    sort_for_display(left, true);
    sort_for_display(right, false);
    int inner = 0;
    std::string l = option_list(left, &inner);
    std::string r = option_list(right, &inner);
    int bars = inner + 1;
    std::string sep;
    for (int i = 0; i < bars; ++i) sep += sym_.bar;
    if (style_ == Style::kLatex) sep = " " + sep + " ";
    return Body{l + sep + r, bars};
  }

  // Options in an order that depends on values only (never on table ids, which depend on the
  // session's history): Left options by stops, largest first, Right options smallest first;
  // ties by birthday, then by their text.
  void sort_for_display(std::vector<Game>& side, bool left_side) {
    GameTable& t = game_table();
    auto key_text = [&](Game g) -> const std::string& {
      auto it = text_.find(g.id);
      if (it == text_.end()) it = text_.emplace(g.id, game(g)).first;
      return it->second;
    };
    std::sort(side.begin(), side.end(), [&](Game a, Game b) {
      if (t.left_stop(a) != t.left_stop(b))
        return left_side ? t.left_stop(a) > t.left_stop(b) : t.left_stop(a) < t.left_stop(b);
      if (t.right_stop(a) != t.right_stop(b))
        return left_side ? t.right_stop(a) > t.right_stop(b) : t.right_stop(a) < t.right_stop(b);
      if (t.birthday(a) != t.birthday(b)) return t.birthday(a) < t.birthday(b);
      return key_text(a) < key_text(b);
    });
  }

  std::map<std::uint32_t, std::string> text_;
  Style style_;
  Symbols sym_;
};

}  // namespace

std::string to_string(Game g, Style style) { return Printer(style).game(g); }

}  // namespace cgt
