// libFuzzer harness for the language: parse and evaluate arbitrary bytes. Built only with
// clang (-DCGT_FUZZ=ON -DCMAKE_CXX_COMPILER=clang++); run by hand, e.g.
//   build-fuzz/tests/fuzz/cgt_language_fuzzer -max_total_time=600 -max_len=200
// Any crash, sanitizer report or non-cgt exception is a bug.
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>
#include <string_view>

#include "cgt/game_table.hpp"
#include "tools/cgt/batch.hpp"
#include "tools/lang/session.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static bool limited = [] {
    cgt::game_table().limits().max_games = 200000;  // random products may ask for huge games
    return true;
  }();
  (void)limited;
  if (cgt::game_table().size() > 150000) cgt::game_table().reset();
  cgt::lang::Session session;
  std::ostringstream out, err;
  std::string_view text(reinterpret_cast<const char*>(data), size);
  cgt::tool::run_text(session, text, "fuzz", cgt::tool::OutputOptions{}, out, err);
  // Messages start their line with "fuzz:"; the echoed source line starts with spaces.
  std::istringstream lines(err.str());
  for (std::string line; std::getline(lines, line);)
    if (line.rfind("fuzz:", 0) == 0 && line.find(": internal error:") != std::string::npos)
      __builtin_trap();
  return 0;
}
