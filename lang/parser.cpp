#include "lang/parser.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "cgt/interrupt.hpp"
#include "cgt/recursion_guard.hpp"
#include "lang/functions.hpp"
#include "lang/lexer.hpp"

namespace cgt::lang {
namespace {

class Parser {
 public:
  Parser(std::string_view text) : text_(text), toks_(lex(text)) {}

  std::vector<std::variant<Statement, ParseError>> program() {
    std::vector<std::variant<Statement, ParseError>> out;
    while (true) {
      while (at(Tok::kSeparator)) take();
      if (at(Tok::kEnd)) break;
      std::size_t first = pos_;
      try {
        out.emplace_back(statement());
      } catch (const ParseError& e) {
        out.emplace_back(e);
        if (pos_ == first) take();
        while (!at(Tok::kSeparator) && !at(Tok::kEnd)) take();
      }
    }
    return out;
  }

  ExprPtr single_expression() {
    while (at(Tok::kSeparator)) take();
    ExprPtr e = range();
    while (at(Tok::kSeparator)) take();
    if (!at(Tok::kEnd)) fail(peek(), "expected the end of the expression");
    return e;
  }

 private:
  const Token& peek(std::size_t k = 0) const {
    return toks_[std::min(pos_ + k, toks_.size() - 1)];
  }
  bool at(Tok k) const { return peek().kind == k; }
  Token take() {
    Token t = peek();
    if (pos_ + 1 < toks_.size()) ++pos_;
    if ((pos_ & 0xfff) == 0) poll_interrupt();  // a long text takes seconds to parse
    return t;
  }
  [[noreturn]] void fail(const Token& t, const std::string& expected) const {
    if (t.kind == Tok::kError) throw ParseError(t.line, t.column, t.text);
    // Stuck at the start of a later line (or at the end) inside a bracket: most likely the
    // bracket was never closed, so say so where it opened.
    bool line_start = &t == &peek() && (t.kind == Tok::kEnd ||
                                         (pos_ > 0 && toks_[pos_ - 1].line < t.line));
    if (!open_.empty() && open_.back().line < t.line && line_start) {
      const Token& o = open_.back();
      throw ParseError(o.line, o.column,
                       fmt::format("'{}' is not closed ({}, found {} on line {})", o.text,
                                   expected, describe(t), t.line));
    }
    throw ParseError(t.line, t.column, fmt::format("{}, found {}", expected, describe(t)));
  }
  Token expect(Tok k, const char* what) {
    if (!at(k)) fail(peek(), fmt::format("expected {}", what));
    return take();
  }
  ExprPtr node(Expr::Kind kind, const Token& at) {
    auto e = std::make_unique<Expr>();
    e->kind = kind;
    e->line = at.line;
    e->column = at.column;
    return e;
  }
  ExprPtr binary(Op op, const Token& at, ExprPtr a, ExprPtr b) {
    ExprPtr e = node(Expr::Kind::kBinary, at);
    e->op = op;
    e->children.push_back(std::move(a));
    e->children.push_back(std::move(b));
    return e;
  }
  // Nesting deeper than the stack allows is a parse error at the place it happens.
  static void check_nesting(const Token& t) {
    try {
      RecursionGuard guard;
    } catch (const LimitError&) {
      throw ParseError(t.line, t.column, "expressions nested too deeply for the stack");
    }
  }

  Statement statement() {
    Statement s;
    const Token first = peek();
    s.line = first.line;
    s.column = first.column;
    if (at(Tok::kDirective)) {
      s.kind = Statement::Kind::kCommand;
      s.words = words(take().text);
      s.name = s.words.front();
      s.words.erase(s.words.begin());
    } else if (starts_command("help") || starts_command("verify")) {
      s.kind = Statement::Kind::kCommand;
      s.name = take().text;
      std::size_t from = peek().offset;
      while (!at(Tok::kSeparator) && !at(Tok::kEnd)) take();
      std::string_view raw = text_.substr(from, peek().offset - from);
      s.words = words(raw.substr(0, raw.find('#')));  // a comment may end the line
    } else if (starts_command("table")) {
      take();
      table(s);
    } else {
      cgsuite_statement_hints();
      if (at(Tok::kIdent) && peek(1).kind == Tok::kAssign) {
        s.assign_to = take().text;
        take();
      }
      s.expr = range();
    }
    if (!at(Tok::kSeparator) && !at(Tok::kEnd))
      fail(peek(), "expected an operator or the end of the statement");
    s.source = trimmed(first.offset, peek().offset);
    return s;
  }

