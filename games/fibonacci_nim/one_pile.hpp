// One-pile Fibonacci nim (n; r): remove s stones, 1 <= s <= min(r, n); the next player may then
// remove up to 2s. Convention of paper 000, section 5 (and 001's (n, r)): the limit r is
// explicit, and the whole pile may be taken when r >= n; the classical first move from n
// stones (which may not take the whole pile) is the position (n; n - 1).
//
// Whinihan's theorem (paper 000 section 5, paper 001 Theorem 3.5): (n; r) is P exactly when
// n = 0 or z1(n) > r, and removing z1(n) wins otherwise.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "cgt/progress.hpp"
#include "games/fibonacci_nim/least_winning_take.hpp"

namespace cgt::games {

// Whether (n; r) is a P-position, by Whinihan's rule. n >= 0, r >= 0.
bool fibonacci_nim_is_p(std::int64_t n, std::int64_t r);

// Whinihan's winning move z1(n), or nothing when (n; r) is a P-position.
std::optional<std::int64_t> whinihan_move(std::int64_t n, std::int64_t r);

// Every winning take s from (n; r), ascending: the moves to (n - s; 2s) in P, searched over all
// s <= min(r, n) (each option judged by Whinihan's rule). LimitError when min(r, n) > 10^7.
std::vector<std::int64_t> fibonacci_nim_winning_moves(std::int64_t n, std::int64_t r);

// T(n) for n = 0 .. max_n by exhaustive search over all moves, without Whinihan's theorem:
// T(0) = kNoWinningTake, T(n) = min { s <= n : T(n - s) > 2s }; (n; r) is N iff T(n) <= r.
std::vector<Take> one_pile_least_winning_takes(std::int64_t max_n, Progress& progress);

}  // namespace cgt::games
