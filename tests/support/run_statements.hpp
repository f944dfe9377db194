// Runs statements of the cgt language as the batch tool does, for tests of built-in functions.
#pragma once

#include <string>

namespace cgt::test {

// Everything printed, results and then error messages; *ok says whether all statements ran.
std::string run_statements(const std::string& text, bool* ok = nullptr);

}  // namespace cgt::test
