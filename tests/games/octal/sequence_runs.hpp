// What the octal tests that run whole sequences share: a fresh sequence of a code, a streamed
// layout small enough that the values file serves many reads, and a file's bytes.
#pragma once

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "games/octal/sequence_values.hpp"
#include "games/octal/take_break_game.hpp"
#include "games/octal/take_break_rules.hpp"

namespace cgt::test {

inline games::HeapGrundyValues fresh_sequence(const std::string& code) {
  return games::HeapGrundyValues(games::parse_take_break_code(code, "test"),
                                 "octal(" + code + ")");
}

// Up to 1020 rare heaps past W/2 = 4096, each a stream of the file (0.127 has 693 in all).
inline constexpr games::StreamLayout kSmallStreamLayout{
    .head = 4096, .window = 8192, .block_bytes = 256, .blocks = 1024};

inline std::string file_bytes(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

}  // namespace cgt::test
