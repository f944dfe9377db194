// Session: evaluates statements of the cgt language, keeping variables (and `ans`, the last
// result) between them. Errors are cgt::Error exceptions; error_location() says which part of
// the statement raised the last one.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>

#include "tools/lang/ast.hpp"
#include "tools/lang/functions.hpp"
#include "tools/lang/value.hpp"

namespace cgt::lang {

struct Location {
  std::size_t line = 0, column = 0;
};

class Session {
 public:
  Session();

  // The statement's value, or nothing for an assignment.
  std::optional<Value> run(const Statement& s);
  Value evaluate(const Expr& e);

  const FunctionRegistry& functions() const { return functions_; }
  FunctionRegistry& functions() { return functions_; }
  const std::map<std::string, Value>& variables() const { return variables_; }
  Location error_location() const { return error_location_; }

 private:
  Value evaluate_node(const Expr& e);
  Value call(const Expr& e);
  Value variable(const Expr& e);
  Value binary(const Expr& e);
  Value unary(const Expr& e);
  Value range(const Expr& e);
  Value game_literal(const Expr& e);
  Game operand(const Expr& e, const char* what);

  FunctionRegistry functions_;
  std::map<std::string, Value> variables_;
  Location error_location_;
  bool located_ = false;
};

// Evaluates one expression that must denote a game, e.g. "{1||1|0} - 1"; throws cgt::Error.
Game evaluate_game(std::string_view text);

}  // namespace cgt::lang
