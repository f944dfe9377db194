// The syntax tree of the cgt language. One node type with a kind tag keeps the parser and the
// evaluator short; each node remembers where it started for error messages.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace cgt::lang {

// kJoined: a number and an infinitesimal written together (1*, 2^3, -1/2v*), their sum.
// kLessOrConfused: G <| H (G < H or confused); kGreaterOrConfused: G |> H; kRelation: G <=> H;
// kOrdinal: G : H, the ordinal sum; kSided: G & H, the loopy game with onside G and offside H.
enum class Op { kAdd, kJoined, kSub, kAddSwitch, kMul, kEq, kNe, kLe, kGe, kLt, kGt, kFuzzy,
                kLessOrConfused, kGreaterOrConfused, kRelation, kOrdinal, kSided, kNeg, kPlus,
                kSwitch };

struct Expr {
  enum class Kind {
    kNumber,       // text: "3/8", possibly "-3/8"
    kUpStar,       // ups, nim, power: ^, v*, *3, ^^*, ^<3>*, ^[3] (ups = +-1 when power != 1)
    kGameLiteral,  // children: Left options then Right options; left_count splits them; text:
                   // the label that names it inside (a{0|a} or a:{0|a}), if any
    kUnary,        // op, children[0]
    kBinary,       // op, children[0], children[1]
    kCall,         // text: name; children: arguments
    kVariable,     // text: name
    kList,         // children: items
    kRange,        // children[0] .. children[1]
    kString,       // text
    kIndex,        // children[0][children[1]]: an item of a list, counted from 0
    kMethod,       // children[0].text(children[1..]): CGSuite's G.LeftStop, G.Cool(1)
    kIf,           // if children[0] then children[1] else children[2]
    kComprehension,  // [children[0] for text in children[1] (if children[2])]
  };
  Kind kind;
  std::size_t line = 1, column = 1;
  std::string text;
  Op op = Op::kAdd;
  std::int64_t ups = 0;
  std::uint64_t nim = 0;
  std::uint64_t power = 1;  // ^<power>: the uptimal power of up
  bool running_sum = false;  // ^[power]: the sum ^<1> + ... + ^<power>
  std::size_t left_count = 0;
  std::vector<std::unique_ptr<Expr>> children;

  Expr() = default;
  Expr(const Expr&) = delete;
  Expr& operator=(const Expr&) = delete;
  // Frees the subtree without recursion: a chain 1+1+...+1 parses into a tree as deep as it is
  // long, and destroying it level by level would overflow the stack.
  ~Expr() {
    std::vector<std::unique_ptr<Expr>> pending = std::move(children);
    while (!pending.empty()) {
      std::unique_ptr<Expr> e = std::move(pending.back());
      pending.pop_back();
      if (!e) continue;  // an absent part (a comprehension without a filter)
      for (auto& c : e->children) pending.push_back(std::move(c));
      e->children.clear();
    }
  }
};

using ExprPtr = std::unique_ptr<Expr>;

// A statement: an expression (perhaps assigned to a variable), a table, or a command for the
// tool (help, verify, :directives) whose arguments the tool interprets.
struct Statement {
  enum class Kind {
    kExpression,  // expr; `name = expr` when assign_to is set
    kTable,       // table COLUMNS for VARIABLE in expr [--OPTION...]
    kNamedTable,  // table NAME [expr] [--OPTION...]: a named table over the range expr
    kCommand,     // name: "help", "verify" or a directive (":format"); words: its arguments
  };
  Kind kind = Kind::kExpression;
  std::string assign_to;  // kExpression: empty for a plain expression
  ExprPtr expr;           // kExpression: the value; kTable, kNamedTable: the range (or null)
  std::vector<ExprPtr> columns;            // kTable
  std::vector<std::string> column_titles;  // kTable: each column's source text
  std::string name;  // kTable: the variable; kNamedTable: the table; kCommand: the command
  std::vector<std::string> words;  // kCommand: arguments; tables: options ("--csv")
  std::size_t line = 1, column = 1;
  std::string source;  // the statement's text, for messages and echo
};

}  // namespace cgt::lang
