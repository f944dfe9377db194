// Tab completion for the REPL, apart from readline so that it can be tested: the candidates
// for the word being typed, given the text before it on the line. Expressions complete
// function names (with their opening parenthesis) and variables; `help` completes functions
// and commands; `:format`, `:time`, `:limit`, `verify` and `table` complete their arguments.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "tools/cgt/interpreter.hpp"

namespace cgt::tool {

// Characters that end a word for completion: operators and brackets, not ':' (directives) or
// '-' (the names of tables and verifiers).
inline constexpr const char* kWordBreaks = " \t\n\"'`@$><=;|&{}()[],+*^~!";

// Sorted candidates that start with `word`.
std::vector<std::string> completions(Interpreter& interpreter, std::string_view before,
                                     std::string_view word);

}  // namespace cgt::tool
