// The moves of a take-and-break game on heaps, as Winning Ways (vol. 1, ch. 4) codes them:
// "d0.d1 d2 d3 ...", where digit d_k says what may remain after taking k tokens from one heap:
//   bit 1: no heap (the heap had exactly k tokens; k >= 1),
//   bit 2: one non-empty heap (k >= 1),
//   bit 4: two non-empty heaps,
//   bit 8: three non-empty heaps (hexadecimal digits 8-f).
// d0 is about taking nothing: only its bits 4 and 8 mean a move (split a heap into two or
// three without taking); bits 1 and 2 would be an empty heap or a pass, and are refused.
// So "0.77" is Kayles, "0.07" Dawson's Kayles, "0.137" Dawson's chess, and "4.444" lets a
// player split a heap in two or take 1, 2 or 3 and split the rest in two; it never lets a
// player take a whole heap (no digit has bit 1).
// Grundy's game (split a heap into two heaps of different sizes) is "4.0" with unequal splits.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace cgt::games {

struct TakeBreakRules {
  std::vector<std::uint8_t> digits;  // digits[k] = d_k, no trailing zero digits past d0
  bool unequal_splits = false;       // two-heap splits must leave heaps of different sizes

  // The largest number of tokens a move takes (the index of the last digit).
  std::size_t max_take() const { return digits.size() - 1; }
  // The most heaps a move can leave (0 to 3).
  int max_heaps_left() const;
  bool operator==(const TakeBreakRules&) const = default;
};

// Parses a code such as "0.77", ".07", "4.444" or "0.f" (hexadecimal digits in either case);
// DomainError naming `function` for anything else.
TakeBreakRules parse_take_break_code(const std::string& code, const std::string& function);

// The code in Winning Ways' spelling: "0.77", "4.444".
std::string take_break_code_text(const TakeBreakRules& rules);

// Calls visit(parts) for every move from a heap of h tokens, with parts the heaps left (0 to 3
// of them, non-decreasing). The same parts may come from different takes.
template <class Visit>
void for_each_heap_move(const TakeBreakRules& rules, std::uint32_t h, Visit&& visit) {
  std::vector<std::uint32_t> parts;
  for (std::uint32_t k = 0; k < rules.digits.size() && k <= h; ++k) {
    std::uint8_t d = rules.digits[k];
    std::uint32_t rest = h - k;
    if ((d & 1) && k >= 1 && rest == 0) visit(std::vector<std::uint32_t>{});
    if ((d & 2) && k >= 1 && rest >= 1) visit(std::vector<std::uint32_t>{rest});
    if (d & 4)
      for (std::uint32_t a = 1; 2 * a <= rest; ++a)
        if (!(rules.unequal_splits && 2 * a == rest))
          visit(std::vector<std::uint32_t>{a, rest - a});
    if (d & 8)
      for (std::uint32_t a = 1; 3 * a <= rest; ++a)
        for (std::uint32_t b = a; a + 2 * b <= rest; ++b)
          visit(std::vector<std::uint32_t>{a, b, rest - a - b});
  }
}

// g(0..heaps-1) by the definition: every move of every heap, mex (O(heaps^2); a check).
std::vector<std::uint32_t> plain_grundy_sequence(const TakeBreakRules& rules, std::size_t heaps);

}  // namespace cgt::games
