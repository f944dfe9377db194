// Minimal JSON output helpers: quoting and escaping strings. Objects and arrays are written by
// their callers, which know their shapes.
#pragma once

#include <string>
#include <string_view>

namespace cgt {

// The string as a JSON string literal, with quotes and escapes.
std::string json_quote(std::string_view s);

}  // namespace cgt
