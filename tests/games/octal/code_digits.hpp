// The digits of a take-and-break code as the tests' definition sequences take them.
#pragma once

#include <string>
#include <vector>

#include "games/octal/take_break_rules.hpp"

namespace cgt::test {

inline std::vector<int> code_digits(const std::string& code) {
  auto d = games::parse_take_break_code(code, "test").digits;
  return std::vector<int>(d.begin(), d.end());
}

}  // namespace cgt::test
