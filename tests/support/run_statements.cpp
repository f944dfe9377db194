#include "tests/support/run_statements.hpp"

#include <sstream>

#include "tools/cgt/batch.hpp"
#include "tools/lang/session.hpp"

namespace cgt::test {

std::string run_statements(const std::string& text, bool* ok) {
  lang::Session session;
  std::ostringstream out, err;
  bool good = tool::run_text(session, text, "test", tool::OutputOptions{}, out, err) ==
              tool::RunStatus::kOk;
  if (ok) *ok = good;
  return out.str() + err.str();
}

}  // namespace cgt::test
