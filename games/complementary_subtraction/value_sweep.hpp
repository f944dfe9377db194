// Canonical forms val(h) of every heap h = 0, 1, ..., N of a complementary subtraction game,
// computed heap by heap through canonicalise(), without enumerating every option.
//
// A heap h has about |S ∩ [1, h]| Left and h - |S ∩ [1, h]| Right options, so canonicalising
// the full option lists costs Θ(h) handles per heap and Θ(k^2) comparisons among the k
// survivors of the stop filter: Θ(N^3) in all. Instead the sweep keeps the values computed so
// far partitioned into chains (sets totally ordered by <=) and gives canonicalise() only the
// largest reachable element of each chain as a Left option and the smallest as a Right one:
//   - every option x lies in some chain C, and the Left pick t_C of C satisfies x <= t_C, so
//     x is dominated (or equal) and removing it leaves the value of {G^L | G^R} unchanged
//     (removing a dominated option never changes a game's value); likewise on the Right;
//   - so {picks | picks} equals val(h) as a game, and canonicalise() of it returns the one
//     canonical form of that value: the same handle as canonicalising every option.
// A new value joins the first chain where it fits: a binary search for its place, then the two
// neighbours c_{p-1} <= x <= c_p are checked with leq(), and by transitivity x is comparable
// with the whole chain; it founds a new chain when it fits nowhere. Equal values may share a
// chain (a chain is ordered by <=, ties allowed).
//
// Cost: per heap one scan per chain for the picks (a few steps each when the reachable set
// is dense, more when it is not), plus O(chains * log N) memoised comparisons to place the new
// value. values_by_definition() is the plain path, for cross-checks.
#pragma once

#include <cstdint>
#include <vector>

#include "cgt/game.hpp"
#include "cgt/progress.hpp"
#include "games/complementary_subtraction/subtraction_set.hpp"

namespace cgt::games {

class ValueSweep {
 public:
  explicit ValueSweep(SubtractionSet set);

  // Computes val(h) for every h <= upto not yet computed. Handles stay valid until the game
  // table is reset. An interrupt (or a full table) keeps the heaps finished before it, so the
  // sweep can be extended again.
  void extend_to(std::int64_t upto, Progress& progress);
  void extend_to(std::int64_t upto);

  // The number of heaps computed: val(0), ..., val(size() - 1).
  std::int64_t size() const { return static_cast<std::int64_t>(values_.size()); }
  // val(h) for 0 <= h < size(); DomainError otherwise.
  Game value(std::int64_t h) const;
  const std::vector<Game>& values() const { return values_; }
  const SubtractionSet& set() const { return set_; }

  struct Stats {
    std::size_t chains = 0;
    std::uint64_t scan_steps = 0;   // chain elements inspected while picking options
    std::uint64_t comparisons = 0;  // leq() calls while placing values into chains
  };
  const Stats& stats() const { return stats_; }

 private:
  // Stores val(h) = x and places it in a chain (comparisons first, then the two stores).
  void place_in_chain(std::uint32_t h, Game x);

  SubtractionSet set_;
  std::vector<std::uint8_t> in_set_;  // membership of S up to the current bound
  std::vector<Game> values_;
  std::vector<std::vector<std::uint32_t>> chains_;  // heaps, ascending by value
  Stats stats_;
};

// val(h) for 0 <= h <= upto by canonicalise() over every Left and Right option: the
// definition, with no shortcut. Θ(N^3); for cross-checks on small ranges.
std::vector<Game> values_by_definition(const SubtractionSet& set, std::int64_t upto);

}  // namespace cgt::games
