#include "cgt/notation/json.hpp"

#include <fmt/format.h>

#include "cgt/notation/printable.hpp"

namespace cgt {

std::string json_quote(std::string_view s) {
  std::string out = "\"";
  for (std::size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    // A byte that starts no UTF-8 character is written as the text \xNN: JSON is Unicode.
    if (std::size_t n = utf8_length(s, i); n == 0) {
      out += fmt::format("\\\\x{:02x}", static_cast<unsigned char>(c));
      continue;
    } else if (n > 1) {
      out.append(s.substr(i, n));
      i += n - 1;
      continue;
    }
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\t': out += "\\t"; break;
      case '\r': out += "\\r"; break;
      default:
        if (static_cast<unsigned char>(c) < 0x20)
          out += fmt::format("\\u{:04x}", static_cast<unsigned>(c));
        else
          out += c;
    }
  }
  return out + "\"";
}

}  // namespace cgt
