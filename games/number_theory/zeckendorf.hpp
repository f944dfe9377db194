// The Zeckendorf representation (Lekkerkerker, Zeckendorf; paper 000 Theorem 4 and
// Definition 5, paper 004 section 5.1): every n >= 1 is uniquely a sum of Fibonacci numbers
// F_i with indices i >= 2, no two consecutive. Indices follow fibonacci.hpp (F_2 = 1, F_3 = 2).
//
// Two papers name the smallest part z_1(n) with different meanings: paper 000 (and 001) mean
// the Fibonacci number itself, paper 004 (section 5.1) its index. Here z1(n) is the number
// (paper 000) and zeckendorf_least_index(n) the index (paper 004).
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

namespace cgt::games {

// The indices of Z(n) in increasing order (empty for n = 0); DomainError for n < 0.
std::vector<int> zeckendorf_indices(std::int64_t n);

// The parts z_1(n) < z_2(n) < ... of Z(n) as Fibonacci numbers (paper 000, Definition 5).
std::vector<std::int64_t> zeckendorf_terms(std::int64_t n);

// z_k(n) for k >= 1, paper 000's convention: nothing (the paper's "infinity") when Z(n) has
// fewer than k parts, in particular for n = 0.
std::optional<std::int64_t> zeckendorf_term(std::int64_t n, int k);

// z_1(n), the smallest part of Z(n) (paper 000): the value, for n >= 1.
std::int64_t z1(std::int64_t n);

// The index of the smallest part of Z(n) (paper 004's z_1), for n >= 1: at least 2.
int zeckendorf_least_index(std::int64_t n);

// sum F_{i+shift} over the indices i of Z(n): the left (shift > 0) or right (shift < 0) shift
// of the representation. A right shift may reach F_1 = 1 and F_0 = 0 (paper 004 Proposition
// 5.1 writes the result in the least-odd representation then); DomainError when an index would
// become negative, LimitError when the result does not fit in 64 bits.
std::int64_t zeckendorf_shift(std::int64_t n, int shift);

}  // namespace cgt::games
