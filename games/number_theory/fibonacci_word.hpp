// The infinite Fibonacci word f_0 f_1 f_2 ... = abaababaabaab... and its partial sums.
//
// Paper 004 (section 5.2) builds it with the Fibonacci morphism a -> ab, b -> a; paper 000
// (section 4, Proposition 6) writes the letters x, y and gives three equivalent constructions:
// (1) S_0 = x, S_1 = xy, S_n = S_{n-1} S_{n-2}; (2) f_n = y exactly when 1 is a part of the
// Zeckendorf representation of n; (3) the fixed point of the morphism. Here the letters are
// Letter::kA (paper 004's a, paper 000's x) and Letter::kB (b, y).
//
// Substituting integers for the letters gives paper 000's Sturmian words W^{x,y} and their sets
// of partial sums PS; w_a := W^{F_{a+1}, F_a} (paper 000, Lemma 7). A partial sum
// sum_{i=0}^{m} W_i includes the empty sum 0 (m = -1): paper 000 uses PS(w_1) = N and
// "the intersection of all PS(w_a) is {0}", and (0; r) is a P-position in Theorem 9.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

namespace cgt::games {

enum class Letter : std::uint8_t { kA, kB };

// The morphism a -> ab, b -> a applied once to every letter of `word`.
std::vector<Letter> fibonacci_morphism(std::span<const Letter> word);

// The first `length` letters of the Fibonacci word, by iterating the morphism from "a".
std::vector<Letter> fibonacci_word_prefix(std::size_t length);

// The letter f_i, i >= 0, by paper 000 Proposition 6 (2): b exactly when F_2 = 1 is a part of
// Z(i). O(log i).
Letter fibonacci_word_letter(std::int64_t i);

// The partial sums 0, W_0, W_0 + W_1, ... of `word` with a -> value_a and b -> value_b: one
// more entry than letters (paper 004 writes S_{value_a, value_b}).
std::vector<std::int64_t> letter_partial_sums(std::span<const Letter> word, std::int64_t value_a,
                                              std::int64_t value_b);

// Whether n >= 0 is a partial sum of w_a = W^{F_{a+1}, F_a} for a >= 1 (paper 000, Lemma 7),
// in O(log n): n = 0, or the smallest Zeckendorf part of n is at least F_{a+1}. (Theorem 9 with
// Whinihan's rule; the tests check it against the partial sums of the word itself.)
bool in_fibonacci_word_partial_sums(std::int64_t n, int a);

}  // namespace cgt::games
