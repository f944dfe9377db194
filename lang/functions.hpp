// The function registry of the cgt language: every built-in function with its signature, a
// one-line meaning, an example and its group (for `help`). Each library adds its functions
// through one registration function, so the tool stays a thin layer over the libraries.
#pragma once

#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "lang/arguments.hpp"
#include "lang/value.hpp"

namespace cgt::lang {

struct Function {
  std::string name;
  std::string signature;  // "gn(h)"
  std::string summary;    // what it computes, one line
  std::string example;    // an expression to try
  std::string group;      // "games", "reduce", ...
  std::size_t min_args = 0, max_args = 0;
  std::function<Value(const Args& args)> call;
};

class FunctionRegistry {
 public:
  void add(Function f);
  const Function* find(const std::string& name) const;
  // The function `name` when it takes `arg_count` arguments; otherwise a Name error (with the
  // closest name) or a Type error (with the signature).
  const Function& checked(const std::string& name, std::size_t arg_count) const;
  const std::map<std::string, Function>& all() const { return functions_; }
  // What a message about the unknown name `name` adds: the way out for "exit", cgt's name for
  // a CGSuite name, or the closest of the functions and `names` ("; did you mean cool?").
  std::string hint_for(const std::string& name, std::vector<std::string> names) const;

 private:
  std::map<std::string, Function> functions_;
};

// A name as messages quote it: cut to its first 40 characters and "..." when longer (a name
// can be a whole megabyte of a careless script).
std::string shown_name(std::string_view name);

// The closest of `candidates` to `name` by edit distance, when close enough to suggest; failing
// that, the one candidate that begins with `name` (of 3 characters or more), if only one does.
std::string closest_name(const std::string& name, const std::vector<std::string>& candidates);

// Registration, one per library (lang/functions/).
void register_core_functions(FunctionRegistry& r);
void register_thermography_functions(FunctionRegistry& r);
void register_infinitesimal_functions(FunctionRegistry& r);
void register_structure_functions(FunctionRegistry& r);
void register_dag_notation_functions(FunctionRegistry& r);
void register_compound_functions(FunctionRegistry& r);
void register_number_theory_functions(FunctionRegistry& r);
void register_reduce_functions(FunctionRegistry& r);
void register_golden_nugget_functions(FunctionRegistry& r);
void register_fibonacci_representation_functions(FunctionRegistry& r);
void register_fibonacci_functions(FunctionRegistry& r);
void register_ruleset_functions(FunctionRegistry& r);    // builtins/rulesets/
void register_position_functions(FunctionRegistry& r);   // value, options, solve, ... of positions
void register_misere_functions(FunctionRegistry& r);     // builtins/misere.cpp
void register_loopy_functions(FunctionRegistry& r);      // builtins/loopy.cpp: loopy games

}  // namespace cgt::lang
