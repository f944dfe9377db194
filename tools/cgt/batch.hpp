// Batch evaluation in one call: runs every statement of a text, printing each result on its
// own line and each error as "SOURCE:LINE:COLUMN: message" with the offending line and a caret.
// A statement that fails prints nothing else, and the statements after it still run. For more
// control (settings, several texts, commands), use the Interpreter directly.
#pragma once

#include <iosfwd>
#include <string_view>

#include "tools/cgt/interpreter.hpp"

namespace cgt::tool {

// The worst status of the statements (see RunStatus).
RunStatus run_text(lang::Session& session, std::string_view text, std::string_view source_name,
                   const OutputOptions& options, std::ostream& out, std::ostream& err);

}  // namespace cgt::tool
