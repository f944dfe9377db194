// Parser for the cgt language: statements separated by ';' or newlines, each an expression or
// an assignment `name = expr`. Game literals use braces and bars with slash notation: the
// separator with the most bars splits a brace first, so {1||1|0} is {1|{1|0}}.
//
// Loopy games: a label before a brace names it inside (a{0|a}, or a:{0|a}), `pass` is a move to
// the brace's own game, and 2over is 2 + over.
//
// Operators, loosest first: `..` (ranges), comparisons (== != <= >= < > <>), `&` (sides),
// `+ - +-`, multiplication `*`, unary `- + +-`. A number immediately followed by an infinitesimal is a
// sum (1* is 1 + *, 1/2^ is 1/2 + ^, -1v is -1 + v); elsewhere `*` multiplies.
#pragma once

#include <string_view>
#include <variant>
#include <vector>

#include "cgt/error.hpp"
#include "lang/ast.hpp"

namespace cgt::lang {

// One statement per entry, in order: its syntax tree or the parse error that stopped it. An
// error skips to the next statement, so the statements after it still run.
std::vector<std::variant<Statement, ParseError>> parse_program(std::string_view text);

// Exactly one expression (no statements); throws ParseError.
ExprPtr parse_expression(std::string_view text);

}  // namespace cgt::lang
