// Partizan games in misère play modulo a universe: the dicot universe D (misere/dicot_game.hpp)
// or the dead-ending universe E (misere/dead_ending_game.hpp). A universe U is a set of games
// closed under sums, options and conjugates; G >= H (mod U) when o⁻(G + X) >= o⁻(H + X) for every
// X in U (outcomes ordered L > N, P > R). One table per universe holds canonical forms modulo U.
//
// Comparison. D and E have the "options only" test of Larsson, Milley, Nowakowski, Renault and
// Santos ("Progress on misère dead ends: game comparison, canonical form, and conjugate
// inverses", arXiv:1807.11297, built on Larsson, Nowakowski and Santos, "Absolute combinatorial
// game theory"): G >= H (mod U) iff maintenance and the proviso hold:
//   for every G^R, some H^R <= G^R or some G^RL >= H;
//   for every H^L, some G^L >= H^L or some H^LR <= G;
//   if G has no Right option, H is Right U-strong (Right wins H + X moving first for every X in
//   U with no Right option);
//   if H has no Left option, G is Left U-strong (likewise for Left).
// The universes differ in their ends, so in strength: see left_strong().
//
// Canonical forms: dominated options are removed; a Left option G^L1 reversible through G^L1R1
// (G >= G^L1R1) is replaced by the Left options of G^L1R1 when it has some; when G^L1R1 is a
// Left end, the option is removed if G stays equal without it (and in U: in E removing Left's
// last option leaves a Left end, which must be a dead end) and is otherwise replaced by the
// universe's atom (end_atom()); symmetrically for Right; and a game equal to 0 is 0. Equal
// canonical forms are one handle, so equality modulo U is one compare (the tests check this
// against the comparison over all small games of the universe).
//
// Global state: universe_table<U>() is the one table of the process for U. It only grows, up to
// its limit (LimitError past it). Not thread-safe, like the other tables.
#pragma once

#include <cstdint>
#include <span>
#include <unordered_map>
#include <vector>

#include "cgt/compare.hpp"
#include "cgt/id_hash_set.hpp"

namespace cgt::misere {

enum class Universe {
  kDicot,       // both players can move, or neither, at every follower
  kDeadEnding,  // a player without a move never moves again in any follower
};

// A handle to a game form in the table of universe U; handles returned by the table's public
// functions are canonical forms modulo U, so equal handles are exactly equal values.
template <Universe U>
struct UniverseGame {
  std::uint32_t id = 0;
  friend bool operator==(UniverseGame a, UniverseGame b) { return a.id == b.id; }
};

template <Universe U>
class UniverseTable {
 public:
  using Game = UniverseGame<U>;

  UniverseTable();
  UniverseTable(const UniverseTable&) = delete;
  UniverseTable& operator=(const UniverseTable&) = delete;

  Game zero() const { return Game{0}; }
  Game star() const { return Game{1}; }
  // The nim heap *n (both players move to *0 .. *(n-1)); LimitError past *4096.
  Game nim(std::uint32_t n);
  // The integer n: {n-1 | } for n > 0 (Left's moves only), {| n+1} for n < 0. DomainError in D
  // (for n != 0); LimitError past ±4096.
  Game integer(std::int32_t n);
  // The canonical form modulo U of {left | right} (canonical options, any order, repeats
  // allowed); DomainError when that form is not in U.
  Game from_options(std::span<const Game> left, std::span<const Game> right);
  Game sum(Game a, Game b);
  // The conjugate: Left and Right exchanged.
  Game conjugate(Game g);

  // G >= H modulo U.
  bool geq(Game g, Game h) { return ge(g.id, h.id); }
  // The misère outcome of G played alone.
  Outcome outcome(Game g) const;

  std::span<const Game> left(Game g) const { return side(g.id, 0); }
  std::span<const Game> right(Game g) const { return side(g.id, 1); }
  std::uint32_t birthday(Game g) const { return nodes_[g.id].birthday; }
  // The number of forms stored (canonical ones and the ones met while simplifying).
  std::size_t size() const { return nodes_.size(); }
  // The most forms the table may hold (LimitError beyond).
  std::size_t& max_forms() { return max_forms_; }

 private:
  struct Node {
    std::uint64_t first = 0;  // Left options pool_[first, first + left), then Right ones
    std::uint32_t left = 0, right = 0;
    std::uint32_t birthday = 0;
    std::uint64_t hash = 0;
    bool left_wins_first = true, right_wins_first = true;  // misère, played alone
  };

  std::span<const Game> side(std::uint32_t id, int which) const {
    const Node& n = nodes_[id];
    return {pool_.data() + n.first + (which ? n.left : 0), which ? n.right : n.left};
  }
  bool is_end(std::uint32_t id, int which) const { return side(id, which).empty(); }
  // The form with exactly these options (any order, repeats allowed), stored once.
  std::uint32_t intern(std::vector<Game> left, std::vector<Game> right);
  bool ge(std::uint32_t g, std::uint32_t h);
  bool ge_uncached(std::uint32_t g, std::uint32_t h);
  // Whether `player` (0 Left, 1 Right) wins G + X moving first for every end X of U in which
  // `player` has no move (G is `player` U-strong).
  bool strong(std::uint32_t g, int player);
  // In E: whether `player` wins G + D_k moving first (first = true) or whether the opponent
  // does (first = false), where D_k is the opponent's most flexible reservoir of birthday k.
  bool reservoir_wins(std::uint32_t g, int player, std::uint32_t k, bool first);
  // What an option of G's (Left's when left_side) reversible through the end `end` becomes
  // when it cannot go.
  Game end_atom(std::uint32_t g, Game end, bool left_side);
  // Whether {left | right} (options in U) is in U: the reason why not, or null.
  const char* not_member(std::span<const Game> left, std::span<const Game> right) const;
  // One simplification of {left | right} (options canonical) on one side; whether anything
  // changed.
  bool remove_dominated(std::vector<Game>& options, bool left_side);
  bool bypass_one(std::vector<Game>& left, std::vector<Game>& right, bool left_side);

  std::vector<Node> nodes_;
  std::vector<Game> pool_;
  IdHashSet index_;
  std::vector<std::uint32_t> canonical_;  // id -> its canonical form's id, or kNone
  std::unordered_map<std::uint64_t, bool> ge_cache_;
  std::unordered_map<std::uint64_t, bool> reservoir_cache_;
  std::unordered_map<std::uint64_t, std::uint32_t> sums_;
  std::vector<std::uint32_t> nim_heaps_;
  std::vector<std::uint32_t> integers_[2];  // [0]: 0, 1, 2, ...; [1]: 0, -1, -2, ...
  std::size_t max_forms_ = 20'000'000;
};

// The one table of the process for U.
template <Universe U>
UniverseTable<U>& universe_table();

extern template class UniverseTable<Universe::kDicot>;
extern template class UniverseTable<Universe::kDeadEnding>;

}  // namespace cgt::misere
