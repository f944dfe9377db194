// Partizan games in misère play modulo the dicot universe D (Dorbec, Renault, Siegel and Sopena,
// "Dicots, and a taxonomy of ranks for misère games", JCTA 2015): a dicot is a game in which,
// at every follower, either both players have a move or neither has. G >= H (mod D) when
// o⁻(G + X) >= o⁻(H + X) for every dicot X (outcomes ordered L > N, P > R).
//
// Comparison. D is a universe in the sense of Larsson, Nowakowski and Santos ("Absolute
// combinatorial game theory"), so G >= H (mod D) iff maintenance and the proviso hold:
//   for every G^R, some H^R <= G^R or some G^RL >= H;
//   for every H^L, some G^L >= H^L or some H^LR <= G;
//   if G has no Right option, Right wins H + X moving first for every Right end X of D;
//   if H has no Left option, Left wins G + X moving first for every Left end X of D.
// The only end of D is 0, so the proviso asks who wins G or H alone, moving first.
//
// Canonical forms (simplest forms modulo D, Dorbec et al.; Larsson, Milley, Nowakowski, Renault
// and Santos, "Progress on misère dead ends", for reversibility through ends): dominated options
// are removed; a Left option G^L1 reversible through G^L1R1 (G >= G^L1R1) is replaced by the
// Left options of G^L1R1 when it has some; when G^L1R1 = 0 (an end) the option is removed if G
// stays equal without it and is otherwise replaced by * = {0 | 0}; symmetrically for Right; and
// a game equal to 0 is 0. Equal canonical forms are one handle, so equality modulo D is one
// compare (the tests check this against the comparison over all small dicots).
//
// Global state: dicot_table() is the one table of the process. It only grows, up to its limit
// (LimitError past it). Not thread-safe, like the other tables.
#pragma once

#include <cstdint>
#include <span>
#include <unordered_map>
#include <vector>

#include "cgt/compare.hpp"
#include "cgt/id_hash_set.hpp"

namespace cgt::misere {

// A handle to a game form in the dicot table; handles returned by the table's public functions
// are canonical forms modulo D, so equal handles are exactly equal values.
struct DicotGame {
  std::uint32_t id = 0;
  friend bool operator==(DicotGame a, DicotGame b) { return a.id == b.id; }
};

class DicotTable {
 public:
  DicotTable();
  DicotTable(const DicotTable&) = delete;
  DicotTable& operator=(const DicotTable&) = delete;

  DicotGame zero() const { return DicotGame{0}; }
  DicotGame star() const { return DicotGame{1}; }
  // The nim heap *n as a dicot (both players move to *0 .. *(n-1)).
  DicotGame nim(std::uint32_t n);
  // The canonical form modulo D of {left | right} (canonical options, any order, repeats
  // allowed); DomainError unless both lists are empty or both are not (a dicot).
  DicotGame from_options(std::span<const DicotGame> left, std::span<const DicotGame> right);
  DicotGame sum(DicotGame a, DicotGame b);
  // The conjugate: Left and Right exchanged.
  DicotGame conjugate(DicotGame g);

  // G >= H modulo D.
  bool geq(DicotGame g, DicotGame h) { return ge(g.id, h.id); }
  // The misère outcome of G played alone.
  Outcome outcome(DicotGame g) const;

  std::span<const DicotGame> left(DicotGame g) const { return side(g.id, 0); }
  std::span<const DicotGame> right(DicotGame g) const { return side(g.id, 1); }
  std::uint32_t birthday(DicotGame g) const { return nodes_[g.id].birthday; }
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

  std::span<const DicotGame> side(std::uint32_t id, int which) const {
    const Node& n = nodes_[id];
    return {pool_.data() + n.first + (which ? n.left : 0), which ? n.right : n.left};
  }
  // The form with exactly these options (any order, repeats allowed), stored once.
  std::uint32_t intern(std::vector<DicotGame> left, std::vector<DicotGame> right);
  bool ge(std::uint32_t g, std::uint32_t h);
  bool ge_uncached(std::uint32_t g, std::uint32_t h);
  // One simplification of {left | right} (options canonical) on one side; whether anything
  // changed.
  bool remove_dominated(std::vector<DicotGame>& options, bool left_side);
  bool bypass_one(std::vector<DicotGame>& left, std::vector<DicotGame>& right, bool left_side);

  std::vector<Node> nodes_;
  std::vector<DicotGame> pool_;
  IdHashSet index_;
  std::vector<std::uint32_t> canonical_;  // id -> its canonical form's id, or kNone
  std::unordered_map<std::uint64_t, bool> ge_cache_;
  std::unordered_map<std::uint64_t, std::uint32_t> sums_;
  std::vector<std::uint32_t> nim_heaps_;
  std::size_t max_forms_ = 20'000'000;
};

// The one table of the process.
DicotTable& dicot_table();

}  // namespace cgt::misere
