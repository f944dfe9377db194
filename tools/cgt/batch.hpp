// Batch evaluation: runs every statement of a text, printing each result on its own line and
// each error as "SOURCE:LINE:COLUMN: message" with the offending line and a caret. A statement
// that fails prints nothing else, and the statements after it still run.
#pragma once

#include <iosfwd>
#include <string_view>

#include "cgt/notation/printer.hpp"
#include "tools/lang/session.hpp"

namespace cgt::tool {

struct OutputOptions {
  Style style = Style::kPretty;
};

// How a run went: all statements succeeded, some failed with a reported error, or some hit an
// internal error (a bug: an exception that is not a cgt::Error).
enum class RunStatus { kOk = 0, kErrors = 1, kInternalError = 3 };

// Statements run in order whatever happened before; the worst status is returned.
RunStatus run_text(lang::Session& session, std::string_view text, std::string_view source_name,
              const OutputOptions& options, std::ostream& out, std::ostream& err);

}  // namespace cgt::tool
