#include "loopy/named.hpp"

#include "cgt/values.hpp"
#include "loopy/simplify.hpp"

namespace cgt::loopy {
namespace {

// {L | R} where each side is `pass` (the position itself), a short game, or nothing.
Stopper one_vertex(bool left_pass, const Game* left, bool right_pass, const Game* right) {
  LoopyGraph g;
  std::uint32_t v = g.add_vertex();
  if (left_pass) g.add_edge(v, Player::kLeft, v);
  if (right_pass) g.add_edge(v, Player::kRight, v);
  if (left) g.add_edge(v, Player::kLeft, g.add_leaf(Stopper::of(*left)));
  if (right) g.add_edge(v, Player::kRight, g.add_leaf(Stopper::of(*right)));
  g.set_root(v);
  return canonical_stopper(g);
}

}  // namespace

// Interned on each call: the handles die with the game table (game_table().reset()).
Stopper on() { return one_vertex(true, nullptr, false, nullptr); }
Stopper off() { return one_vertex(false, nullptr, true, nullptr); }
Stopper over() {
  Game z = zero();
  return one_vertex(false, &z, true, nullptr);
}
Stopper under() {
  Game z = zero();
  return one_vertex(true, nullptr, false, &z);
}
Stopper upon() {
  Game s = star();
  return one_vertex(true, nullptr, false, &s);
}

}  // namespace cgt::loopy
