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
// Checkpointed (games/sharding/sweep_hooks.hpp), a save holds the forms val(h) new since the
// last one (games/sharding/saved_games.hpp) and where each heap joined a chain, so that a
// resumed sweep takes them back without a canonicalise() or a comparison.
//
// Cost: per heap one scan per chain for the picks (a few steps each when the reachable set
// is dense, more when it is not), plus O(chains * log N) memoised comparisons to place the new
// value. values_by_definition() is the plain path, for cross-checks.
#pragma once

#include <cstdint>
#include <istream>
#include <ostream>
#include <utility>
#include <vector>

#include "cgt/game.hpp"
#include "cgt/progress.hpp"
#include "games/complementary_subtraction/subtraction_set.hpp"
#include "games/sharding/saved_games.hpp"
#include "games/sharding/sweep_hooks.hpp"

namespace cgt::games {

class ValueSweep {
 public:
  explicit ValueSweep(SubtractionSet set);

  // Computes val(h) for every h <= upto not yet computed. Handles stay valid until the game
  // table is reset. An interrupt (or a full table) keeps the heaps finished before it, so the
  // sweep can be extended again.
  void extend_to(std::int64_t upto, Progress& progress);
  void extend_to(std::int64_t upto);
  // The same, checkpointed; `hooks.resume` is read only by a sweep that has no heap yet.
  void extend_to(std::int64_t upto, Progress& progress, const SweepHooks& hooks);

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
  // Stores val(h) = x, h = size(), and places it in a chain (comparisons first, then the stores).
  void place_in_chain(Game x);
  // Stores val(h) = x, h = size(), at `place` (a chain, and the position in it where h joined).
  void store(Game x, std::pair<std::uint32_t, std::uint32_t> place);

  // What the heaps since the last save add to it: a JSON line {"sweep": "values", "set": S,
  // "from": A, "heaps": B, "forms": K}, K lines of saved forms, then a line "FORM CHAIN
  // POSITION" for each heap A..B-1.
  void write_new(std::ostream& out);
  // Reads what the saves' write_new() wrote, one part after the other; DomainError when it is
  // of another set, goes beyond `upto`, or is no such text.
  void restore(std::istream& in, std::int64_t upto);

  SubtractionSet set_;
  std::vector<std::uint8_t> in_set_;  // membership of S up to the current bound
  std::vector<Game> values_;
  std::vector<std::vector<std::uint32_t>> chains_;               // heaps, ascending by value
  std::vector<std::pair<std::uint32_t, std::uint32_t>> places_;  // of each heap in the chains
  SavedGames saved_forms_;
  std::int64_t saved_heaps_ = 0;
  Stats stats_;
};

// val(h) for 0 <= h <= upto by canonicalise() over every Left and Right option: the
// definition, with no shortcut. Θ(N^3); for cross-checks on small ranges.
std::vector<Game> values_by_definition(const SubtractionSet& set, std::int64_t upto);

}  // namespace cgt::games
