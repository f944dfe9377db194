// Nim arithmetic on integers (ONAG ch. 6; Winning Ways ch. 14): the nim sum is the bitwise
// exclusive or, the nim product the multiplication of the field in which the nim sum is the
// addition, a (x) b = mex{a' (x) b + a (x) b' + a' (x) b' : a' < a, b' < b} (sums nim sums).
// *a + *b = *(a nim+ b) is the sum of nimbers; the product is the heap of a coin-turning game.
#pragma once

#include <cstdint>

namespace cgt {

inline std::uint64_t nim_sum(std::uint64_t a, std::uint64_t b) { return a ^ b; }

// By the Fermat 2-powers F = 2^(2^k): with a = a1 F + a0, b = b1 F + b0 (a1, a0, b1, b0 < F),
// a (x) b = (a1 b1 + a1 b0 + a0 b1) F + a0 b0 + (a1 b1)(F / 2), products in nim arithmetic,
// since F (x) F = 3F / 2. Cost: at most 5^6 small products for 64 bits (microseconds).
std::uint64_t nim_product(std::uint64_t a, std::uint64_t b);

}  // namespace cgt
