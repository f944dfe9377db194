// The interactive REPL (standard input is a terminal): GNU readline for line editing, history
// kept across sessions (in $CGT_HISTORY, else ~/.cgt_history) and tab completion; a
// continuation prompt while brackets are open; Ctrl-C clears the line at the prompt and stops
// a computation during one, returning to the prompt with the session intact.
#pragma once

#include "tools/cgt/interpreter.hpp"

namespace cgt::tool {

// Runs until :quit or Ctrl-D; returns the process exit status.
int run_repl(Interpreter& interpreter);

}  // namespace cgt::tool
