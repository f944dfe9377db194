// The xi map of paper 004, section 4.3, equation (2): a dyadic 1/2 <= d <= 1 with binary
// expansion d = d_0.d_1...d_k becomes the integer xi(d) = sum d_i F_{e(i)}, where e(0) = 2,
// e(1) = 4 and e(i) = e(i-1) if d_{i-2} d_{i-1} = 01, e(i-1) + 2 otherwise (equation (3)).
// Lemma 4.5: the parts of xi(d) form its even representation. Lemma 4.6 inverts it on the heaps
// of Q \ {0}; Theorem 4.9 says the inverse is the heap's value: val(h) = xi^{-1}(h) on Q.
// Example from the paper: xi(0.110011) = F_4 + F_4 + F_10 + F_10 = 116.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "cgt/big_int.hpp"
#include "cgt/dyadic.hpp"

namespace cgt::games {

// The binary digits d_0, d_1, ..., d_k of a dyadic 0 <= d < 2 (d_0 the units digit, the last
// digit 1 unless d = 0, which gives {0}); DomainError outside [0, 2).
std::vector<int> binary_digits(const Dyadic& d);

// The binary expansion as paper 004's Table 5 prints it: "0", "1", "0.1011".
std::string binary_expansion_text(const Dyadic& d);

// xi(d) for 1/2 <= d <= 1; DomainError otherwise.
BigInt xi(const Dyadic& d);

// xi of any digit string d_0 d_1 ... d_k (digits 0 or 1), by the same formula: Proposition 4.7
// applies it to prefixes such as the empty word (xi = 0) and "1" (xi = F_2 = 1).
BigInt xi_of_digits(const std::vector<int>& digits);

// The dyadic d_0.d_1...d_k of a digit string (0 for the empty string).
Dyadic digits_value(const std::vector<int>& digits);

// The Fibonacci indices e(0), ..., e(k) of equation (3) for d's digits (used with weight d_i).
std::vector<int> xi_indices(const Dyadic& d);

// The unique d in [1/2, 1] with xi(d) = h, built digit by digit from the even representation of
// h as in the proof of Lemma 4.6 (and checked by applying xi); nothing when there is none.
std::optional<Dyadic> xi_inverse(std::int64_t h);

}  // namespace cgt::games
