#include "games/octal/take_break_rules.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <bit>

#include "cgt/error.hpp"
#include "cgt/interrupt.hpp"

namespace cgt::games {
namespace {

constexpr std::size_t kMaxDigits = 64;

int digit_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

}  // namespace

int TakeBreakRules::max_heaps_left() const {
  int most = 0;
  for (std::uint8_t d : digits)
    for (int heaps = 0; heaps < 4; ++heaps)
      if (d & (1 << heaps)) most = std::max(most, heaps);
  return most;
}

TakeBreakRules parse_take_break_code(const std::string& code, const std::string& function) {
  auto fail = [&](const std::string& why) -> TakeBreakRules {
    throw DomainError(fmt::format(
        "{}: code must be a take-and-break code d0.d1d2... such as \"0.77\" (hexadecimal digits "
        "0-9, a-f; d0 is 0, 4, 8 or c; at most {} digits after the point), not \"{}\": {}",
        function, kMaxDigits, code, why));
  };
  std::size_t point = code.find('.');
  if (point == std::string::npos) return fail("no point");
  if (point > 1) return fail("one digit before the point at most");
  TakeBreakRules rules;
  rules.digits.push_back(0);
  if (point == 1) {
    int d0 = digit_value(code[0]);
    if (d0 < 0) return fail(fmt::format("'{}' is not a digit", code[0]));
    if (d0 & 3) return fail("d0 may only split a heap (bits 4 and 8): taking nothing ends nothing");
    rules.digits[0] = static_cast<std::uint8_t>(d0);
  }
  for (std::size_t i = point + 1; i < code.size(); ++i) {
    int d = digit_value(code[i]);
    if (d < 0) return fail(fmt::format("'{}' is not a digit", code[i]));
    rules.digits.push_back(static_cast<std::uint8_t>(d));
  }
  while (rules.digits.size() > 1 && rules.digits.back() == 0) rules.digits.pop_back();
  if (rules.digits.size() - 1 > kMaxDigits) return fail("too many digits");
  return rules;
}

std::string take_break_code_text(const TakeBreakRules& rules) {
  static const char* kDigits = "0123456789abcdef";
  std::string text(1, kDigits[rules.digits[0]]);
  text += '.';
  for (std::size_t k = 1; k < rules.digits.size(); ++k) text += kDigits[rules.digits[k]];
  if (rules.digits.size() == 1) text += '0';
  return text;
}

std::vector<std::uint32_t> plain_grundy_sequence(const TakeBreakRules& rules, std::size_t heaps) {
  std::vector<std::uint32_t> g;
  std::vector<std::uint8_t> seen;
  std::uint32_t most = 0;
  for (std::size_t n = 0; n < heaps; ++n) {
    seen.assign(std::bit_ceil(most + 1) + 1, 0);
    for_each_heap_move(rules, static_cast<std::uint32_t>(n),
                       [&](const std::vector<std::uint32_t>& parts) {
                         std::uint32_t v = 0;
                         for (std::uint32_t p : parts) v ^= g[p];
                         seen[v] = 1;
                       });
    std::uint32_t v = 0;
    while (seen[v]) ++v;
    g.push_back(v);
    most = std::max(most, v);
    if (n % 256 == 0) poll_interrupt();
  }
  return g;
}

}  // namespace cgt::games
