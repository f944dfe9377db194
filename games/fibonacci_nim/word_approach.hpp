// Paper 000, section 6.2 ("the word approach") and Theorem 14: the P-positions (m, m + k; r)
// of two-pile global Fibonacci nim as the k in a set of partial sums sigma_m(alpha).
//
// Notation of the paper: p = p(m) with F_p <= m < F_{p+1} (p(0) = 0); alpha = alpha(r, p)
// with F_{p+alpha-1} <= r < F_{p+alpha}, i.e. alpha = t - p + 1 for Theorem 9's t (t >= 2);
// x = F_{p+1} - m. Sturm positions (alpha >= 0): sigma_m(alpha) = PS(w_{p+alpha}) for
// alpha in {0, 1} and PS(w_{p+alpha-1}) for alpha > 1. Hybrid positions (alpha < 0):
// sigma_m(alpha) = PS(T^{-alpha}(w_p)), where each step T, to the word of the new alpha
// (q = p + alpha; its letters F_{q+1}, F_q, F_{q-1}, the previous word's F_{q+2}, F_{q+1},
// F_q), rewrites letters by
//   (T1) F_i -> F_i,  (T2) F_i -> F_{i-1} F_{i-2},  (T3) F_i -> F_{i-2} F_{i-3} F_{i-2},
// applying T3 to the largest letter and T1 to the others, except in the special case
// F_q < x <= F_{q+1}, where, with W(i) the sum of the letters before the i-th one:
//   "odd" case:  the largest letter takes T2 if W(i) is in PS(w_p), else T3; the others T1;
//   "even" case: the second largest takes T2 if W(i) is in PS(w_p), else T1; the largest T3,
//                the smallest T1.
// The paper chooses the case by the parity of p + alpha. That fails (see the verifier
// gfib-theorem-14); choosing it by the parity of alpha agrees with the solver
// (gfib-theorem-14-corrected). Both rules are here, selected by SpecialCaseParity.
#pragma once

#include <cstdint>
#include <vector>

namespace cgt::games {

enum class SpecialCaseParity {
  kPaper,      // as written: the "odd" case when p + alpha is odd
  kCorrected,  // the "odd" case when alpha is odd
};

// p(m): the index p >= 2 with F_p <= m < F_{p+1}, and 0 for m = 0.
int word_p(std::int64_t m);

// alpha(r, p) = t - p + 1, where F_t <= r < F_{t+1}, t >= 2; r >= 1.
int word_alpha(std::int64_t r, int p);

// sigma_m(alpha) for one m, every alpha that some r >= 1 reaches, restricted to k <= max_k.
class TwoPileWordSets {
 public:
  TwoPileWordSets(std::int64_t m, std::int64_t max_k, SpecialCaseParity parity);

  // Whether k (0 <= k <= max_k) lies in sigma_m(alpha), for alpha >= 3 - p(m).
  bool contains(std::int64_t k, int alpha) const;

  // The first letters of T^{-alpha}(w_p) for a hybrid alpha (< 0), as Fibonacci numbers: the
  // word up to where its partial sums pass max_k.
  std::vector<std::int64_t> hybrid_word(int alpha) const;

  // Whether the step to the hybrid word of this alpha (< 0) is a special transformation.
  bool special(int alpha) const { return special_.at(static_cast<std::size_t>(-alpha - 1)); }

  int p() const { return p_; }

 private:
  std::int64_t max_k_;
  int p_;
  std::vector<std::vector<std::uint8_t>> hybrid_words_;  // index -alpha - 1: Fibonacci indices
  std::vector<std::vector<bool>> hybrid_sums_;           // index -alpha - 1: k <= max_k
  std::vector<bool> special_;
};

}  // namespace cgt::games
