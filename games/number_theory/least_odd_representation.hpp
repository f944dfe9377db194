// The least-odd Fibonacci representation LO(n) (paper 004, section 5.1, Fact 2): n >= 1 as a sum
// of distinct Fibonacci numbers F_i, no two indices consecutive, the least index odd. Unlike the
// Zeckendorf representation it may use F_1 = 1 (indices follow fibonacci.hpp: F_1 = F_2 = 1).
// Paper 004's Proposition 5.1 writes n in this form when Z(A(n)) ends in no 0s.
#pragma once

#include <cstdint>
#include <vector>

namespace cgt::games {

// The indices of LO(n) in increasing order, for n >= 1; DomainError otherwise. When the least
// Zeckendorf index k is odd, LO(n) = Z(n); when it is even, F_k is replaced by
// F_{k-1} + F_{k-3} + ... + F_1 (= F_k), which keeps the indices apart from the next one (>= k+2).
std::vector<int> least_odd_indices(std::int64_t n);

}  // namespace cgt::games
