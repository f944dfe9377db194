// Compositions of Wythoff's sequences (paper 004, sections 2 and 5.4; Kimberling): a word over
// the maps A, B and their shifts Â(n) = A(n) + 1, B̂(n) = B(n) + 1, read as function composition
// from the right: AB(n) = A(B(n)), B^2(n) = B(B(n)), AB^nA(i) = A(B(...B(A(i)))).
//
// Words are written with the letters A and B, and a and b for Â and B̂ ("aBa" is ÂBÂ); a letter
// may carry a power ("AB^3A" is ABBBA).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace cgt::games {

// The composition `word` applied to n >= 0; DomainError for a malformed word, LimitError when
// an intermediate value leaves the exact range of wythoff_a (3 * 10^18).
std::int64_t wythoff_composition(std::string_view word, std::int64_t n);

// The named compositions of paper 004, section 2.
inline std::int64_t wythoff_ab(std::int64_t n) {
  return wythoff_composition("AB", n);
}
inline std::int64_t wythoff_b_squared(std::int64_t n) {
  return wythoff_composition("BB", n);
}
inline std::int64_t wythoff_a_hat(std::int64_t n) {
  return wythoff_composition("a", n);
}
inline std::int64_t wythoff_b_hat(std::int64_t n) {
  return wythoff_composition("b", n);
}

// The word with powers expanded: "AB^3A" -> "ABBBA"; DomainError when malformed.
std::string expand_wythoff_word(std::string_view word);

}  // namespace cgt::games
