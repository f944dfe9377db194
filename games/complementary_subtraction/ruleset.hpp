// The complementary subtraction games as a ruleset (paper 004, U. Larsson, N. A. McKay,
// R. J. Nowakowski, A. A. Siegel, "Finding Golden Nuggets by Reduction", sections 1 and 6): a
// heap of h counters and Left's subtraction set S (subtraction_set.hpp). From a blue heap Left
// removes any s in S with s <= h and Right any positive r <= h not in S; a red heap swaps the
// roles (Left removes numbers not in S), so it is the negative of the blue heap of the same size
// (paper 004's blue and red heaps, Question 1.2). GOLDENNUGGET (Definition 1.1) is S = Wythoff's
// A sequence, floor(n phi), whose complement is B (golden_nugget/ruleset.hpp).
//
// A position is one heap; sums of heaps are sums of positions (P + Q in the tool). The value
// sweep (value_sweep.hpp) is the fast path for val(h) of every heap at once; this ruleset
// enumerates every option, Θ(h) per heap, and is checked against the sweep.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "games/complementary_subtraction/subtraction_set.hpp"
#include "games/ruleset/ruleset.hpp"

namespace cgt::games {

class ComplementarySubtraction {
 public:
  // The largest heap: options read a membership table of S built up to it.
  static constexpr std::int64_t kMaxHeap = 20'000;

  struct Position {
    std::uint32_t heap = 0;
    bool red = false;  // roles swapped: Left removes the numbers not in S
    friend bool operator==(const Position&, const Position&) = default;
  };

  explicit ComplementarySubtraction(SubtractionSet set);

  static std::uint64_t hash(const Position& p) { return mix_hash(p.heap * 2ull + p.red); }
  // Appends the heaps h - s for the s the player may remove (DomainError beyond kMaxHeap).
  void options(const Position& p, Player who, std::vector<Position>& out) const;
  // "20" for a blue heap, "red 20" for a red one.
  std::string text(const Position& p) const;
  // "goldennugget", or "complementary subtraction (floor(n sqrt(2)))", ...
  std::string name() const { return name_; }
  // How the tool writes the heap: "goldennugget(20, \"red\")", "compsub(10, 0, 2, 1)",
  // "compsubodd(6)".
  std::string expression(const Position& p) const;
  std::size_t size(const Position& p) const { return p.heap; }
  const SubtractionSet& set() const { return set_; }

 private:
  SubtractionSet set_;
  std::string name_;
  // membership[n] = whether n is in S, for n <= kMaxHeap; shared by the copies of the rules.
  std::shared_ptr<const std::vector<std::uint8_t>> membership_;
};

}  // namespace cgt::games
