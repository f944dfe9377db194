#include "cgt/compare.hpp"

#include "cgt/game_table.hpp"
#include "cgt/interrupt.hpp"
#include "cgt/recursion_guard.hpp"

namespace cgt {
namespace {

// (x + m.^ + *n) >= 0 for the infinitesimal part: m >= 2, or m == 1 unless n == 1 (^* is
// confused with 0), or m == n == 0.
bool up_star_nonnegative(std::int64_t m, std::uint64_t n) {
  return (m >= 1 && !(m == 1 && n == 1)) || (m == 0 && n == 0);
}

}  // namespace

bool leq(Game g, Game h) {
  if (g == h) return true;
  GameTable& t = game_table();
  if (t.is_up_star(g) && t.is_up_star(h)) {  // h - g = d + m.^ + *n
    auto order = t.number_part(h) <=> t.number_part(g);
    if (order != 0) return order > 0;
    return up_star_nonnegative(t.ups(h) - t.ups(g), t.nim(h) ^ t.nim(g));
  }
  if (t.dyadic_less(t.left_stop_id(g), t.right_stop_id(h))) return true;   // LS(g) < RS(h)
  if (t.dyadic_less(t.left_stop_id(h), t.right_stop_id(g))) return false;  // RS(g) > LS(h)
  // Stops are monotone (g <= h implies LS(g) <= LS(h) and RS(g) <= RS(h)), so a stop of g
  // above the same stop of h refutes g <= h without a lookup in the computed table, whose
  // random memory accesses were most of the time of large sums (this cut the lookups of
  // GoldenNugget's S(60) from 160 to 89 million: tools/bench/golden_nugget_sums.cpp).
  if (t.dyadic_less(t.left_stop_id(h), t.left_stop_id(g))) return false;
  if (t.dyadic_less(t.right_stop_id(h), t.right_stop_id(g))) return false;

  auto& cache = t.cache(Operation::kLeq);
  if (auto known = cache.find(g.id, h.id)) return *known != 0;
  RecursionGuard guard;
  poll_interrupt();
  // g <= h unless some g^L >= h or some h^R <= g. A number never needs its own options
  // against a game that is not a number (number avoidance).
  bool result = true;
  if (!t.is_number(g))
    for (Game gl : t.left_options(g))
      if (leq(h, gl)) {
        result = false;
        break;
      }
  if (result && !t.is_number(h))
    for (Game hr : t.right_options(h))
      if (leq(hr, g)) {
        result = false;
        break;
      }
  cache.store(g.id, h.id, result);
  return result;
}

Outcome outcome(Game g) {
  Game zero = game_table().zero();
  bool left_second = leq(zero, g);   // g >= 0: Left wins when Right starts
  bool right_second = leq(g, zero);  // g <= 0: Right wins when Left starts
  if (left_second && right_second) return Outcome::kPrevious;
  if (left_second) return Outcome::kLeft;
  if (right_second) return Outcome::kRight;
  return Outcome::kNext;
}

char outcome_letter(Outcome o) {
  switch (o) {
    case Outcome::kLeft:
      return 'L';
    case Outcome::kRight:
      return 'R';
    case Outcome::kNext:
      return 'N';
    case Outcome::kPrevious:
      return 'P';
  }
  return '?';
}

}  // namespace cgt
