// Session: evaluates statements of the cgt language, keeping variables (and `ans`, the last
// result) between them. Errors are cgt::Error exceptions; error_location() says which part of
// the statement raised the last one.
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>

#include "cgt/game_roots.hpp"
#include "cgt/progress.hpp"
#include "games/named_tables.hpp"
#include "lang/ast.hpp"
#include "lang/functions.hpp"
#include "lang/value.hpp"

namespace cgt::lang {

struct Location {
  std::size_t line = 0, column = 0;
};

// A session keeps game handles in its variables: it marks them when the game table is
// collected (cgt/game_roots.hpp).
class Session : public GameRoots {
 public:
  Session();
  ~Session() override { withdraw(); }
  void mark_games(GameMarker& marker) const override;

  // The value of an expression or table statement, or nothing for an assignment. Commands
  // (help, verify, directives) belong to the tool: here they are a type error.
  std::optional<Value> run(const Statement& s);
  Value evaluate(const Expr& e);

  const FunctionRegistry& functions() const { return functions_; }
  FunctionRegistry& functions() { return functions_; }
  const std::map<std::string, Value>& variables() const { return variables_; }
  // Defines (or redefines) the variable `name`, as an assignment would.
  void set_variable(const std::string& name, Value value) { variables_[name] = std::move(value); }
  // Forgets every variable (for instance after the game table was reset).
  void clear_variables() { variables_.clear(); }
  Location error_location() const { return error_location_; }

  // The named tables that `table NAME A..B` knows (all of games/ by default).
  const games::TableRegistry& tables() const { return tables_; }
  void set_tables(games::TableRegistry tables) { tables_ = std::move(tables); }
  // Long work (tables, and the functions that take a Progress) reports to this; the tool
  // installs a progress bar. Only the outermost long task of a statement reports.
  void set_progress(Progress progress) { progress_ = std::move(progress); }

 private:
  Value table(const Statement& s);
  Value named_table(const Statement& s);
  struct ProgressUse;
  Value evaluate_node(const Expr& e);
  Value call(const Expr& e);
  Value variable(const Expr& e);
  // The operator of e applied to `left`, the value of its first operand, and to its second.
  Value binary(const Expr& e, Value left);
  Value binary_chain(const Expr& e);
  // Records e as where the error being thrown happened, unless a deeper part was recorded.
  void locate(const Expr& e);
  Value unary(const Expr& e);
  Value range(const Expr& e);
  Value index(const Expr& e);
  Value comprehension(const Expr& e);
  bool truth(const Expr& e, const char* what);
  // The function a call names: a method's name may be CGSuite's (G.LeftStop is leftstop(G)).
  const Function& callee(const Expr& e);
  Value game_literal(const Expr& e);
  Value loopy_operand(const Expr& e, const char* what);
  Value loopy_binary(const Expr& e, const Value& left, const Value& right);
  Game operand(const Expr& e, const char* what);
  Game as_game(const Value& v, const Expr& e, const char* what);

  FunctionRegistry functions_;
  std::map<std::string, Value> variables_;
  games::TableRegistry tables_;
  Progress progress_, quiet_progress_;
  bool progress_busy_ = false;
  Location error_location_;
  bool located_ = false;
};

// Evaluates one expression that must denote a game, e.g. "{1||1|0} - 1"; throws cgt::Error.
Game evaluate_game(std::string_view text);

}  // namespace cgt::lang