  // CGSuite's spellings of an assignment (x := G) and of a loop (for n from 1 to 3 ...), which
  // cgt writes otherwise: a message that says how, rather than a bare syntax error.
  void cgsuite_statement_hints() const {
    if (at(Tok::kIdent) && peek(1).kind == Tok::kColon && peek(2).kind == Tok::kAssign &&
        !peek(2).spaced)
      throw ParseError(peek(1).line, peek(1).column,
                       "':=' is CGSuite's assignment; cgt writes x = EXPR");
    if (at(Tok::kIdent) && peek().text == "for" && peek(1).kind == Tok::kIdent)
      throw ParseError(peek().line, peek().column,
                       "cgt has no for loops; write a list [EXPR for n in 1..3] or a table: "
                       "table EXPR for n in 1..3");
  }

  // `help`, `verify` and `table` start commands unless used as a variable or a function.
  bool starts_command(const char* word) const {
    return at(Tok::kIdent) && peek().text == word && peek(1).kind != Tok::kAssign &&
           peek(1).kind != Tok::kLParen;
  }

  std::string trimmed(std::size_t from, std::size_t to) const {
    std::string_view t = text_.substr(from, to - from);
    std::size_t end = t.find_last_not_of(" \t\r\n");
    return std::string(end == std::string_view::npos ? "" : t.substr(0, end + 1));
  }

  static std::vector<std::string> words(std::string_view text) {
    std::vector<std::string> out;
    std::size_t i = 0;
    while (true) {
      i = text.find_first_not_of(" \t\r\n", i);
      if (i == std::string_view::npos) return out;
      std::size_t end = text.find_first_of(" \t\r\n", i);
      out.emplace_back(text.substr(i, end == std::string_view::npos ? end : end - i));
      i = end;
    }
  }

  // table COLUMN, ... for VARIABLE in RANGE [--OPTION...], or table NAME [RANGE] [--OPTION...].
  void table(Statement& s) {
    InTable in_table(*this);
    bool has_for = false;
    for (std::size_t k = 0;
         !has_for && peek(k).kind != Tok::kSeparator && peek(k).kind != Tok::kEnd; ++k)
      has_for = peek(k).kind == Tok::kIdent && peek(k).text == "for";
    if (has_for) {
      s.kind = Statement::Kind::kTable;
      while (true) {
        std::size_t from = peek().offset;
        s.columns.push_back(range());
        s.column_titles.push_back(trimmed(from, peek().offset));
        if (!at(Tok::kComma)) break;
        take();
      }
      expect_word("for");
      s.name = expect(Tok::kIdent, "a variable name").text;
      expect_word("in");
      s.expr = range();
    } else {
      s.kind = Statement::Kind::kNamedTable;
      if (!at(Tok::kSeparator) && !at(Tok::kEnd) && !at_option()) {
        // A name may hold dashes and digits: gn-values, fib-nim-2.
        Token part = expect(Tok::kIdent, "a table name or 'EXPR for VARIABLE in RANGE'");
        std::size_t from = part.offset, to = part.offset + part.text.size();
        while (!peek().spaced && (at(Tok::kIdent) || at(Tok::kNumber) || at(Tok::kMinus)) &&
               !at_option()) {
          part = take();
          to = part.offset + part.text.size();
        }
        s.name = std::string(text_.substr(from, to - from));
        if (!at(Tok::kSeparator) && !at(Tok::kEnd) && !at_option()) s.expr = range();
      }
    }
    while (at_option()) {
      Token dash = take();
      take();
      Token word = take();
      std::string option = "--" + word.text;
      static const std::vector<std::string> kOptions = {"--text", "--markdown", "--csv", "--latex",
                                                        "--list"};
      if (std::find(kOptions.begin(), kOptions.end(), option) == kOptions.end()) {
        std::string hint = closest_name(option, kOptions);
        throw ParseError(dash.line, dash.column,
                         fmt::format("unknown table option '{}'{}", option,
                                     hint.empty() ? "" : fmt::format("; did you mean {}?", hint)));
      }
      s.words.push_back(option);
    }
  }

