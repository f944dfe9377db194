// The Wythoff word W = b f_0 f_1 f_2 ... = babaababaabaab... (paper 004, section 5.2 and Table 6):
// the letter b followed by the infinite Fibonacci word (fibonacci_word.hpp). Indexed from 0 as
// in Table 6, so W_0 = b and W_n = f_{n-1}. Its prefix of length n has partial sums
// S_{1,2} = A(n) and S_{2,3} = B(n) (Lemma 5.15).
#pragma once

#include <cstdint>

#include "games/number_theory/fibonacci_word.hpp"

namespace cgt::games {

// The letter W_n for n >= 0, in O(log n); DomainError for n < 0.
Letter wythoff_word_letter(std::int64_t n);

}  // namespace cgt::games
