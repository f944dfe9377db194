// The order of sides. The onside G+ of a loopy game G is G played with infinite play a win for
// Left, the offside G- with infinite play a win for Right (Winning Ways ch. 11; Siegel,
// Combinatorial Game Theory VI.4); every game is the pair of its sides, G = G+ & G-.
//
// G+ <= H+ when Left survives H+ - G+ = H+ + (-G)- moving second, winning an infinite play exactly
// when infinitely many of its moves were made in H+ (the onside component: the rule makes every
// game equal to itself, Left copying Right's moves); G- <= H- likewise in H- + (-G)+, where the
// moves that count are those in (-G)+. For stoppers both reduce to the survival order (order.hpp).
//
// SideSolver decides such questions as a Büchi game on the reachable positions (g, h, player to
// move, whether the last move was in the component that counts): Right wins by leaving Left
// without a move or by keeping the counting component still from some point on.
#pragma once

#include <cstdint>
#include <vector>

#include "loopy/local_graph.hpp"
#include "loopy/sides.hpp"
#include "loopy/state_graph.hpp"

namespace cgt::loopy {

class SideSolver {
 public:
  SideSolver(const LocalGraph* graph, SideKind side) : graph_(graph), side_(side) {}

  // g <= h in the order of this side.
  bool leq(Ref g, Ref h);
  bool equal(Ref g, Ref h) { return leq(g, h) && leq(h, g); }

 private:
  enum Status : std::uint8_t { kUnknown, kLeftWins, kRightWins };
  struct Key {
    std::uint64_t g, h;
    std::uint8_t mover_and_flag;  // bit 0: Right to move; bit 1: the last move counted
    friend bool operator==(const Key&, const Key&) = default;
  };
  struct KeyHash {
    std::size_t operator()(const Key& k) const {
      std::uint64_t x = k.g * 0x9e3779b97f4a7c15ull ^ (k.h * 0xc2b2ae3d27d4eb4full + k.mover_and_flag);
      x ^= x >> 31;
      return static_cast<std::size_t>(x * 0xbf58476d1ce4e5b9ull);
    }
  };
  using Graph = StateGraph<Key, KeyHash, Status>;

  Status decided_at_sight(const Key& key) const;
  void explore(std::uint32_t root);
  void solve(std::uint32_t first_new);

  const LocalGraph* graph_;
  SideKind side_;
  Graph states_{"a comparison of sides of loopy games"};
  std::vector<Ref> scratch_;
};

}  // namespace cgt::loopy
