// libFuzzer harness for the language: parse and evaluate arbitrary bytes as a script, with the
// tool's interpreter. Built only with clang; scripts/fuzz.sh builds it and runs it from the
// seed corpus (CI runs it for a minute). Any crash, sanitizer report, non-cgt exception or a
// statement that outlives the time limit (libFuzzer's -timeout) is a bug.
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string_view>

#include "cgt/game_table.hpp"
#include "lang/session.hpp"
#include "tools/cgt/interpreter.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static bool limited = [] {
    cgt::game_table().limits().max_games = 200000;  // random products may ask for huge games
    return true;
  }();
  (void)limited;
  if (cgt::game_table().size() > 150000) cgt::game_table().reset();
  cgt::lang::Session session;
  std::ostringstream out, err;
  cgt::tool::Interpreter interpreter(session, out, err);
  // Random inputs ask for days of work: a second per statement, as --limit time=1 gives.
  interpreter.settings().time_limit = std::chrono::milliseconds(1000);
  std::string_view text(reinterpret_cast<const char*>(data), size);
  if (interpreter.run(text, "fuzz") == cgt::tool::RunStatus::kInternalError) __builtin_trap();
  return 0;
}
