// The even (ternary) Fibonacci representation E(n) (paper 004, section 5.1, Fact 3): n as a sum
// of even-indexed Fibonacci numbers F_2, F_4, F_6, ..., each used at most twice, with at least
// one unused even index between any two indices used twice. It is unique; paper 004 builds the
// binary expansions of the GoldenNugget numbers on it (section 4.3, the xi map).
//
// Digits: c[k - 1] is the multiplicity (0, 1 or 2) of F_{2k}; the last digit is nonzero (the
// representation of 0 is empty).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace cgt::games {

using EvenDigits = std::vector<int>;

// E(n) for n >= 0 by the greedy rule: subtract the largest even-indexed Fibonacci number that
// is at most the remainder (paper 004 says "less than", which would give 3 = 3 F_2).
EvenDigits even_representation(std::int64_t n);

// E(n) by paper 004's ZE algorithm (section 5.1): start from Z(n) and rewrite the least
// odd-indexed part, F_3 -> 2 F_2, F_k + F_{k-3} -> 2 F_{k-1}, or F_k -> F_{k-1} + F_{k-2}, until no
// odd index is left. A second algorithm, for cross-checks.
EvenDigits even_representation_by_ze_algorithm(std::int64_t n);

// Whether `digits` satisfies Fact 3: digits in {0, 1, 2}, a nonzero last digit (or none), and a
// 0 between any two 2s.
bool is_even_representation(const EvenDigits& digits);

// sum c[k - 1] F_{2k}; LimitError when it does not fit in 64 bits.
std::int64_t even_representation_value(const EvenDigits& digits);

// Paper 004's ternary coding: one digit per Fibonacci index, highest index first, down to F_1
// (odd indices always 0): 2 F_2 + F_4 + 2 F_8 + F_10 is "1020001020"; "0" for n = 0.
std::string even_representation_text(const EvenDigits& digits);

}  // namespace cgt::games
