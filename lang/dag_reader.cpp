#include "lang/dag_reader.hpp"

#include <fmt/format.h>

#include <variant>

#include "lang/parser.hpp"
#include "lang/session.hpp"

namespace cgt::lang {
namespace {

// Throws unless e is made of what the notation allows.
void check_data(const Expr& e) {
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
  for (const auto& c : e.children) check_data(*c);
}

}  // namespace

Game read_dag(std::string_view text) {
  Session scope;
  std::optional<Game> last;
  for (auto& parsed : parse_program(text)) {
    if (auto* error = std::get_if<ParseError>(&parsed)) throw *error;
    const Statement& s = std::get<Statement>(parsed);
    if (s.kind != Statement::Kind::kExpression || s.assign_to.empty())
      throw ParseError(s.line, s.column, "the DAG notation has only statements 'name = game'");
    check_data(*s.expr);
    try {
      scope.run(s);
    } catch (const Error& e) {
      if (e.code() == ErrorCode::kLimit || e.code() == ErrorCode::kInterrupted) throw;
      throw Error(e.code(), fmt::format("line {}: {}", s.line, e.what()));
    }
    const Value& v = scope.variables().at(s.assign_to);
    if (!v.is_game())
      throw Error(ErrorCode::kType,
                  fmt::format("line {}: '{}' is a {}, not a game", s.line, s.assign_to,
                              type_name(v)));
    last = std::get<Game>(v.data);
  }
  if (!last) throw ParseError(1, 1, "the DAG notation needs at least one statement 'name = game'");
  return *last;
}

}  // namespace cgt::lang
