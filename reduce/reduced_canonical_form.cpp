#include "reduce/reduced_canonical_form.hpp"

#include <algorithm>
#include <span>
#include <unordered_set>
#include <utility>
#include <vector>

#include "cgt/facts.hpp"
#include "cgt/game_table.hpp"
#include "cgt/interrupt.hpp"
#include "cgt/recursion_guard.hpp"
#include "reduce/inf_order.hpp"
#include "reduce/inf_recursion.hpp"

namespace cgt::reduce {
namespace {

using detail::left_reversal;
using detail::ReducingForm;
using detail::right_reversal;

// Definition 3.6 of paper 004, items 1 and 2. Item 2 as printed compares Left options
// ("G^R1 is Inf-dominated by G^R2 if G^L1 >=_I G^L2"). Item 1 applied to -G, whose Left options
// are the -G^R, gives the intended condition: -G^R1 is Inf-dominated by -G^R2 when
// -G^R2 >=_I -G^R1, that is when G^R1 >=_I G^R2 (Right prefers the smaller option). So x is
// Inf-dominated by y on the Left when x <=_Inf y, on the Right when y <=_Inf x.
bool inf_dominated_by(Game x, Game y, bool left_side) {
  return left_side ? inf_leq(x, y) : inf_leq(y, x);
}

bool is_inf_dominated(Game x, std::span<const Game> side, bool left_side) {
  return std::any_of(side.begin(), side.end(),
                     [&](Game y) { return y != x && inf_dominated_by(x, y, left_side); });
}

// Keeps one copy of each option and drops every option that another one Inf-dominates.
// Two Inf-equivalent options dominate each other, and exactly one must stay: the one that is a
// reduced form (of {1, 1* | 0} keep 1: keeping 1* would leave a subposition that is neither a
// number nor hot). Options here are always reduced canonical forms, and two Inf-equivalent
// reduced forms are the same game (Theorem 3.11), hence the same handle; so once duplicates
// are merged no two options dominate each other, exactly the maximal options stay whatever
// the order of removal, and every removed option is Inf-dominated by a kept one (Theorem 3.7,
// one removal at a time).
void remove_inf_dominated(std::vector<Game>& side, bool left_side) {
  std::sort(side.begin(), side.end(), ById());
  side.erase(std::unique(side.begin(), side.end()), side.end());
  std::vector<Game> kept;
  kept.reserve(side.size());
  for (Game x : side)
    if (!is_inf_dominated(x, side, left_side)) kept.push_back(x);
  side.swap(kept);
}

// Bypasses every Inf-reversible option (Definition 3.6, items 3 and 4; Theorem 3.9): a Left
// option l with l^R <=_Inf G is replaced by the Left options of l^R, a Right option r with
// G <=_Inf r^L by the Right options of r^L. Each check is against the Inf-class of the form,
// which no bypass changes, so bypassing all of them at once equals doing it one at a time.
// The new options are subpositions of reduced forms, hence reduced forms again.
bool bypass_inf_reversible(ReducingForm& form, std::vector<Game>& left, std::vector<Game>& right) {
  GameTable& t = game_table();
  // One side: `through` finds the option an option reverses through, `replacement` lists what
  // replaces it (the Left options of l^R, or the Right options of r^L).
  auto bypass_side = [&](std::vector<Game>& side, auto through, auto replacement) {
    bool changed = false;
    std::vector<Game> next;
    for (Game o : side) {
      if (auto via = through(o)) {
        auto options = replacement(*via);
        next.insert(next.end(), options.begin(), options.end());
        changed = true;
      } else {
        next.push_back(o);
      }
    }
    side.swap(next);
    return changed;
  };
  bool left_changed = bypass_side(
      left, [&](Game l) { return left_reversal(form, l); },
      [&](Game lr) { return t.left_options(lr); });
  bool right_changed = bypass_side(
      right, [&](Game r) { return right_reversal(form, r); },
      [&](Game rl) { return t.right_options(rl); });
  return left_changed || right_changed;
}

// Reduces the form {left | right}, whose options are reduced canonical forms and which is
// Inf-equivalent to a hot game with the given stops. Every step keeps the form Inf-equivalent
// to that game (Theorem 3.7: the form is not a number; Theorem 3.9: it is hot), and
// Inf-equivalent games have equal stops, so the form stays hot and never becomes a number.
// That is why only hot games get here: for a game that is not hot a bypass can reach a number
// that is not Inf-equivalent to it (^ = {0|*}: * reverses through 0 >=_Inf ^, and bypassing
// leaves {0|} = 1), which is the proviso of Lemma 3.8; such games are numbers up to an
// infinitesimal and rcf() answers them by their stops (Corollary 3.14).
//
// The result is interned directly: its options are canonical, and none is dominated or
// reversible since that would make it Inf-dominated or Inf-reversible, so {left | right} is a
// canonical form (and not a number, being hot), as intern_canonical() requires.
Game reduce_hot_form(std::vector<Game> left, std::vector<Game> right, const Dyadic& left_stop,
                     const Dyadic& right_stop) {
  ReducingForm form(left, right, left_stop, right_stop);
  do {
    remove_inf_dominated(left, true);
    remove_inf_dominated(right, false);
  } while (bypass_inf_reversible(form, left, right));
  return game_table().intern_canonical(std::move(left), std::move(right));
}

bool has_inf_reversible_option(Game g) {
  GameTable& t = game_table();
  auto left = t.left_options(g), right = t.right_options(g);
  return std::any_of(left.begin(), left.end(), [&](Game l) { return left_reversal(g, l); }) ||
         std::any_of(right.begin(), right.end(), [&](Game r) { return right_reversal(g, r); });
}

bool has_inf_dominated_option(Game g) {
  GameTable& t = game_table();
  auto left = t.left_options(g), right = t.right_options(g);
  return std::any_of(left.begin(), left.end(),
                     [&](Game l) { return is_inf_dominated(l, left, true); }) ||
         std::any_of(right.begin(), right.end(),
                     [&](Game r) { return is_inf_dominated(r, right, false); });
}

}  // namespace

Game rcf(Game g) {
  GameTable& t = game_table();
  // Equal stops x: g = x + an infinitesimal (Corollary 3.14), so rcf(g) = x.
  if (t.left_stop_id(g) == t.right_stop_id(g)) return t.number(t.left_stop(g));
  auto& cache = t.cache(Operation::kRcf);
  if (auto known = cache.find(g.id, 0)) return Game{*known};
  RecursionGuard guard;
  poll_interrupt();
  // Replacing each option by an Inf-equivalent one keeps g's Inf-class.
  std::vector<Game> left, right;
  for (Game l : t.left_options(g)) left.push_back(rcf(l));
  for (Game r : t.right_options(g)) right.push_back(rcf(r));
  Game result = reduce_hot_form(std::move(left), std::move(right), t.left_stop(g), t.right_stop(g));
  cache.store(g.id, 0, result.id);
  cache.store(result.id, 0, result.id);
  return result;
}

bool is_reduced(Game g) {
  GameTable& t = game_table();
  std::vector<Game> pending{g};
  std::unordered_set<std::uint32_t> seen{g.id};
  while (!pending.empty()) {
    poll_interrupt();
    Game h = pending.back();
    pending.pop_back();
    if (t.is_number(h)) continue;  // a canonical number, like all its subpositions
    if (!is_hot(h) || has_inf_dominated_option(h) || has_inf_reversible_option(h)) return false;
    for (auto side : {t.left_options(h), t.right_options(h)})
      for (Game o : side)
        if (seen.insert(o.id).second) pending.push_back(o);
  }
  return true;
}

}  // namespace cgt::reduce
