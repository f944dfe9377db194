// Impartial loopy games: generalised Sprague-Grundy values (C. A. B. Smith 1966; A. S. Fraenkel
// and Y. Yesha 1986; Winning Ways ch. 12). The value of a position is a nimber n, or infinity with
// the set K of the finite values among its options, written inf(K) (Smith's infinity_K):
//   g(v) = n when every value below n has an option of that value, no option has value n, and
//   every option of value above n or infinite has itself an option of value n;
//   g(v) = inf(K) when no n qualifies.
// A sum of tokens is a first-player win when all values are finite with a nonzero nim-sum, or
// exactly one is inf(K) and the nim-sum s of the others is in K; a second-player win when all are
// finite with nim-sum 0; a draw otherwise.
//
// The values are found by Fraenkel and Yesha's labelling: for n = 0, 1, 2, ... the positions of
// value n and those with an option of value n are found by a retrograde analysis; a candidate
// left without either label has an infinite value.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "loopy/outcome.hpp"

namespace cgt::loopy {

struct LoopyNimber {
  bool infinite = false;
  std::uint64_t value = 0;             // when finite
  std::vector<std::uint64_t> escapes;  // when infinite: the finite values of the options, sorted
  friend bool operator==(const LoopyNimber&, const LoopyNimber&) = default;
};

// "*3", "0", "inf(0,2)" (pretty), "∞(0,2)" (Unicode), "\infty_{\{0,2\}}" (LaTeX).
std::string to_string(const LoopyNimber& g, Style style = Style::kPretty);

// The values of all vertices of an impartial graph: options[v] lists the moves from v.
std::vector<LoopyNimber> loopy_nimbers(const std::vector<std::vector<std::uint32_t>>& options);

// The outcome of a sum of positions with these values: N, P or D.
OutcomeClass sum_outcome(std::span<const LoopyNimber> parts);

}  // namespace cgt::loopy
