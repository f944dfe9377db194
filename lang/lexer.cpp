#include "lang/lexer.hpp"

#include <cctype>

#include <fmt/format.h>

#include "cgt/interrupt.hpp"
#include "cgt/notation/printable.hpp"

namespace cgt::lang {
namespace {

bool is_ident_start(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
bool is_ident_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }

// "v", "vv", ..., or "v" followed by digits, written as a name, mean down-multiples (the
// digits are counted by the caller: however many there are, the word is no variable).
bool is_down(std::string_view word) {
  if (word.empty() || word[0] != 'v') return false;
  std::size_t vs = 0;
  while (vs < word.size() && word[vs] == 'v') ++vs;
  if (vs == word.size()) return true;
  if (vs != 1) return false;
  for (std::size_t i = 1; i < word.size(); ++i)
    if (!is_digit(word[i])) return false;
  return true;
}

// The Unicode symbols the Unicode printer writes, accepted back as input.
constexpr std::string_view kUpArrow = "\u2191";         // ↑
constexpr std::string_view kDownArrow = "\u2193";       // ↓
constexpr std::string_view kStarGlyph = "\u22c6";       // ⋆
constexpr std::string_view kPlusMinusGlyph = "\u00b1";  // ±

bool starts_with(std::string_view in, std::size_t i, std::string_view prefix) {
  return in.substr(i, prefix.size()) == prefix;
}

const char* unicode_fraction(std::string_view in, std::size_t i) {
  if (starts_with(in, i, "\u00bd")) return "1/2";  // ½
  if (starts_with(in, i, "\u00bc")) return "1/4";  // ¼
  if (starts_with(in, i, "\u00be")) return "3/4";  // ¾
  return nullptr;
}

}  // namespace

std::vector<Token> lex(std::string_view in) {
  std::vector<Token> out;
  std::size_t i = 0, line = 1, col = 1;
  int depth = 0;
  bool spaced = true;
  auto advance = [&](std::size_t n) {
    for (std::size_t k = 0; k < n; ++k, ++i) {
      if (in[i] == '\n') {
        ++line;
        col = 1;
      } else if ((static_cast<unsigned char>(in[i]) & 0xc0) != 0x80) {
        ++col;  // count characters, not UTF-8 continuation bytes
      }
    }
  };
  auto digits_from = [&](std::size_t j) {
    while (j < in.size() && is_digit(in[j])) ++j;
    return j;
  };
  // "<digits>" or "[digits]" at j, as in ^<3> and ^[3]: the end of the closing bracket or 0
  // when there is none.
  auto power_suffix = [&](std::size_t j) -> std::size_t {
    if (j >= in.size() || (in[j] != '<' && in[j] != '[')) return 0;
    std::size_t e = digits_from(j + 1);
    char close = in[j] == '<' ? '>' : ']';
    return e > j + 1 && e < in.size() && in[e] == close ? e + 1 : 0;
  };
  // Counts of 64 bits; the evaluator reports the range it supports. A larger count makes the
  // token an error that quotes it (a saturated count would misquote it).
  bool too_large = false;
  auto count_of = [&](std::size_t from, std::size_t to) {
    std::uint64_t n = 0;
    for (std::size_t j = from; j < to; ++j) {
      auto digit = static_cast<std::uint64_t>(in[j] - '0');
      if (n > (~std::uint64_t{0} - digit) / 10) {
        too_large = true;
        return std::uint64_t{0};
      }
      n = n * 10 + digit;
    }
    return n;
  };

  std::size_t steps = 0;
  while (i < in.size()) {
    if ((++steps & 0xfff) == 0) poll_interrupt();  // a long text takes seconds to lex
    char c = in[i];
    if (c == '\n') {
      if (depth == 0) out.push_back(Token{Tok::kSeparator, "newline", 0, line, col, i, spaced});
      advance(1);
      spaced = true;
      continue;
    }
    if (c == ' ' || c == '\t' || c == '\r') {
      advance(1);
      spaced = true;
      continue;
    }
    if (c == '#') {
      while (i < in.size() && in[i] != '\n') advance(1);
      continue;
    }
    Token t{Tok::kEnd, "", 0, line, col, i, spaced};
    spaced = false;
    std::size_t len = 1;
    auto next = [&](std::size_t k) { return i + k < in.size() ? in[i + k] : '\0'; };
    if (is_digit(c)) {
      len = digits_from(i) - i;
      if (next(len) == '/' && is_digit(next(len + 1))) len = digits_from(i + len + 1) - i;
      t.kind = Tok::kNumber;
    } else if (is_ident_start(c)) {
      while (i + len < in.size() && is_ident_char(in[i + len])) ++len;
      std::string_view word = in.substr(i, len);
      t.kind = is_down(word) ? Tok::kDown : Tok::kIdent;
      if (t.kind == Tok::kDown)
        t.count = len > 1 && is_digit(word[1]) ? count_of(i + 1, i + len) : len;
      if (std::size_t end = word == "v" ? power_suffix(i + 1) : 0) {  // v<3>, v[3]
        t.power = count_of(i + 2, end - 1);
        t.running_sum = in[i + 1] == '[';
        len = end - i;
      }
    } else if (starts_with(in, i, "^") || starts_with(in, i, kUpArrow) ||
               starts_with(in, i, kDownArrow)) {
      // ^, ^^, ^3, ^<3>, ^[3] and the arrows ↑ ↑↑ ↑3 ↑<3> ↑[3] ↓ ↓↓ ↓3 ↓<3> ↓[3].
      std::string_view glyph = in[i] == '^' ? "^" : in.substr(i, 3);
      t.kind = glyph == kDownArrow ? Tok::kDown : Tok::kUp;
      std::size_t j = i, repeats = 0;
      while (starts_with(in, j, glyph)) j += glyph.size(), ++repeats;
      if (std::size_t end = repeats == 1 ? power_suffix(j) : 0) {  // ^<3>, ^[3]
        t.count = 1;
        t.power = count_of(j + 1, end - 1);
        t.running_sum = in[j] == '[';
        j = end;
      } else if (repeats == 1 && j < in.size() && is_digit(in[j])) {
        std::size_t e = digits_from(j);
        t.count = count_of(j, e);
        j = e;
      } else {
        t.count = repeats;
      }
      len = j - i;
    } else if (c == '*' || starts_with(in, i, kStarGlyph)) {
      std::size_t glyph = c == '*' ? 1 : kStarGlyph.size();
      std::size_t e = digits_from(i + glyph);
      if (e > i + glyph) {
        t.kind = Tok::kNimber;
        t.count = count_of(i + glyph, e);
        len = e - i;
      } else {
        t.kind = Tok::kStar;
        len = glyph;
      }
    } else if (starts_with(in, i, kPlusMinusGlyph)) {
      t.kind = Tok::kPlusMinus;
      len = kPlusMinusGlyph.size();
    } else if (const char* fraction = unicode_fraction(in, i)) {
      t.kind = Tok::kNumber;
      t.text = fraction;
      len = 2;
    } else if (c == '|' && next(1) == '>') {  // no game has '>' after a bar
      t.kind = Tok::kBarGt;
      len = 2;
    } else if (c == '|') {
      while (next(len) == '|') ++len;
      t.kind = Tok::kBars;
      t.count = len;
    } else if (c == ':' && depth == 0 && (out.empty() || out.back().kind == Tok::kSeparator)) {
      while (i + len < in.size() && in[i + len] != '\n' && in[i + len] != ';' && in[i + len] != '#')
        ++len;
      t.kind = Tok::kDirective;
      std::string_view text = in.substr(i, len);
      t.text = std::string(text.substr(0, text.find_last_not_of(" \t\r") + 1));
    } else if (c == '"') {
      while (i + len < in.size() && in[i + len] != '"' && in[i + len] != '\n') ++len;
      if (next(len) != '"') {
        t.kind = Tok::kError;
        t.text = "unterminated string: expected '\"'";
        out.push_back(t);
        advance(len);
        continue;
      }
      t.kind = Tok::kString;
      t.text = std::string(in.substr(i + 1, len - 1));
      out.push_back(t);
      advance(len + 1);
      continue;
    } else {
      auto two = [&](char a, char b) { return c == a && next(1) == b; };
      len = 2;
      if (c == '<' && next(1) == '=' && next(2) == '>') {
        t.kind = Tok::kCompare;
        len = 3;
      } else if (two('<', '|')) t.kind = Tok::kLtBar;  // no game starts with a bar
      else if (two('+', '-')) t.kind = Tok::kPlusMinus;
      else if (two('.', '.')) t.kind = Tok::kDotDot;
      else if (two('=', '=')) t.kind = Tok::kEq;
      else if (two('!', '=')) t.kind = Tok::kNe;
      else if (two('<', '=')) t.kind = Tok::kLe;
      else if (two('>', '=')) t.kind = Tok::kGe;
      else if (two('<', '>')) t.kind = Tok::kFuzzy;
      else {
        len = 1;
        switch (c) {
          case '+': t.kind = Tok::kPlus; break;
          case '-': t.kind = Tok::kMinus; break;
          case '{': t.kind = Tok::kLBrace; ++depth; break;
          case '}': t.kind = Tok::kRBrace; if (depth > 0) --depth; break;
          case '(': t.kind = Tok::kLParen; ++depth; break;
          case ')': t.kind = Tok::kRParen; if (depth > 0) --depth; break;
          case '[': t.kind = Tok::kLBracket; ++depth; break;
          case ']': t.kind = Tok::kRBracket; if (depth > 0) --depth; break;
          case ',': t.kind = Tok::kComma; break;
          case '.': t.kind = Tok::kDot; break;
          case ':': t.kind = Tok::kColon; break;
          case '&': t.kind = Tok::kAmpersand; break;
          case '=': t.kind = Tok::kAssign; break;
          case '<': t.kind = Tok::kLt; break;
          case '>': t.kind = Tok::kGt; break;
          case ';': t.kind = Tok::kSeparator; break;
          default: {
            // One whole UTF-8 character in the message.
            std::size_t n = 1;
            while (i + n < in.size() && (static_cast<unsigned char>(in[i + n]) & 0xc0) == 0x80) ++n;
            t.kind = Tok::kError;
            // Escaped: a NUL byte would end the message where it is read as a C string.
            t.text = fmt::format("unexpected character '{}'", printable(in.substr(i, n)));
            len = n;
          }
        }
      }
    }
    if (t.text.empty()) t.text = std::string(in.substr(i, len));
    if (too_large) {
      t.kind = Tok::kError;
      t.text = fmt::format("the count in '{}' is too large (more than 2^64 - 1)", t.text);
      too_large = false;
    }
    out.push_back(t);
    advance(len);
  }
  out.push_back(Token{Tok::kEnd, "end of input", 0, line, col, i, true});
  return out;
}

std::size_t open_brackets(std::string_view input, std::size_t already_open) {
  std::size_t depth = already_open;
  for (const Token& t : lex(input)) {
    if (t.kind == Tok::kLBrace || t.kind == Tok::kLParen || t.kind == Tok::kLBracket) ++depth;
    if ((t.kind == Tok::kRBrace || t.kind == Tok::kRParen || t.kind == Tok::kRBracket) && depth)
      --depth;
  }
  return depth;
}

std::string describe(const Token& t) {
  switch (t.kind) {
    case Tok::kEnd: return "the end of the input";
    case Tok::kSeparator: return t.text == ";" ? "';'" : "the end of the line";
    case Tok::kString: return fmt::format("\"{}\"", t.text);
    default: return fmt::format("'{}'", t.text);
  }
}

}  // namespace cgt::lang