  void expect_word(const char* word) {
    if (!at(Tok::kIdent) || peek().text != word) fail(peek(), fmt::format("expected '{}'", word));
    take();
  }

  // "--csv" and the like, inside a table statement: two dashes and a word, written together.
  bool at_option() const {
    return in_table_ && at(Tok::kMinus) && peek(1).kind == Tok::kMinus && !peek(1).spaced &&
           peek(2).kind == Tok::kIdent && !peek(2).spaced;
  }
  struct InTable {
    Parser& p;
    explicit InTable(Parser& parser) : p(parser) { p.in_table_ = true; }
    ~InTable() { p.in_table_ = false; }
  };

  ExprPtr range() {
    ExprPtr lo = comparison();
    if (!at(Tok::kDotDot)) return lo;
    Token dots = take();
    ExprPtr e = node(Expr::Kind::kRange, dots);
    e->children.push_back(std::move(lo));
    e->children.push_back(comparison());
    return e;
  }

  ExprPtr comparison() {
    ExprPtr a = sided();
    Op op;
    switch (peek().kind) {
      case Tok::kEq: op = Op::kEq; break;
      case Tok::kNe: op = Op::kNe; break;
      case Tok::kLe: op = Op::kLe; break;
      case Tok::kGe: op = Op::kGe; break;
      case Tok::kLt: op = Op::kLt; break;
      case Tok::kGt: op = Op::kGt; break;
      case Tok::kFuzzy: op = Op::kFuzzy; break;
      case Tok::kLtBar: op = Op::kLessOrConfused; break;
      case Tok::kBarGt: op = Op::kGreaterOrConfused; break;
      case Tok::kCompare: op = Op::kRelation; break;
      default: return a;
    }
    Token t = take();
    return binary(op, t, std::move(a), sided());
  }

  // G & H, a loopy game's onside and offside, binds looser than the arithmetic.
  ExprPtr sided() {
    ExprPtr a = additive();
    while (at(Tok::kAmpersand)) {
      Token t = take();
      a = binary(Op::kSided, t, std::move(a), additive());
    }
    return a;
  }

  ExprPtr additive() {
    ExprPtr a = term();
    while (true) {
      Op op;
      if (at_option()) return a;  // "1..20 --csv" ends the range before the option
      if (at(Tok::kPlus)) op = Op::kAdd;
      else if (at(Tok::kMinus)) op = Op::kSub;
      else if (at(Tok::kPlusMinus)) op = Op::kAddSwitch;
      else return a;
      Token t = take();
      a = binary(op, t, std::move(a), term());
    }
  }

  ExprPtr term() {
    ExprPtr a = ordinal();
    while (true) {
      if (at(Tok::kStar)) {
        Token t = take();
        a = binary(Op::kMul, t, std::move(a), ordinal());
      } else if (at(Tok::kNimber)) {  // G*3 multiplies by 3
        Token t = take();
        ExprPtr n = node(Expr::Kind::kNumber, t);
        n->text = t.text.substr(t.text.find_first_of("0123456789"));
        a = binary(Op::kMul, t, std::move(a), std::move(n));
      } else {
        return a;
      }
    }
  }

