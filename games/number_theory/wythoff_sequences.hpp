// Wythoff's complementary sequences A(n) = floor(n * phi) and B(n) = floor(n * phi^2) =
// A(n) + n, phi = (1 + sqrt 5) / 2 (paper 004 section 1 and Table 1; paper 002 Theorem 3.4;
// paper 000 Remark 20), computed in exact integer arithmetic: no floating point anywhere.
//
// A(0) = B(0) = 0. The sets A = {A(n) : n >= 1} and B = {B(n) : n >= 1} partition the positive
// integers; the membership tests answer for n >= 1 and say false for 0.
#pragma once

#include <cstdint>
#include <optional>

namespace cgt::games {

// Arguments of A and B up to this bound are exact and B(n) fits in 64 bits.
inline constexpr std::int64_t kMaxWythoffArgument = 3'000'000'000'000'000'000;

// A(n) = floor(n * phi) for 0 <= n <= kMaxWythoffArgument; DomainError otherwise.
std::int64_t wythoff_a(std::int64_t n);

// B(n) = floor(n * phi^2) = A(n) + n for 0 <= n <= kMaxWythoffArgument.
std::int64_t wythoff_b(std::int64_t n);

// Whether x >= 1 lies in A: the least index of Z(x) is even (paper 004, Proposition 5.1).
bool in_wythoff_a(std::int64_t x);

// Whether x >= 1 lies in B (the complement of A in the positive integers).
bool in_wythoff_b(std::int64_t x);

// The n >= 1 with A(n) = x, or nothing when x is not in A (x >= 0).
std::optional<std::int64_t> wythoff_a_inverse(std::int64_t x);

// The n >= 1 with B(n) = x, or nothing when x is not in B (x >= 0).
std::optional<std::int64_t> wythoff_b_inverse(std::int64_t x);

}  // namespace cgt::games
