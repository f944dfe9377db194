#include "cgt/notation/printer.hpp"

#include <algorithm>
#include <string>
#include <string_view>
#include <optional>
#include <span>
#include <unordered_map>
#include <vector>

#include "cgt/error.hpp"
#include "cgt/followers.hpp"
#include "cgt/game_table.hpp"
#include "cgt/memory_budget.hpp"
#include "cgt/recursion_guard.hpp"
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

// Writes games top-down. The number of bars of a separator depends only on the structure (the
// bars inside sole options written in slash notation), so it is computed without text, and
// the text goes straight to the output, which may stop taking it at any point.
class Printer {
 public:
  // Options are sorted by their texts as far as `order_budget` characters (the output's budget:
  // two options that agree that far print identically within it; none for no limit). Texts
  // are kept as sort keys up to kMaxKeyChars only, so that printing a huge form whole does not
  // hold the texts of its subpositions; keys that agree that far are compared on longer texts
  // made for the comparison alone.
  Printer(Style style, std::size_t order_budget)
      : style_(style),
        sym_(style == Style::kUnicode ? kUnicodeSymbols
             : style == Style::kLatex ? kLatexSymbols
                                      : kAscii),
        order_budget_(order_budget),
        key_budget_(order_budget == BoundedText::kUnlimited ? kMaxKeyChars
                                                            : std::min(order_budget, kMaxKeyChars)) {}

  void game(Game g, BoundedText& out) {
    if (out.full()) return;
    if (const auto& a = abbreviation(g)) {
      out.append(*a);
      return;
    }
    out.append(sym_.open);
    body(g, out);
    out.append(sym_.close);
  }

 private:
  static constexpr std::size_t kMaxKeyChars = 4096;

  struct Key {
    std::string text;
    bool complete;
  };

  // The abbreviation of g in this style, if it has one; remembered, since every option's is
  // asked for while its parent is written.
  const std::optional<std::string>& abbreviation(Game g) {
    auto it = abbreviations_.find(g.id);
    if (it == abbreviations_.end()) it = abbreviations_.emplace(g.id, find_abbreviation(g)).first;
    return it->second;
  }

