// Exact integer square roots, floor(sqrt(x)), for 128-bit and arbitrary-size integers: the
// building block for evaluating floor(n * alpha) of a quadratic irrational alpha without
// floating point (Wythoff's A(n) = floor(n * phi), Beatty sequences).
#pragma once

#include "cgt/big_int.hpp"
#include "cgt/dyadic.hpp"

namespace cgt::games {

// floor(sqrt(x)) for any 128-bit unsigned x.
unsigned __int128 integer_sqrt(unsigned __int128 x);

// floor(sqrt(x)) for x >= 0; DomainError when x < 0.
BigInt integer_sqrt(const BigInt& x);

}  // namespace cgt::games
