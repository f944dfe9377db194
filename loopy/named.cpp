#include "loopy/named.hpp"

#include "cgt/game_table.hpp"
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

// The handles, made again after the game table was reset (the stopper table dies with it).
struct Named {
  std::uint64_t generation = ~std::uint64_t{0};
  Stopper on, off, over, under, upon;
};

const Named& named() {
  static Named n;
  if (n.generation != game_table().generation()) {
    Game z = zero(), s = star();
    n.on = one_vertex(true, nullptr, false, nullptr);
    n.off = one_vertex(false, nullptr, true, nullptr);
    n.over = one_vertex(false, &z, true, nullptr);
    n.under = one_vertex(true, nullptr, false, &z);
    n.upon = one_vertex(true, nullptr, false, &s);
    n.generation = game_table().generation();
  }
  return n;
}

}  // namespace

Stopper on() { return named().on; }
Stopper off() { return named().off; }
Stopper over() { return named().over; }
Stopper under() { return named().under; }
Stopper upon() { return named().upon; }

}  // namespace cgt::loopy
