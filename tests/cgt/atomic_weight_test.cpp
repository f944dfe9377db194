// Atomic weights. Sources: the atomic weight calculus and the two-ahead rule as stated in
// Albert, Nowakowski, Wolfe, Lessons in Play, ch. 9 (all-small games) and Winning Ways, ch. 8
// ("It's a Small, Small, Small, Small World"); values marked "by hand" are worked out from the
// calculus in cgt/atomic_weight.hpp, step by step in the comment, and the theorems below
// (additivity, the two-ahead rule, the far star's remoteness) check the implementation on random
// all-small games.
#include "cgt/atomic_weight.hpp"

#include <catch2/catch.hpp>
#include <random>

#include "cgt/canonical.hpp"
#include "cgt/compare.hpp"
#include "cgt/game_table.hpp"
#include "cgt/notation/printer.hpp"
#include "cgt/sum.hpp"
#include "cgt/tiny.hpp"
#include "cgt/uptimal.hpp"
#include "cgt/values.hpp"
#include "tools/lang/session.hpp"

using namespace cgt;
static Game G(const char* text) {
  return lang::evaluate_game(text);
}

namespace {

// A random all-small game: leaves 0, *, *2, ^, v; every inner node has options on both sides.
Game random_all_small(std::mt19937& rng, int depth) {
  auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<unsigned>(n)); };
  if (depth == 0 || pick(4) == 0) {
    const Game leaves[] = {zero(), star(), nimber(2), up(), down()};
    return leaves[pick(5)];
  }
  std::vector<Game> left, right;
  for (int i = pick(2) + 1; i > 0; --i) left.push_back(random_all_small(rng, depth - 1));
  for (int i = pick(2) + 1; i > 0; --i) right.push_back(random_all_small(rng, depth - 1));
  return canonicalise(left, right);
}

}  // namespace

TEST_CASE("atomic weights of textbook games", "[atomic_weight]") {
  // x.^ + *n has atomic weight x (Lessons in Play, ch. 9; Winning Ways, ch. 8).
  CHECK(atomic_weight(up()) == integer(1));
  CHECK(atomic_weight(G("^*")) == integer(1));
  CHECK(atomic_weight(star()) == zero());
  CHECK(atomic_weight(G("*5")) == zero());
  CHECK(atomic_weight(G("v3*2")) == integer(-3));
  // {0|^} = ^^*: the naive {aw(0) - 2 | aw(^) + 2} = {-2|3} = 0 is wrong here; the eccentric
  // case (G > far star) makes it the largest n with n <| 3, that is 2 (the two-ahead rule's
  // example in Winning Ways, ch. 8).
  CHECK(atomic_weight(G("{0|^}")) == integer(2));
  // {^|v} by hand: G' = {1 - 2 | -1 + 2} = {-1|1} = 0, an integer; Left wins G - *2 moving
  // first (to ^ - *2 > 0) and so does Right (to v - *2 < 0), so G is confused with the far
  // star and aw = G' = 0.
  CHECK(atomic_weight(G("{^|v}")) == zero());
  // {*|v} by hand: G' = {0 - 2 | -1 + 2} = 0; G < *2 (Right wins G + *2 moving first, to v*2,
  // and Left loses moving first), so aw is the least n with -2 <| n: -1.
  CHECK(atomic_weight(G("{*|v}")) == integer(-1));
  // Not integers, so no eccentric case: {0|v3} gives {-2|-1} = -3/2, {^|vv} gives {-1|0} = -1/2.
  CHECK(atomic_weight(G("{0|v3}")) == G("-3/2"));
  CHECK(atomic_weight(G("{^|vv}")) == G("-1/2"));
  // ^<2> = {0|v*} by hand: G' = {-2 | -1 + 2} = 0; ^<2> is confused with *2 (Left moves to 0
  // and wins; Right moves to v* + *2 = v*3 < 0 and wins), so aw = 0: ^<2> is infinitesimal
  // with respect to ^ (Siegel, sec. II.7).
  CHECK(atomic_weight(up_nth(2)) == zero());
  CHECK(atomic_weight(sum(up(), up_nth(3))) == integer(1));
  // A tiny is not all-small: its follower {0|-2} is hot.
  CHECK_THROWS_AS(atomic_weight(tiny(integer(2))), DomainError);
  CHECK_THROWS_AS(atomic_weight(G("{1|0}")), DomainError);
  CHECK(is_all_small(G("{^|v}")));
  CHECK(!is_all_small(G("1/2^")));
}

TEST_CASE("far star", "[atomic_weight]") {
  CHECK(far_star(zero()) == nimber(2));
  CHECK(far_star(G("^*3")) == nimber(8));        // nim parts up to 3 (and 2 = 3 xor 1) below 8
  CHECK(far_star(G("{^*5|v*6}")) == nimber(8));  // nim parts 5 and 6, at most 7 below
}

TEST_CASE("atomic weight theorems on random all-small games", "[atomic_weight]") {
  std::mt19937 rng(99);
  int two_ahead_cases = 0;
  for (int i = 0; i < 400; ++i) {
    Game g = random_all_small(rng, 3), h = random_all_small(rng, 3);
    INFO("G = " << to_string(g) << ", H = " << to_string(h));
    Game a = atomic_weight(g);
    // Additivity: aw(G + H) = aw(G) + aw(H) (Lessons in Play, ch. 9).
    CHECK(atomic_weight(sum(g, h)) == sum(a, atomic_weight(h)));
    // The two-ahead rule (Winning Ways, ch. 8; Lessons in Play, ch. 9).
    if (geq(a, integer(2))) {
      CHECK(greater(g, zero()));
      ++two_ahead_cases;
    }
    if (leq(a, integer(-2))) CHECK(less(g, zero()));
    // The far star is remote: comparing G with any larger star gives the same answer.
    Game star = far_star(g);
    std::uint64_t n = game_table().nim(star);
    for (std::uint64_t m : {n + 1, 2 * n, 4 * n + 3}) {
      CHECK(leq(g, star) == leq(g, nimber(m)));
      CHECK(leq(star, g) == leq(nimber(m), g));
    }
  }
  CHECK(two_ahead_cases > 10);
}