  // G : H, the ordinal sum, binds tighter than the arithmetic.
  ExprPtr ordinal() {
    ExprPtr a = unary();
    while (at(Tok::kColon)) {
      Token t = take();
      a = binary(Op::kOrdinal, t, std::move(a), unary());
    }
    return a;
  }

  ExprPtr unary() {
    Token t = peek();
    check_nesting(t);
    if (at(Tok::kMinus) && peek(1).kind == Tok::kNumber) {  // a negative literal: -1/2^ is -1/2 + ^
      take();
      return number(take(), "-");
    }
    Op op;
    if (at(Tok::kMinus)) op = Op::kNeg;
    else if (at(Tok::kPlus)) op = Op::kPlus;
    else if (at(Tok::kPlusMinus)) op = Op::kSwitch;
    else return postfix();
    take();
    ExprPtr e = node(Expr::Kind::kUnary, t);
    e->op = op;
    // +-{a, b}: the switch {a, b | -a, -b} (a brace without bars lists its options).
    e->children.push_back(op == Op::kSwitch && at(Tok::kLBrace) ? brace(true) : unary());
    return e;
  }

  // A primary followed (without a space) by indices L[0] and methods G.LeftStop, G.Cool(1).
  ExprPtr postfix() {
    ExprPtr e = primary();
    while (!peek().spaced) {
      if (at(Tok::kLBracket)) {
        Token open = take();
        Open bracket(*this, open);
        ExprPtr index = node(Expr::Kind::kIndex, open);
        index->children.push_back(std::move(e));
        index->children.push_back(range());
        expect(Tok::kRBracket, "']'");
        e = std::move(index);
      } else if (at(Tok::kDot) && peek(1).kind == Tok::kIdent && !peek(1).spaced) {
        take();
        Token name = take();
        ExprPtr method = node(Expr::Kind::kMethod, name);
        method->text = name.text;
        method->children.push_back(std::move(e));
        if (at(Tok::kLParen) && !peek().spaced) arguments(*method);
        e = std::move(method);
      } else {
        break;
      }
    }
    return e;
  }

  // (a, b, ...) after a function's name, into e's children.
  void arguments(Expr& e) {
    Open bracket(*this, expect(Tok::kLParen, "'('"));
    if (!at(Tok::kRParen)) {
      e.children.push_back(range());
      while (at(Tok::kComma)) {
        take();
        e.children.push_back(range());
      }
    }
    expect(Tok::kRParen, "',' or ')'");
  }

  bool at_word(const char* word) const { return at(Tok::kIdent) && peek().text == word; }

  // if C then A else B, with CGSuite's closing `end` allowed.
  ExprPtr conditional() {
    Token start = take();
    ExprPtr e = node(Expr::Kind::kIf, start);
    e->children.push_back(range());
    expect_word("then");
    e->children.push_back(range());
    expect_word("else");
    e->children.push_back(range());
    if (at_word("end")) take();
    return e;
  }

  // Starts an operand: after "2*" it makes "*" a product rather than a star suffix.
  static bool starts_operand(Tok k) {
    return k == Tok::kLBrace || k == Tok::kLParen || k == Tok::kIdent || k == Tok::kNumber ||
           k == Tok::kLBracket;
  }
  static bool is_infinitesimal(Tok k) {
    return k == Tok::kUp || k == Tok::kDown || k == Tok::kStar || k == Tok::kNimber;
  }

  ExprPtr number(const Token& t, const char* sign) {
    ExprPtr n = node(Expr::Kind::kNumber, t);
    n->text = sign + t.text;
    const Token& next = peek();
    // "2*" and "2*3" are sums (the printed notation), "2*x", "2*{1|0}" and "10*^" products.
    bool product = next.kind == Tok::kStar && !peek(1).spaced &&
                   (starts_operand(peek(1).kind) || peek(1).kind == Tok::kUp ||
                    peek(1).kind == Tok::kDown);
    // 2over and 3/2under, as CGSuite writes x + over and x + under.
    if (!next.spaced && next.kind == Tok::kIdent && (next.text == "over" || next.text == "under")) {
      Token word = take();
      ExprPtr v = node(Expr::Kind::kVariable, word);
      v->text = word.text;
      return binary(Op::kJoined, word, std::move(n), std::move(v));
    }
    bool suffix = !next.spaced && is_infinitesimal(next.kind) && !product;
    if (!suffix) return n;
    Token at = next;
    return binary(Op::kJoined, at, std::move(n), infinitesimal());
  }

