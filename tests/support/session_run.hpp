// Runs a text through a fresh language session as the tool's batch mode does, capturing what
// it prints: for tests of the language and its built-in functions.
#pragma once

#include <sstream>
#include <string>

#include "tools/cgt/batch.hpp"
#include "lang/session.hpp"

namespace cgt::test {

struct SessionRun {
  std::string out, err;
  bool ok;
  std::string all() const { return out + err; }  // results, then error messages
};

inline SessionRun run_session(const std::string& text) {
  lang::Session session;
  std::ostringstream out, err;
  bool ok = tool::run_text(session, text, "test", tool::OutputOptions{}, out, err) ==
            tool::RunStatus::kOk;
  return SessionRun{out.str(), err.str(), ok};
}

}  // namespace cgt::test
