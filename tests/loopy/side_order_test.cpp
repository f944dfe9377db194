// The order of sides against 0, for graphs played as their own sides, against the plain labelling
// of the position graph (tests/support/plain_loopy.hpp), which knows no sides: 0 <= G+ when Left,
// moving second, is not beaten in a finite play of G (infinite play is hers), G+ <= 0 when Right,
// moving second, beats her; the offside's rule gives infinite play to Right.
#include <catch2/catch.hpp>

#include <random>

#include "cgt/values.hpp"
#include "loopy/outcome.hpp"
#include "loopy/sides.hpp"
#include "tests/support/plain_loopy.hpp"

namespace cgt::loopy {
namespace {

void check_against_zero(const LoopyGraph& g) {
  Side side(g), zero_side = Stopper::of(zero());
  PlayOutcome plain = test::naive_outcome(test::plain(g));
  CHECK(side_leq(zero_side, side, SideKind::kOnside) == (plain.right_first != Result::kRightWins));
  CHECK(side_leq(side, zero_side, SideKind::kOnside) == (plain.left_first == Result::kRightWins));
  CHECK(side_leq(zero_side, side, SideKind::kOffside) == (plain.right_first == Result::kLeftWins));
  CHECK(side_leq(side, zero_side, SideKind::kOffside) == (plain.left_first != Result::kLeftWins));
}

// The first graph exposed the solver calling a state Left's when Right moves from it straight
// into a stopper he wins (here -1/2): its counted states were never given to Right when no state
// lay outside Left's attractor of counted moves.
TEST_CASE("sides of graphs against 0 match a plain labelling", "[loopy]") {
  // b{pass,a{0,a|-1/2,b||pass}|-1/2,c{0,{c|pass}|-1/2,b}}, by its edges
  LoopyGraph escape = test::loopy_graph_from_edges("a b | c -1/2; c | b; b 0 | a -1/2");
  check_against_zero(escape);
  check_against_zero(escape.negative());

  std::mt19937 rng(77);
  for (int i = 0; i < 1500; ++i) {
    check_against_zero(i % 2 ? test::random_cycling_loopy_graph(rng, 5)
                             : test::random_loopy_graph(rng, 5, false));
  }
}

}  // namespace
}  // namespace cgt::loopy
