// Global power-of-two nim (paper 000, section 8): as global Fibonacci nim, but after a take of
// s the next player may take at most s (MoveDynamic::kPowerOfTwo in global_solver.hpp).
// Theorem 22: (n_1, ..., n_k; r) is P exactly when sb(n_1 xor ... xor n_k) > r, where sb(n)
// is the smallest power of 2 in the binary expansion of n and sb(0) = infinity. Corollary 23:
// with r = infinity, P exactly when the nim-sum is 0.
#pragma once

#include <cstdint>
#include <optional>
#include <span>

namespace cgt::games {

// sb(n) for n >= 1; nothing (infinity) for n = 0.
std::optional<std::uint64_t> smallest_binary_part(std::uint64_t n);

// Theorem 22's prediction for (piles; limit); no limit means r = infinity.
bool theorem22_predicts_p(std::span<const std::int64_t> piles, std::optional<std::int64_t> limit);

}  // namespace cgt::games
