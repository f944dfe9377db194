// The period of an octal game's Grundy sequence, proven by the periodicity theorem of Guy and
// Smith ("The G-values of various games", Proc. Cambridge Philos. Soc. 52 (1956); Winning Ways
// vol. 1, ch. 4, "The periodicity theorem"; Siegel, Combinatorial Game Theory, ch. IV):
//
//   Let t be the largest take and m the most heaps a move leaves (2 for octal codes, 3 when a
//   hexadecimal digit has bit 8; 1 when no move splits). If g(n + p) = g(n) for all n with
//   e <= n < m * max(e, 1) + (m - 1) * p + t, then g(n + p) = g(n) for all n >= e.
//
// For m = 2 and e >= 1 this is the classical bound 2e + p + t. Why it holds: by induction on
// n >= that bound, the options of n + p and of n have the same values. A single heap n + p - k
// answers n - k >= e. Of the parts of n + p - k, the largest is at least (n + p - k) / m >=
// max(e, 1) + p, so taking p from it gives a legal option of n with a part of the same value;
// the largest part of an option of n is at least (n - k) / m >= max(e, 1), and adding p to it
// gives an option of n + p. Using max(e, 1) keeps the parts non-empty when e = 0.
// The theorem is not used for unequal splits (Grundy's game): there the argument fails.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <vector>

#include "games/octal/take_break_rules.hpp"

namespace cgt::games {

struct Periodicity {
  std::size_t preperiod;  // e: g(n + p) = g(n) for all n >= e, and not for n = e - 1
  std::size_t period;     // p, the smallest
  bool operator==(const Periodicity&) const = default;
};

// The heaps the theorem needs verified for (e, p): all n < periodicity_bound(...) + p.
std::size_t periodicity_bound(const TakeBreakRules& rules, std::size_t preperiod,
                              std::size_t period);

// What the values g[0..N) say of a period: the smallest one they prove by the theorem, and,
// short of a proof, the likely one: of the periods p that g[0..N) already shows over at least
// its last max(p, kLikelyStretch) values, the one whose proof needs the fewest heaps (so that
// a run knows how far to go: to periodicity_bound(e, p) + p heaps). Both are empty for unequal
// splits (the theorem does not apply). O(N) in all: each period tried stops at its first
// exception from the end.
struct PeriodSearch {
  static constexpr std::size_t kLikelyStretch = 1024;
  std::optional<Periodicity> proven, likely;
};

// Values: g.size() and g[i] (a vector of values, CompactValues).
template <class Values>
PeriodSearch search_periodicity(const TakeBreakRules& rules, const Values& g) {
  PeriodSearch found;
  if (rules.unequal_splits) return found;
  const std::size_t n = g.size();
  std::size_t needed = 0;  // the heaps the likely period's proof needs
  for (std::size_t p = 1; 2 * p <= n; ++p) {
    std::size_t e = n - p;  // the least e with g(i + p) = g(i) for e <= i < n - p
    while (e > 0 && g[e - 1 + p] == g[e - 1]) --e;
    const std::size_t heaps = periodicity_bound(rules, e, p) + p;
    if (heaps <= n) {
      found.proven = Periodicity{e, p};
      return found;
    }
    // Of the periods seen long enough, the one whose proof needs the fewest heaps (a part of a
    // long period may repeat with a shorter one for a while, but not from as far back).
    if (n - e >= std::max(p, PeriodSearch::kLikelyStretch) && (!found.likely || heaps < needed)) {
      found.likely = Periodicity{e, p};
      needed = heaps;
    }
  }
  return found;
}

// The smallest period and its preperiod that the values g[0..N) prove by the theorem, or
// nothing (also for unequal splits).
std::optional<Periodicity> proven_periodicity(const TakeBreakRules& rules,
                                              const std::vector<std::uint32_t>& g);

}  // namespace cgt::games
