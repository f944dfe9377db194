// Runs text through the tool's batch runner in a fresh session, as a user typing it would, and
// keeps what it printed. Header-only: the test executables link the tool library (cgt_cli).
#pragma once

#include <sstream>
#include <string>

#include "tools/cgt/batch.hpp"
#include "tools/lang/session.hpp"

namespace cgt::test {

struct ToolRun {
  std::string out, err;
  bool ok;
};

inline ToolRun run_tool_text(const std::string& text) {
  lang::Session session;
  std::ostringstream out, err;
  bool ok = tool::run_text(session, text, "test", tool::OutputOptions{}, out, err) ==
            tool::RunStatus::kOk;
  return ToolRun{out.str(), err.str(), ok};
}

}  // namespace cgt::test
