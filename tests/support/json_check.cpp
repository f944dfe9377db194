#include "tests/support/json_check.hpp"

#include "cgt/error.hpp"
#include "cgt/notation/json_reader.hpp"

namespace cgt::test {

bool is_valid_json(std::string_view text) {
  try {
    parse_json(text);
    return true;
  } catch (const ParseError&) {
    return false;
  }
}

}  // namespace cgt::test
