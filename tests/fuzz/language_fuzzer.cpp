// libFuzzer harness for the language: parse and evaluate arbitrary bytes. Built only with
// clang (-DCGT_FUZZ=ON -DCMAKE_CXX_COMPILER=clang++); run by hand, e.g.
//   build-fuzz/tests/fuzz/cgt_language_fuzzer -max_total_time=600 -max_len=200
// Any crash, sanitizer report or non-cgt exception is a bug.
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string_view>

#include "cgt/game_table.hpp"
#include "tools/cgt/batch.hpp"
#include "lang/session.hpp"

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
  if (cgt::tool::run_text(session, text, "fuzz", cgt::tool::OutputOptions{}, out, err) ==
      cgt::tool::RunStatus::kInternalError)
    __builtin_trap();
  return 0;
}
