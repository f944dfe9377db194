// Text from outside (a file name, a script's line, a name typed wrongly) shown in a message:
// control characters other than tab and newline, and bytes that are not UTF-8, are written as
// \xNN, so that a message never carries a NUL byte or breaks a terminal or a UTF-8 decoder
// (Python's str, a JSON reader).
#pragma once

#include <string>
#include <string_view>

namespace cgt {

std::string printable(std::string_view text);

// The length in bytes of the valid UTF-8 character at text[i], or 0 when none starts there.
std::size_t utf8_length(std::string_view text, std::size_t i);

}  // namespace cgt
