// The order of sides against 0, for graphs played as their own sides, against the plain labelling
// of the position graph (tests/support/plain_loopy.hpp), which knows no sides: 0 <= G+ when Left,
// moving second, is not beaten in a finite play of G (infinite play is hers), G+ <= 0 when Right,
// moving second, beats her; the offside's rule gives infinite play to Right.
#include <catch2/catch.hpp>

#include <random>

#include "cgt/dyadic.hpp"
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
  LoopyGraph escape;  // b{pass,a{0,a|-1/2,b||pass}|-1/2,c{0,{c|pass}|-1/2,b}}, by its edges
  for (int i = 0; i < 3; ++i) escape.add_vertex();
  std::uint32_t zero_leaf = escape.add_leaf(Stopper::of(zero()));
  std::uint32_t half_leaf = escape.add_leaf(Stopper::of(number(Dyadic::parse("-1/2"))));
  escape.add_edge(0, Player::kLeft, 0);
  escape.add_edge(0, Player::kLeft, 1);
  escape.add_edge(0, Player::kRight, 2);
  escape.add_edge(0, Player::kRight, half_leaf);
  escape.add_edge(1, Player::kLeft, 2);
  escape.add_edge(1, Player::kRight, 1);
  escape.add_edge(2, Player::kLeft, 1);
  escape.add_edge(2, Player::kLeft, zero_leaf);
  escape.add_edge(2, Player::kRight, 0);
  escape.add_edge(2, Player::kRight, half_leaf);
  escape.set_root(0);
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