  // ^, ^^, ^3, ^<3>, ^[3], v, vv, v3, v<3>, v[3], *, *n, optionally followed (no space) by * or
  // *n: ^*, v*3, ^[3]*.
  ExprPtr infinitesimal() {
    Token t = take();
    ExprPtr e = node(Expr::Kind::kUpStar, t);
    if (t.kind == Tok::kStar || t.kind == Tok::kNimber) {
      e->nim = t.kind == Tok::kStar ? 1 : t.count;
      return e;
    }
    if (t.count > static_cast<std::uint64_t>(INT64_MAX))
      throw ParseError(t.line, t.column, "up-multiple too large");
    e->ups = static_cast<std::int64_t>(t.count) * (t.kind == Tok::kUp ? 1 : -1);
    e->power = t.power;
    e->running_sum = t.running_sum;
    const Token& next = peek();
    if (!next.spaced && (next.kind == Tok::kStar || next.kind == Tok::kNimber) &&
        !(next.kind == Tok::kStar && !peek(1).spaced && starts_operand(peek(1).kind))) {
      e->nim = next.kind == Tok::kStar ? 1 : next.count;
      take();
    }
    return e;
  }

  ExprPtr primary() {
    const Token& t = peek();
    switch (t.kind) {
      case Tok::kNumber: {
        Token n = take();
        return number(n, "");
      }
      case Tok::kUp:
      case Tok::kDown:
      case Tok::kStar:
      case Tok::kNimber:
        return infinitesimal();
      case Tok::kLBrace:
        return brace();
      case Tok::kLParen: {
        Open bracket(*this, take());
        ExprPtr e = range();
        expect(Tok::kRParen, "')'");
        return e;
      }
      case Tok::kLBracket: {
        Token open = take();
        Open bracket(*this, open);
        ExprPtr e = node(Expr::Kind::kList, open);
        if (!at(Tok::kRBracket)) {
          e->children.push_back(range());
          if (at_word("for")) return comprehension(open, std::move(e->children.front()));
          while (at(Tok::kComma)) {
            take();
            e->children.push_back(range());
          }
        }
        expect(Tok::kRBracket, "',' or ']'");
        return e;
      }
      case Tok::kIdent: {
        if (t.text == "if") return conditional();
        if (labels_brace()) {
          Token name = take();
          if (at(Tok::kColon)) take();
          ExprPtr e = brace();
          e->text = name.text;
          return e;
        }
        Token name = take();
        if (!at(Tok::kLParen)) {
          ExprPtr v = node(Expr::Kind::kVariable, name);
          v->text = name.text;
          return v;
        }
        ExprPtr call = node(Expr::Kind::kCall, name);
        call->text = name.text;
        arguments(*call);
        return call;
      }
      case Tok::kString: {
        Token s = take();
        ExprPtr e = node(Expr::Kind::kString, s);
        e->text = s.text;
        return e;
      }
      default:
        fail(t, "expected an expression");
    }
  }

  // Whether the identifier here names the brace that follows it, as a loopy game's label: a{0|a}
  // (CGSuite), or a:{0|a} when the brace uses the name (otherwise that is an ordinal sum).
  bool labels_brace() const {
    if (peek(1).kind == Tok::kLBrace && !peek(1).spaced) return true;
    if (peek(1).kind != Tok::kColon || peek(2).kind != Tok::kLBrace) return false;
    std::size_t depth = 0;
    for (std::size_t k = 2; peek(k).kind != Tok::kEnd; ++k) {
      const Token& t = peek(k);
      if (t.kind == Tok::kLBrace) ++depth;
      if (t.kind == Tok::kRBrace && --depth == 0) return false;
      if (t.kind == Tok::kIdent && t.text == peek().text) return true;
    }
    return false;
  }

