// Fibonacci numbers F_0 = 0, F_1 = 1, F_2 = 1, F_{i} = F_{i-1} + F_{i-2}: the indexing of
// papers 000 (section 3: "index at least 2"), 001, 002 and 004 (section 1, which also sets
// F_{-1} = 1). Indices that fit in a signed 64-bit integer (i <= 92) have an exact table; any
// index has an arbitrary-size value through cgt::BigInt.
//
// Because F_1 = F_2, "the index of the Fibonacci number 1" is ambiguous; every function here
// that returns an index of a value returns the Zeckendorf one, i.e. at least 2.
#pragma once

#include <cstdint>
#include <optional>

#include "cgt/big_int.hpp"
#include "cgt/dyadic.hpp"

namespace cgt::games {

inline constexpr int kMaxFibonacciIndex64 = 92;  // F_92 = 7540113804746346429 < 2^63

// F_i for 0 <= i <= 92; DomainError otherwise.
std::int64_t fibonacci(int i);

// F_i for any i >= 0 (fast doubling, O(log i) multiplications); DomainError when i < 0.
BigInt fibonacci_big(std::int64_t i);

// The largest index i >= 2 with F_i <= n, for n >= 1; DomainError for n <= 0.
int largest_fibonacci_index_at_most(std::int64_t n);

// The index i >= 2 with F_i = n, or nothing when n is not a positive Fibonacci number.
std::optional<int> fibonacci_index_of(std::int64_t n);

// Whether n is a positive Fibonacci number.
inline bool is_fibonacci(std::int64_t n) {
  return fibonacci_index_of(n).has_value();
}

}  // namespace cgt::games