  std::optional<std::string> find_abbreviation(Game g) {
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

  // g as text within the output's budget, for abbreviations that contain a game.
  std::string text(Game g) {
    BoundedText out(order_budget_);
    game(g, out);
    return out.take();
  }

  // Tiny(G) or Miny(G); LaTeX writes the books' +_G and -_G.
  std::string tiny(const TinyForm& tf) {
    if (style_ == Style::kLatex)
      return fmt::format("{{{}_{{{}}}}}", tf.miny ? "-" : "+", text(tf.of));
    return fmt::format("{}({})", tf.miny ? "Miny" : "Tiny", text(tf.of));
  }

  // x + ^<n> (+ *) and x + ^[n] (+ *): the number prefix as for up-star values, then the power
  // of up or the sum of the powers up to it, in LaTeX the books' superscripts (Winning Ways'
  // up-nth, Siegel's \uparrow^{\rightarrow n}).
  std::string uptimal(const UptimalForm& u) {
    std::string s = u.number.is_zero() ? "" : number(u.number);
    const char* arrow = u.down ? sym_.down : sym_.up;
    if (style_ == Style::kLatex)
      s += fmt::format("{}^{{{}{}}}", arrow, u.sum ? "\\rightarrow " : "", u.power);
    else
      s += fmt::format("{}{}{}{}", arrow, u.sum ? '[' : '<', u.power, u.sum ? ']' : '>');
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
      // In LaTeX a multiple is k\cdot\uparrow, as in the books, where \uparrow^{k} is ^<k>.
      if (k <= 2)
        for (std::uint64_t i = 0; i < k; ++i) s += arrow;
      else if (style_ == Style::kLatex)
        s += fmt::format("{}{}\\cdot{}", s.empty() ? "" : "+", k, arrow);
      else
        s += fmt::format("{}{}", arrow, k);
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
  bool slashed(std::span<const Game> side) {
    return side.size() == 1 && style_ != Style::kExplicit && !abbreviation(side[0]);
  }

  // Bars in g's top-level separator: one more than the most bars inside a slashed option.
  int bars(Game g) {
    if (auto it = bars_.find(g.id); it != bars_.end()) return it->second;
    RecursionGuard guard;
    GameTable& t = game_table();
    int inner = 0;
    if (auto left = t.left_options(g); slashed(left)) inner = std::max(inner, bars(left[0]));
    if (auto right = t.right_options(g); slashed(right)) inner = std::max(inner, bars(right[0]));
    bars_.emplace(g.id, inner + 1);
    return inner + 1;
  }

  // The options of g and the separator, without the outer braces.
  void body(Game g, BoundedText& out) {
    RecursionGuard guard;
    GameTable& t = game_table();
    // Copy the spans' contents: printing options may materialise more options.
    std::vector<Game> left(t.left_options(g).begin(), t.left_options(g).end());
    std::vector<Game> right(t.right_options(g).begin(), t.right_options(g).end());
    sort_for_display(left, true);
    sort_for_display(right, false);
    side(left, out);
    if (out.full()) return;
    std::string separator;
    for (int i = bars(g); i > 0; --i) separator += sym_.bar;
    out.append(style_ == Style::kLatex ? " " + separator + " " : separator);
    side(right, out);
  }

  void side(const std::vector<Game>& options, BoundedText& out) {
    if (slashed(options)) {
      body(options[0], out);
      return;
    }
    for (std::size_t i = 0; i < options.size() && !out.full(); ++i) {
      if (i) out.append(",");
      auto known = keys_.find(options[i].id);
      if (known != keys_.end() && known->second.complete)
        out.append(known->second.text);
      else
        game(options[i], out);
    }
  }

  const Key& key(Game g) {
    auto it = keys_.find(g.id);
    if (it != keys_.end()) return it->second;
    BoundedText text(key_budget_);
    game(g, text);
    bool complete = !text.truncated();
    return keys_.emplace(g.id, Key{text.take(), complete}).first->second;
  }

  // Options in an order that depends on values only (never on table ids, which depend on the
  // session's history): Left options by stops, largest first, Right options smallest first;
  // ties by birthday, then by their text.
  void sort_for_display(std::vector<Game>& options, bool left_side) {
    GameTable& t = game_table();
    std::sort(options.begin(), options.end(), [&](Game a, Game b) {
      if (t.left_stop(a) != t.left_stop(b))
        return left_side ? t.left_stop(a) > t.left_stop(b) : t.left_stop(a) < t.left_stop(b);
      if (t.right_stop(a) != t.right_stop(b))
        return left_side ? t.right_stop(a) > t.right_stop(b) : t.right_stop(a) < t.right_stop(b);
      if (t.birthday(a) != t.birthday(b)) return t.birthday(a) < t.birthday(b);
      return text_less(a, b);
    });
  }

  // Whether a's text comes before b's, as far as order_budget_ characters.
  bool text_less(Game a, Game b) {
    const Key& ka = key(a);
    const Key& kb = key(b);
    bool beyond_output = order_budget_ != BoundedText::kUnlimited && key_budget_ >= order_budget_;
    if (ka.text != kb.text || (ka.complete && kb.complete) || beyond_output)
      return ka.text < kb.text;
    for (std::size_t budget = 2 * key_budget_;; budget *= 2) {
      bool last = order_budget_ != BoundedText::kUnlimited && budget >= order_budget_;
      if (last) budget = order_budget_;
      BoundedText ta(budget), tb(budget);
      game(a, ta);
      game(b, tb);
      if (last || ta.str() != tb.str() || (!ta.truncated() && !tb.truncated()))
        return ta.str() < tb.str();
    }
  }

  Style style_;
  Symbols sym_;
  std::size_t order_budget_, key_budget_;
  std::unordered_map<std::uint32_t, Key> keys_;
  std::unordered_map<std::uint32_t, std::optional<std::string>> abbreviations_;
  std::unordered_map<std::uint32_t, int> bars_;
};

}  // namespace

std::string to_string(Game g, Style style) {
  BoundedText out;
  print(g, style, out);
  return out.take();
}

std::string to_string_within_budget(Game g, Style style) {
  static constexpr const char* kNames[] = {"pretty", "Unicode", "explicit", "LaTeX"};
  std::string what = fmt::format("the {} form's text", kNames[static_cast<int>(style)]);
  if (style == Style::kExplicit) {
    BigInt length = explicit_length(g);  // ASCII: its characters are its bytes
    const std::size_t limit = memory_limits().max_bytes;
    if (length > limit)
      throw LimitError(fmt::format(
          "{} would have {} characters, more than the memory limit of {} holds; raise the limit "
          "with ':limit memory BYTES' or --limit memory=BYTES",
          what, length.str(), bytes_text(limit)));
    reserve_working_memory(static_cast<std::size_t>(length), what);
  }
  std::string text;
  BoundedText out(BoundedText::kUnlimited, [&](std::string_view piece) {
    reserve_working_memory(text.size() + piece.size(), what);
    text += piece;
  });
  print(g, style, out);
  out.flush();
  return text;
}

void print(Game g, Style style, BoundedText& out) {
  Printer(style, out.max_chars()).game(g, out);
}

}  // namespace cgt