  // [BODY for NAME in SOURCE] or [BODY for NAME in SOURCE if CONDITION], after the body.
  ExprPtr comprehension(const Token& open, ExprPtr body) {
    take();  // for
    ExprPtr e = node(Expr::Kind::kComprehension, open);
    e->text = expect(Tok::kIdent, "a variable name").text;
    expect_word("in");
    e->children.push_back(std::move(body));
    e->children.push_back(range());
    if (at_word("if")) {
      take();
      e->children.push_back(range());
    }
    expect(Tok::kRBracket, "']' (or 'if' and a condition)");
    return e;
  }

  // A brace: option lists separated by runs of bars. The run with the most bars splits first;
  // each side with bars left in it becomes one option, a game in slash notation.
  // `option_list`: a brace without bars is a list of options (after +-), not an error.
  ExprPtr brace(bool option_list = false) {
    Token open = take();
    Open bracket(*this, open);
    std::vector<std::vector<ExprPtr>> segments(1);
    std::vector<Token> bars;
    while (true) {
      if (!at(Tok::kBars) && !at(Tok::kRBrace)) {
        segments.back().push_back(comparison());
        while (at(Tok::kComma)) {
          take();
          segments.back().push_back(comparison());
        }
      }
      if (at(Tok::kBars)) {
        bars.push_back(take());
        segments.emplace_back();
      } else if (at(Tok::kRBrace)) {
        Token close = take();
        if (bars.empty() && option_list) {
          ExprPtr list = node(Expr::Kind::kList, open);
          list->children = std::move(segments.front());
          return list;
        }
        if (bars.empty()) throw ParseError(close.line, close.column, "expected '|' before '}'");
        break;
      } else {
        fail(peek(), "expected ',', '|' or '}'");
      }
    }
    return split(open, segments, bars, 0, segments.size());
  }

  // Segments [lo, hi) and the bars between them (bar i separates segment i and i + 1).
  ExprPtr split(const Token& at, std::vector<std::vector<ExprPtr>>& segments,
                const std::vector<Token>& bars, std::size_t lo, std::size_t hi) {
    std::size_t best = lo;
    for (std::size_t i = lo; i + 1 < hi; ++i)
      if (bars[i].count > bars[best].count) best = i;
    for (std::size_t i = lo; i + 1 < hi; ++i)
      if (i != best && bars[i].count == bars[best].count)
        throw ParseError(bars[std::max(i, best)].line, bars[std::max(i, best)].column,
                         fmt::format("ambiguous game: two separators with {} bar{}; use more bars "
                                     "or braces",
                                     bars[best].count, bars[best].count > 1 ? "s" : ""));
    ExprPtr game = node(Expr::Kind::kGameLiteral, at);
    auto side = [&](std::size_t from, std::size_t to) {
      if (to - from == 1) {
        for (auto& e : segments[from]) game->children.push_back(std::move(e));
      } else {
        game->children.push_back(split(bars[from], segments, bars, from, to));
      }
    };
    side(lo, best + 1);
    game->left_count = game->children.size();
    side(best + 1, hi);
    return game;
  }

  // The brackets open at the current token, innermost last.
  std::vector<Token> open_;
  struct Open {
    Parser& p;
    Open(Parser& parser, const Token& bracket) : p(parser) { p.open_.push_back(bracket); }
    ~Open() { p.open_.pop_back(); }
  };

  std::string_view text_;
  std::vector<Token> toks_;
  std::size_t pos_ = 0;
  bool in_table_ = false;
};

}  // namespace

std::vector<std::variant<Statement, ParseError>> parse_program(std::string_view text) {
  return Parser(text).program();
}

ExprPtr parse_expression(std::string_view text) { return Parser(text).single_expression(); }

}  // namespace cgt::lang
