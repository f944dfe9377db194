// Paper 000, Theorem 10: the classification of the two-pile global Fibonacci nim positions
// (m, m + k; r) into cases (1), (2), (3), (4a), (4b), (5a), (5b) through the Zeckendorf
// representation of the difference k, implemented exactly as stated (t with F_t <= r <
// F_{t+1}, t >= 2; z_1(k), z_2(k) with paper 000's infinity when missing, so k = 0 falls in
// case (2)); the verifier gfib-theorem-10 compares it with the solver.
#pragma once

#include <cstdint>
#include <span>

namespace cgt::games {

enum class Theorem10Case { k1, k2, k3, k4a, k4b, k5a, k5b };

// The case of (m, m + k; r), for m, k >= 0 and r >= 1 (m, k, r <= 10^12).
Theorem10Case theorem10_case(std::int64_t m, std::int64_t k, std::int64_t r);

// The same from t (F_t <= r < F_{t+1}, t >= 2) and the Zeckendorf indices of k (ascending), for
// callers that classify many positions with the same k.
Theorem10Case theorem10_case(std::int64_t m, std::span<const int> k_indices, int t);

// Whether the theorem puts the case in P: (2), (3), (4b), (5b).
bool theorem10_predicts_p(Theorem10Case c);

// "(1)", "(2)", ..., "(5b)".
const char* theorem10_case_name(Theorem10Case c);

}  // namespace cgt::games
