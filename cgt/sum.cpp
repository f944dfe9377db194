#include "cgt/sum.hpp"

#include <span>

#include <boost/container/small_vector.hpp>

#include "cgt/canonical.hpp"
#include "cgt/error.hpp"
#include "cgt/game_table.hpp"
#include "cgt/interrupt.hpp"
#include "cgt/recursion_guard.hpp"

namespace cgt {
namespace {

// Option lists under construction: short ones stay on the stack (an allocation each was a
// tenth of a sum's time).
using Options = boost::container::small_vector<Game, 16>;
std::span<const Game> view(const Options& options) {
  return {options.data(), options.size()};
}

// g + x for a number x and a game g that is not a number. By number translation the options
// of the canonical form of g + x are g^L + x and g^R + x, already canonical, so the result is
// interned without canonicalisation.
Game translate(Game g, Game x) {
  GameTable& t = game_table();
  if (t.is_up_star(g)) return t.up_star(t.number_part(g) + t.number_part(x), t.ups(g), t.nim(g));
  auto& cache = t.cache(Operation::kSum);
  std::uint32_t lo = std::min(g.id, x.id), hi = std::max(g.id, x.id);
  if (auto known = cache.find(lo, hi)) return Game{*known};
  RecursionGuard guard;
  Options left, right;
  for (Game gl : t.left_options(g)) left.push_back(sum(gl, x));
  for (Game gr : t.right_options(g)) right.push_back(sum(gr, x));
  Game result = t.intern_canonical(view(left), view(right));
  cache.store(lo, hi, result.id);
  return result;
}

}  // namespace

Game sum(Game g, Game h) {
  GameTable& t = game_table();
  if (g == t.zero()) return h;
  if (h == t.zero()) return g;
  if (t.is_up_star(g) && t.is_up_star(h))
    return t.up_star(t.number_part(g) + t.number_part(h), std::int64_t{t.ups(g)} + t.ups(h),
                     t.nim(g) ^ t.nim(h));
  if (t.is_number(g)) return translate(h, g);
  if (t.is_number(h)) return translate(g, h);

  std::uint32_t lo = std::min(g.id, h.id), hi = std::max(g.id, h.id);
  auto& cache = t.cache(Operation::kSum);
  if (auto known = cache.find(lo, hi)) return Game{*known};
  RecursionGuard guard;
  poll_interrupt();
  Options left, right;
  for (Game gl : t.left_options(g)) left.push_back(sum(gl, h));
  std::size_t left_split = left.size();
  for (Game hl : t.left_options(h)) left.push_back(sum(g, hl));
  for (Game gr : t.right_options(g)) right.push_back(sum(gr, h));
  std::size_t right_split = right.size();
  for (Game hr : t.right_options(h)) right.push_back(sum(g, hr));
  Game result = canonicalise_grouped(view(left), left_split, view(right), right_split);
  cache.store(lo, hi, result.id);
  return result;
}

// Every negative is kept in the node, numbers' and x + m.^ + *n's too: the evaluators negate
// the values of positions stored under a transposed key (half the lookups of a Domineering
// canonical form), and numbers are most of those values.
Game negate(Game g) {
  GameTable& t = game_table();
  std::uint32_t known = t.cached_negative(g);
  t.note_negation_lookup(known != kNoId);
  if (known != kNoId) return Game{known};
  Game result;
  if (t.is_up_star(g)) {
    result = t.up_star(-t.number_part(g), -std::int64_t{t.ups(g)}, t.nim(g));
  } else {
    RecursionGuard guard;
    Options left, right;
    for (Game gr : t.right_options(g)) left.push_back(negate(gr));
    for (Game gl : t.left_options(g)) right.push_back(negate(gl));
    result = t.intern_canonical(view(left), view(right));
  }
  t.set_negative(g, result);
  return result;
}

Game multiple(std::int64_t n, Game g) {
  GameTable& t = game_table();
  if (n == INT64_MIN) throw LimitError("a multiple must lie between -2^63 + 1 and 2^63 - 1");
  if (n < 0) return multiple(-n, negate(g));
  if (t.is_up_star(g)) {
    std::int64_t ups;
    if (__builtin_mul_overflow(n, std::int64_t{t.ups(g)}, &ups))
      throw LimitError("the up-multiple of this product exceeds 2^63");
    return t.up_star(t.number_part(g) * Dyadic(n), ups, n % 2 ? t.nim(g) : 0);
  }
  Game result = t.zero(), power = g;  // binary method: O(log n) sums
  for (std::int64_t k = n; k > 0; k >>= 1) {
    if (k & 1) result = sum(result, power);
    if (k > 1) power = sum(power, power);
  }
  return result;
}

}  // namespace cgt
