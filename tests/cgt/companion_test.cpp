// The companion G° (Siegel, Combinatorial Game Theory, ch. III.2; CGSuite's Companion). Sources
// of the expected values: the definition worked by hand for 0, *, ^, 1 and +-1; CGSuite's
// closed form for n.^ + *m (its Uptimal.companion: toggle the star when m <= 1, else G itself);
// a second implementation of the definition on the reference engine's explicit trees
// (tests/support/reference_game.hpp), which knows no shortcut for numbers; and the lattice
// facts of ch. III.2 on the games born by day 2: an automorphism (<= kept both ways, onto the
// same 22 values) that is its own inverse.
#include <catch2/catch.hpp>

#include <algorithm>
#include <random>
#include <set>

#include "cgt/big_int.hpp"
#include "cgt/canonical.hpp"
#include "cgt/companion.hpp"
#include "cgt/compare.hpp"
#include "cgt/values.hpp"
#include "tests/support/born_by_day.hpp"
#include "tests/support/random_games.hpp"
#include "tests/support/reference_game.hpp"

using namespace cgt;
using test::Ref;

namespace {

// The definition on canonical explicit trees.
Ref ref_companion(const Ref& g) {
  std::vector<Ref> left, right;
  for (const Ref& o : g->left) left.push_back(ref_companion(o));
  for (const Ref& o : g->right) right.push_back(ref_companion(o));
  if (test::ref_leq(test::ref_zero(), g)) left.push_back(test::ref_zero());
  if (test::ref_leq(g, test::ref_zero())) right.push_back(test::ref_zero());
  return test::ref_canonical(test::ref_game(left, right));
}

}  // namespace

TEST_CASE("companions worked by hand", "[companion]") {
  // 0 >= 0 and 0 <= 0: {0|0} = *. * is confused with 0: {0°|0°} = {*|*} = 0.
  CHECK(companion(zero()) == star());
  CHECK(companion(star()) == zero());
  // ^ = {0|*} > 0: {0°, 0 | *°} = {*, 0 | 0} = ^*.
  CHECK(companion(up()) == up_star(Dyadic(0), 1, 1));
  // 1 = {0|} > 0: {*, 0 |} = 1 (* reverses through 0 to nothing); +-1 is confused with 0.
  CHECK(companion(integer(1)) == integer(1));
  Game pm1 = canonicalise({integer(1)}, {integer(-1)});
  CHECK(companion(pm1) == pm1);
}

TEST_CASE("CGSuite's closed form for n.^ + *m", "[companion]") {
  for (std::int64_t n = -4; n <= 4; ++n)
    for (std::uint64_t m = 0; m <= 3; ++m) {
      INFO("n = " << n << ", m = " << m);
      Game g = up_star(Dyadic(0), n, m);
      CHECK(companion(g) == (m <= 1 ? up_star(Dyadic(0), n, m ^ 1) : g));
    }
}

TEST_CASE("the companion agrees with the definition on explicit trees", "[companion]") {
  std::mt19937 rng(1917);
  for (int trial = 0; trial < 200; ++trial) {
    Ref r = test::ref_canonical(test::random_ref(rng, 1 + trial % 3));
    Game g = test::to_table(r);
    INFO("trial " << trial);
    CHECK(companion(g) == test::to_table(ref_companion(r)));
  }
  // Numbers, which the engine does not recurse through, and games with them.
  for (Game g : {integer(5), number(make_dyadic(-3, 2)), canonicalise({integer(4)}, {number(make_dyadic(1, 2))})})
    CHECK(companion(g) == test::to_table(ref_companion(test::ref_canonical(test::to_ref(g)))));
}

TEST_CASE("on the games born by day 2 the companion is a lattice automorphism", "[companion]") {
  std::vector<Game> day2 = test::born_by_day_2();
  REQUIRE(day2.size() == 22);
  std::set<std::uint32_t> values, images;
  for (Game g : day2) values.insert(g.id);
  for (Game g : day2) {
    Game c = companion(g);
    images.insert(c.id);
    CHECK(companion(c) == g);  // its own inverse
    for (Game h : day2) CHECK(leq(g, h) == leq(c, companion(h)));
  }
  CHECK(images == values);  // onto the same 22 values
  CHECK(std::count_if(day2.begin(), day2.end(), [](Game g) { return companion(g) != g; }) > 0);
}
