#include "lang/dag_reader.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <optional>
#include <variant>
#include <vector>

#include "cgt/notation/dag_json_reader.hpp"
#include "cgt/notation/json_reader.hpp"
#include "lang/lexer.hpp"
#include "lang/parser.hpp"
#include "lang/session.hpp"

namespace cgt::lang {
namespace {

// Throws unless e is made of what the notation allows. A worklist rather than recursion: a
// chain 1+1+...+1 is as deep as it is long.
void check_data(const Expr& top) {
  std::vector<const Expr*> pending{&top};
  while (!pending.empty()) {
    const Expr& e = *pending.back();
    pending.pop_back();
    switch (e.kind) {
      case Expr::Kind::kNumber:
      case Expr::Kind::kUpStar:
      case Expr::Kind::kGameLiteral:
      case Expr::Kind::kVariable:
        break;
      case Expr::Kind::kUnary:
      case Expr::Kind::kBinary:
        if (e.op == Op::kNeg || e.op == Op::kPlus || e.op == Op::kAdd || e.op == Op::kJoined ||
            e.op == Op::kSub)
          break;
        [[fallthrough]];
      default:
        throw ParseError(e.line, e.column,
                         "the DAG notation has only games written with braces, numbers, "
                         "infinitesimals, + and - and earlier names");
    }
    for (auto c = e.children.rbegin(); c != e.children.rend(); ++c) pending.push_back(c->get());
  }
}

// The statements of one piece of the text (a line, or the lines of a statement that spans
// lines), whose first line is `first_line` of the text.
void run_piece(Session& scope, std::string_view piece, std::size_t first_line,
               std::optional<Game>& last) {
  for (auto& parsed : parse_program(piece)) {
    if (auto* error = std::get_if<ParseError>(&parsed))
      throw ParseError(error->line() + first_line - 1, error->column(), error->what());
    const Statement& s = std::get<Statement>(parsed);
    const std::size_t line = s.line + first_line - 1;
    if (s.kind != Statement::Kind::kExpression || s.assign_to.empty())
      throw ParseError(line, s.column, "the DAG notation has only statements 'name = game'");
    try {
      check_data(*s.expr);
    } catch (const ParseError& e) {
      throw ParseError(e.line() + first_line - 1, e.column(), e.what());
    }
    try {
      scope.run(s);
    } catch (const Error& e) {
      if (e.code() == ErrorCode::kLimit || e.code() == ErrorCode::kInterrupted) throw;
      throw Error(e.code(), fmt::format("line {}: {}", line, e.what()));
    }
    const Value& v = scope.variables().at(s.assign_to);
    if (!v.is_game())
      throw Error(ErrorCode::kType, fmt::format("line {}: '{}' is a {}, not a game", line,
                                                s.assign_to, type_name(v)));
    last = std::get<Game>(v.data);
  }
}

}  // namespace

Game read_dag_json(std::string_view text) {
  JsonValue json = parse_json(text);
  Session scope;
  return game_from_dag_json(json, [&](const std::string& option) {
    ExprPtr e = parse_expression(option);
    check_data(*e);
    Value v = scope.evaluate(*e);
    if (!v.is_game())
      throw DomainError(fmt::format("DAG: the option '{}' is not a game", option));
    return std::get<Game>(v.data);
  });
}

// Statement by statement, as the tool reads a script: parsing takes about 150 bytes of memory
// per byte of text, so a file of a million lines is never parsed whole.
Game read_dag(std::string_view text) {
  Session scope;
  std::optional<Game> last;
  std::size_t line = 1, piece_line = 1, piece_begin = 0, open = 0;
  for (std::size_t at = 0; at < text.size(); ++line) {
    std::size_t end = std::min(text.find('\n', at), text.size());
    open = open_brackets(text.substr(at, end - at), open);
    at = end + 1;
    if (open == 0 || at >= text.size()) {
      run_piece(scope, text.substr(piece_begin, std::min(at, text.size()) - piece_begin),
                piece_line, last);
      piece_begin = at;
      piece_line = line + 1;
    }
  }
  if (!last) throw ParseError(1, 1, "the DAG notation needs at least one statement 'name = game'");
  return *last;
}

}  // namespace cgt::lang
