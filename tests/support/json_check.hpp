// A strict JSON syntax check (RFC 8259), for tests of the tool's JSON output: it accepts
// exactly one value with nothing after it.
#pragma once

#include <string_view>

namespace cgt::test {

bool is_valid_json(std::string_view text);

}  // namespace cgt::test
