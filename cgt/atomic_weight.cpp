#include "cgt/atomic_weight.hpp"

#include <algorithm>
#include <bit>
#include <vector>

#include "cgt/big_int.hpp"
#include "cgt/canonical.hpp"
#include "cgt/compare.hpp"
#include "cgt/error.hpp"
#include "cgt/facts.hpp"
#include "cgt/followers.hpp"
#include "cgt/game_table.hpp"
#include "cgt/norton.hpp"
#include "cgt/notation/printer.hpp"
#include "cgt/ordinal_sum.hpp"
#include "cgt/recursion_guard.hpp"
#include "cgt/sum.hpp"
#include "cgt/values.hpp"

namespace cgt {
namespace {

// The least integer n with a <| n (not n <= a) for every a in `sides`: Left's bound.
Dyadic least_integer_right_of(const std::vector<Game>& sides) {
  Dyadic best;
  bool first = true;
  for (Game a : sides) {
    Dyadic n = make_dyadic(ceil_of(right_stop(a)));  // any smaller integer is below a
    if (leq(number(n), a)) n += Dyadic(1);
    if (first || n > best) best = n;
    first = false;
  }
  return best;
}

// The largest integer n with n <| b (not b <= n) for every b in `sides`: Right's bound.
Dyadic largest_integer_left_of(const std::vector<Game>& sides) {
  Dyadic best;
  bool first = true;
  for (Game b : sides) {
    Dyadic n = make_dyadic(floor_of(left_stop(b)));
    if (leq(b, number(n))) n -= Dyadic(1);
    if (first || n < best) best = n;
    first = false;
  }
  return best;
}

// `star` is the far star of the game whose weight was asked for: remote for its followers too.
Game weight(Game g, Game star) {
  GameTable& t = game_table();
  if (t.is_up_star(g)) return integer(t.ups(g));
  auto& cache = t.cache(Operation::kAtomicWeight);
  if (auto known = cache.find(g.id, 0)) return Game{*known};
  RecursionGuard guard;
  std::vector<Game> left(t.left_options(g).begin(), t.left_options(g).end());
  std::vector<Game> right(t.right_options(g).begin(), t.right_options(g).end());
  for (Game& o : left) o = sum(weight(o, star), integer(-2));
  for (Game& o : right) o = sum(weight(o, star), integer(2));
  Game result = canonicalise(left, right);
  if (t.is_number(result) && t.number_part(result).is_integer()) {
    bool below = leq(g, star), above = leq(star, g);
    if (above && !below) result = number(largest_integer_left_of(right));
    if (below && !above) result = number(least_integer_right_of(left));
  }
  cache.store(g.id, 0, result.id);
  return result;
}

}  // namespace

bool is_all_small(Game g) {
  bool all_small = true;
  for_each_follower(g, [&](Game k) {
    if (!is_infinitesimal(k)) all_small = false;
    return all_small && !game_table().is_up_star(k);  // 0 + m.^ + *n is all-small
  });
  return all_small;
}

Game far_star(Game g) {
  std::uint64_t largest = 0;
  for_each_follower(g, [&](Game k) {
    GameTable& t = game_table();
    if (!t.is_up_star(k)) return true;
    largest = std::max<std::uint64_t>(largest, t.nim(k));
    return false;  // the followers of x + m.^ + *n have nim parts at most n xor 1 <= n + 1
  });
  return nimber(std::bit_ceil(largest + 2));
}

Game atomic_zero_bound(Game star) {
  return sum(up_star(Dyadic(0), 1, 1), ordinal_sum(star, integer(-1)));
}

std::optional<Game> atomic_weight_if_atomic(Game g) {
  if (!is_infinitesimal(g)) return std::nullopt;
  Game star = far_star(g);
  Game w = weight(g, star);
  if (is_all_small(g)) return w;
  Game rest = difference(g, norton_product(w, up()));
  Game bound = atomic_zero_bound(star);
  if (!leq(rest, bound) || !leq(negate(bound), rest)) return std::nullopt;
  return w;
}

Game atomic_weight(Game g) {
  if (auto w = atomic_weight_if_atomic(g)) return *w;
  if (!is_infinitesimal(g))
    throw DomainError("G is not infinitesimal, so it has no atomic weight");
  throw DomainError("G is infinitesimal but not all-small, and G - W.^ for the calculus's W = " +
                    to_string(weight(g, far_star(g))) +
                    " is not within -E..E for E = ^* + (far star : -1), so it is not shown to be "
                    "atomic");
}

}  // namespace cgt
