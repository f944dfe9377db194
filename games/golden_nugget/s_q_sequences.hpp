// The sequences s(n) and q(n) of paper 004, section 2 (before Theorem 2.2):
//   s(n) = (2/3) (4^n - 1) / 4^n,   q(n) = (2/3) (4^n + 1/2) / 4^n,
// dyadic rationals approaching 2/3 from below and above; s(0) = 0, q(0) = 1. In binary
// s(n) = 0.(10)^{n-1}1 and q(n) = 0.(10)^{n-1}11 (section 4.3). The Main Theorem gives
// val(F_{2n+3} - 2) = s(n), val(F_{2n+4} - 2) = q(n), and rcf = {1 | s(n)} on the heaps G(n).
#pragma once

#include "cgt/dyadic.hpp"

namespace cgt::games {

// s(n) for n >= 0, exactly: ((4^n - 1) / 3) * 2 / 4^n; DomainError for n < 0 or n > 100000.
Dyadic golden_nugget_s(int n);

// q(n) for n >= 0, exactly: ((2 * 4^n + 1) / 3) / 4^n.
Dyadic golden_nugget_q(int n);

}  // namespace cgt::games
