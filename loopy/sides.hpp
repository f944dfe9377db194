// The onside and offside of a finite loopy game (side_order.hpp says what they are).
//
// A graph is worked on one strongly connected component at a time, from the bottom up, the
// options leaving a component replaced by the sides already found. A component with no alternating
// cycle is a stopper and its side is its simplest form. Otherwise its alternating cycles are
// broken where that leaves the side unchanged (checked by the side order): moves the side makes
// pointless (in the onside, a Right move that Left can answer by moving straight back, moves to on
// and off) are dropped, then each move on an alternating cycle is tried without, then the cycle is
// unravelled a few turns (Winning Ways ch. 11, Siegel VI.4 and CGSuite do the same); the result is
// compared with the component at every vertex. When the cycles are gone the side is a stopper.
// Failing that, the component is sidled (Winning Ways ch. 11): Right's moves on alternating cycles
// are given values, first on, then those of the last round's solution, until they repeat; the
// fixed point is kept only when the side order confirms it at every vertex.
// Some games have sides that are no stopper (Bach's Carousel); their side is then the simplified
// graph, which is correct but not canonical: no simplest form theory exists for them.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>

#include "loopy/graph.hpp"
#include "loopy/stopper.hpp"

namespace cgt::loopy {

enum class SideKind : std::uint8_t { kOnside, kOffside };

// One side of a game: a canonical stopper, or a graph no stopper equals (played with the side's
// rule for infinite play).
class Side {
 public:
  Side(Stopper s) : stopper_(s) {}  // NOLINT: a stopper is its own side
  explicit Side(LoopyGraph g) : graph_(std::make_shared<const LoopyGraph>(std::move(g))) {}

  bool is_stopper() const { return graph_ == nullptr; }
  Stopper stopper() const { return stopper_; }
  const LoopyGraph& graph() const { return *graph_; }
  // The side as a graph (a stopper is a graph of one leaf).
  LoopyGraph as_graph() const;

 private:
  Stopper stopper_{};
  std::shared_ptr<const LoopyGraph> graph_;
};

// -G+ is the offside of -G: negation exchanges the kinds.
Side negate(const Side& s);

Side side_of(const LoopyGraph& g, SideKind kind);
inline Side onside(const LoopyGraph& g) { return side_of(g, SideKind::kOnside); }
inline Side offside(const LoopyGraph& g) { return side_of(g, SideKind::kOffside); }

// How the components of the onsides computed so far in this thread were solved: by breaking their
// alternating cycles, by sidling, or not at all (left in the side's graph). For the tests, which
// must reach every path, and for curious users.
struct SideMethodCounts {
  std::size_t broken = 0, sidled = 0, unresolved = 0;
};
SideMethodCounts& side_method_counts();

// a <= b in the order of the given side (both are sides of that kind).
bool side_leq(const Side& a, const Side& b, SideKind kind);

}  // namespace cgt::loopy
