// Left's subtraction set S of a complementary subtraction game (paper 004, section 6): from a
// heap of h counters Left removes any s in S with s <= h, Right any positive r <= h not in S.
// GoldenNugget is S = A = {floor(n phi)}; the other sets here are the Beatty sequences
// floor(n alpha) of Theorem 6.1 and the odd numbers of Example 6.2.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "games/number_theory/beatty_sequence.hpp"

namespace cgt::games {

class SubtractionSet {
 public:
  // GoldenNugget: Wythoff's A, the Beatty sequence of phi.
  static SubtractionSet golden_nugget();
  // {floor(n alpha) : n >= 1} for an exact irrational 1 < alpha < 2.
  static SubtractionSet beatty(const QuadraticIrrational& alpha);
  // The odd numbers (Example 6.2).
  static SubtractionSet odd_numbers();

  // Whether n is in S (false for n <= 0).
  bool contains(std::int64_t n) const;
  // membership[n] = contains(n) for 0 <= n <= upto (one byte each, for fast scans).
  std::vector<std::uint8_t> membership(std::int64_t upto) const;
  // The Beatty sequence when S is one (the rotation picture of beatty_sequence.hpp applies).
  const std::optional<BeattySequence>& beatty_sequence() const { return beatty_; }
  // "A = floor(n phi)", "floor(n sqrt(2))", "odd numbers".
  std::string name() const;

 private:
  SubtractionSet() = default;
  std::optional<BeattySequence> beatty_;  // empty: the odd numbers
  bool golden_ = false;
};

}  // namespace cgt::games
