// Lexer for the cgt language. Tokens remember their position (1-based line and column) and
// whether whitespace preceded them, which the parser needs: "1*" is 1 + * but "1 * G" is a
// product. Newlines separate statements only outside brackets, so a statement may span lines
// while a brace or parenthesis is open.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace cgt::lang {

enum class Tok {
  kNumber,     // 12, 3/8
  kIdent,      // gn, x1
  kString,     // "gn-partition"
  kUp,         // ^ ^^ ^3 (count = multiplicity); ^<3> (count 1, power 3: up-third); ^[3]
  kDown,       // v vv v3; v<3>; v[3]
  kStar,       // *
  kNimber,     // *2 (count = 2)
  kPlus, kMinus, kPlusMinus,
  kLBrace, kRBrace, kBars,  // kBars: | || ||| (count = number of bars)
  kLParen, kRParen, kLBracket, kRBracket, kComma,
  kDot, kDotDot, kAssign, kEq, kNe, kLe, kGe, kLt, kGt, kFuzzy,
  kLtBar, kBarGt, kCompare, kColon,  // <|  |>  <=>  : (the ordinal sum)
  kAmpersand,  // & (a loopy game's sides: onside & offside)
  kSeparator,  // ; or a newline outside brackets
  kDirective,  // a tool directive: ':' starting a statement, and the rest of it (":time on")
  kError,      // a character that starts no token; text holds the message
  kEnd,
};

struct Token {
  Tok kind;
  std::string text;
  std::uint64_t count = 0;
  std::size_t line = 1, column = 1;
  std::size_t offset = 0;  // byte offset in the input
  bool spaced = false;  // whitespace (or the start of input) precedes the token
  std::uint64_t power = 1;  // n of the uptimal ^<n> or v<n>, or of ^[n] or v[n]
  bool running_sum = false;  // ^[n]: the sum ^<1> + ... + ^<n>
};

std::vector<Token> lex(std::string_view input);
// How many brackets ({ ( [) the input leaves open, after `already_open` before it: the REPL and
// the script reader read more lines while any are.
std::size_t open_brackets(std::string_view input, std::size_t already_open = 0);
std::string describe(const Token& t);  // for "expected X, found Y" messages

}  // namespace cgt::lang
