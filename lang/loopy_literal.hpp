// Loopy game literals: braces whose options are loopy games, or that refer back to themselves
// through a label (a{0|a}, a:{0|a}) or `pass`. Nested braces become positions of one graph; the
// other options are evaluated as values. Options that are not stoppers contribute their onsides
// to the literal's onside and their offsides to its offside (as in CGSuite).
#pragma once

#include <functional>
#include <vector>

#include "lang/ast.hpp"
#include "lang/value.hpp"
#include "loopy/value.hpp"

namespace cgt::lang {

// Whether a game literal needs the loopy reading: it or a brace inside it has a label or `pass`.
bool has_loopy_syntax(const Expr& e);

// The value of a game literal read as a loopy game; `evaluate` gives the values of its options
// that are not braces.
Value loopy_literal(const Expr& e, const std::function<Value(const Expr&)>& evaluate);

// {left | right} for options already evaluated, some of them loopy.
Value loopy_braces(const std::vector<Value>& left, const std::vector<Value>& right);

// A game or loopy game as a loopy value; a Type error naming `what` otherwise.
loopy::Value to_loopy(const Value& v, const char* what);

}  // namespace cgt::lang
