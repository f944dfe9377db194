// The order of stoppers, by the survival argument: for stoppers G and H, G <= H exactly when Left,
// moving second in H - G, can always move again (play may go on forever: Left survives). Winning
// Ways ch. 11 and Siegel, Combinatorial Game Theory VI.2.
//
// SurvivalSolver decides such questions for stoppers and for the vertices of a graph being
// simplified, by a retrograde analysis of the reachable positions (g, h, player to move) of
// H - G: the positions from which Right can force Left out of moves in finitely many moves form
// an attractor, and Left survives exactly outside it. Positions of two short games are decided by
// the short-game order, and comparisons of stoppers found on the way are kept in the stopper
// table's cache. A solver keeps what it learnt: every later question reuses it (the values of the
// graph's vertices must not change meanwhile; simplification keeps them).
#pragma once

#include <cstdint>
#include <vector>

#include "loopy/local_graph.hpp"
#include "loopy/state_graph.hpp"
#include "loopy/stopper.hpp"

namespace cgt::loopy {

// g <= h for canonical stoppers.
bool leq(Stopper g, Stopper h);
inline bool geq(Stopper g, Stopper h) { return leq(h, g); }
inline bool less(Stopper g, Stopper h) { return g != h && leq(g, h); }
inline bool incomparable(Stopper g, Stopper h) { return !leq(g, h) && !leq(h, g); }

class SurvivalSolver {
 public:
  // `graph` holds the local vertices that refs may name (none when null).
  explicit SurvivalSolver(const LocalGraph* graph = nullptr) : graph_(graph) {}

  // g <= h: Left survives h - g with Right to move.
  bool leq(Ref g, Ref h);
  bool equal(Ref g, Ref h) { return leq(g, h) && leq(h, g); }

 private:
  enum Status : std::uint8_t { kUnknown, kLeftSurvives, kRightWins };
  struct Key {
    std::uint64_t g, h;
    Player mover;
    friend bool operator==(const Key&, const Key&) = default;
  };
  struct KeyHash {
    std::size_t operator()(const Key& k) const {
      std::uint64_t x = k.g * 0x9e3779b97f4a7c15ull ^ (k.h + static_cast<std::uint64_t>(k.mover));
      x ^= x >> 29;
      x *= 0xbf58476d1ce4e5b9ull;
      return static_cast<std::size_t>(x ^ (x >> 32));
    }
  };
  using Graph = StateGraph<Key, KeyHash, Status>;
  using State = Graph::State;

  Status decided_at_sight(const Key& key) const;
  void explore(std::uint32_t root);
  void propagate(std::uint32_t first_new);
  void remember(std::uint32_t first_new);

  const LocalGraph* graph_;
  Graph states_{"a comparison of loopy games"};
  std::vector<Ref> scratch_;
};

}  // namespace cgt::loopy
