// libFuzzer harness for the parser of Domineering component table files
// (games/domineering/component_table.hpp), which the tool, scripts and Python read: arbitrary
// bytes as a table's text. A damaged table must be refused with a cgt error naming the line;
// any crash, sanitizer report or other exception is a bug. Seeds: tests/fuzz/table_seeds (tables
// of up to 4 and 5 cells, one with its wide regions).
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "cgt/error.hpp"
#include "cgt/game_table.hpp"
#include "games/domineering/component_table.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (cgt::game_table().size() > 150000) cgt::game_table().reset();
  std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    (void)cgt::games::DomineeringComponentTable::parse(text);
  } catch (const cgt::Error&) {
    // refused: what a damaged file must give
  }
  return 0;
}
