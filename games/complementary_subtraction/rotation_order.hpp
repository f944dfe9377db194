// The heaps 0, 1, ..., M of a Beatty subtraction set S(alpha) ordered by their angle
// frac(x beta), beta = 1 / alpha (beatty_sequence.hpp). Since h - x lies in S exactly when
// frac(h beta) - frac(x beta) mod 1 exceeds 1 - beta, and frac((h + 1) beta) is frac(h beta)
// moved by beta, i.e. back by 1 - beta (mod 1):
//   - x < h is a Left option of h (h - x in S) iff its angle lies strictly inside the arc from
//     angle(h) up to angle(h + 1), going round the circle;
//   - otherwise it is a Right option, and its angle lies strictly inside the arc from
//     angle(h + 1) up to angle(h).
// So in the angle order both option sets are cyclic intervals of ranks: range queries replace
// scans over every option (reduced_sweep.hpp).
#pragma once

#include <cstdint>
#include <vector>

#include "cgt/progress.hpp"
#include "games/number_theory/quadratic_irrational.hpp"

namespace cgt::games {

// rank[x] = the position of frac(x beta) among frac(0 beta), ..., frac(upto beta), for
// 0 <= x <= upto. Exact: keys floor(frac(x beta) 2^k) order distinct keys correctly, and equal
// keys are ordered by the exact comparison of QuadraticIrrational. Reports to `progress` (the
// sort of 10^8 heaps takes minutes), which also stops it on Ctrl-C or the time limit.
std::vector<std::uint32_t> rotation_ranks(const QuadraticIrrational& beta, std::int64_t upto,
                                          Progress& progress);

}  // namespace cgt::games
