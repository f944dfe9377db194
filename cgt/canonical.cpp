#include "cgt/canonical.hpp"

#include <algorithm>
#include <optional>
#include <utility>

#include "cgt/compare.hpp"
#include "cgt/game_table.hpp"
#include "cgt/interrupt.hpp"
#include "cgt/recursion_guard.hpp"

namespace cgt {
namespace {

void sort_unique(std::vector<Game>& side) {
  std::sort(side.begin(), side.end(), ById());
  side.erase(std::unique(side.begin(), side.end()), side.end());
}

bool all_numbers(const GameTable& t, const std::vector<Game>& side) {
  return std::all_of(side.begin(), side.end(), [&](Game o) { return t.is_number(o); });
}

// Keeps the options no other option beats: for Left the maximal ones, for Right the minimal
// ones. A first pass uses stops alone, in O(k): a Left option whose Left stop lies below some
// option's Right stop is less than that option (LeftStop(A) < RightStop(B) implies A < B).
void remove_dominated(const GameTable& t, std::vector<Game>& side, bool left) {
  if (side.size() < 2) return;
  const Dyadic* bound = nullptr;  // Left: max Right stop; Right: min Left stop
  for (Game o : side) {
    const Dyadic& s = left ? t.right_stop(o) : t.left_stop(o);
    if (!bound || (left ? s > *bound : s < *bound)) bound = &s;
  }
  std::vector<Game> candidates;
  for (Game o : side)
    if (left ? !(t.left_stop(o) < *bound) : !(t.right_stop(o) > *bound)) candidates.push_back(o);
  std::vector<Game> kept;
  for (std::size_t i = 0; i < candidates.size(); ++i) {
    bool dominated = false;
    for (std::size_t j = 0; j < candidates.size() && !dominated; ++j)
      dominated = i != j && (left ? leq(candidates[i], candidates[j])
                                  : leq(candidates[j], candidates[i]));
    if (!dominated) kept.push_back(candidates[i]);
  }
  side.swap(kept);
}

// A form {left | right} under canonicalisation, known not to equal a number, compared with
// canonical games. Its value never changes while options are pruned or bypassed, so the
// memoised answers stay valid throughout, and its stops are those of the form.
class RawForm {
 public:
  RawForm(GameTable& t, std::vector<Game>& left, std::vector<Game>& right, const Dyadic& ls,
          const Dyadic& rs)
      : t_(t), left_(left), right_(right), ls_(ls), rs_(rs) {}

  // y <= G.
  bool below(Game y) {
    if (t_.left_stop(y) < rs_) return true;
    if (t_.right_stop(y) > ls_) return false;
    if (auto known = lookup(below_, y)) return *known;
    RecursionGuard guard;
    bool result = true;
    for (Game gr : right_)
      if (leq(gr, y)) {
        result = false;
        break;
      }
    if (result && !t_.is_number(y))  // number avoidance: G is not a number
      for (Game yl : t_.left_options(y))
        if (above(yl)) {
          result = false;
          break;
        }
    below_.emplace_back(y.id, result);
    return result;
  }

  // G <= y.
  bool above(Game y) {
    if (ls_ < t_.right_stop(y)) return true;
    if (rs_ > t_.left_stop(y)) return false;
    if (auto known = lookup(above_, y)) return *known;
    RecursionGuard guard;
    bool result = true;
    for (Game gl : left_)
      if (leq(y, gl)) {
        result = false;
        break;
      }
    if (result && !t_.is_number(y))
      for (Game yr : t_.right_options(y))
        if (below(yr)) {
          result = false;
          break;
        }
    above_.emplace_back(y.id, result);
    return result;
  }

 private:
  using Memo = std::vector<std::pair<std::uint32_t, bool>>;
  static std::optional<bool> lookup(const Memo& memo, Game y) {
    for (const auto& [id, value] : memo)
      if (id == y.id) return value;
    return std::nullopt;
  }

  GameTable& t_;
  std::vector<Game>& left_;
  std::vector<Game>& right_;
  const Dyadic& ls_;
  const Dyadic& rs_;
  Memo below_, above_;
};

// If {left | right} equals a number, that number. By the simplicity theorem the form equals
// the simplest number x with every G^L <| x <| G^R; such x lies between a = max RightStop(G^L)
// and b = min LeftStop(G^R), the open interval (a, b) always qualifies, and an end point
// qualifies when no option on its side reaches it.
std::optional<Dyadic> number_value(GameTable& t, const std::vector<Game>& left,
                                   const std::vector<Game>& right, const std::optional<Dyadic>& a,
                                   const std::optional<Dyadic>& b) {
  if (a && b && *a > *b) return std::nullopt;
  auto a_qualifies = [&] {
    Game x = t.number(*a);
    return std::none_of(left.begin(), left.end(), [&](Game l) { return leq(x, l); });
  };
  auto b_qualifies = [&] {
    Game x = t.number(*b);
    return std::none_of(right.begin(), right.end(), [&](Game r) { return leq(r, x); });
  };
  if (a && b && *a == *b) {
    if (a_qualifies() && b_qualifies()) return *a;
    return std::nullopt;
  }
  Dyadic best = !a ? (!b ? Dyadic(0) : Dyadic::simplest_below(*b))
                   : (!b ? Dyadic::simplest_above(*a) : Dyadic::simplest_between(*a, *b));
  if (a && a->birthday() < best.birthday() && a_qualifies()) best = *a;
  if (b && b->birthday() < best.birthday() && b_qualifies()) best = *b;
  return best;
}

}  // namespace

Game canonicalise(std::vector<Game> left, std::vector<Game> right) {
  poll_interrupt();
  RecursionGuard guard;
  GameTable& t = game_table();
  sort_unique(left);
  sort_unique(right);

  std::optional<Dyadic> a, b;  // max RightStop(G^L), min LeftStop(G^R)
  for (Game l : left)
    if (!a || t.right_stop(l) > *a) a = t.right_stop(l);
  for (Game r : right)
    if (!b || t.left_stop(r) < *b) b = t.left_stop(r);

  if (all_numbers(t, left) && all_numbers(t, right) && a && b && *a >= *b)
    return t.intern_canonical({t.number(*a)}, {t.number(*b)});  // a switch {a|b}, or a*
  if (auto x = number_value(t, left, right, a, b)) return t.number(*x);

  RawForm form(t, left, right, *a, *b);
  for (bool changed = true; changed;) {
    changed = false;
    remove_dominated(t, left, true);
    remove_dominated(t, right, false);
    // Bypass every reversible option: G^L reverses through G^LR <= G, and is replaced by the
    // Left options of G^LR; symmetrically for Right.
    std::vector<Game> next_left, next_right;
    for (Game l : left) {
      std::optional<Game> through;
      for (Game lr : t.right_options(l))
        if (form.below(lr)) {
          through = lr;
          break;
        }
      if (!through) {
        next_left.push_back(l);
        continue;
      }
      changed = true;
      auto replacement = t.left_options(*through);
      next_left.insert(next_left.end(), replacement.begin(), replacement.end());
    }
    for (Game r : right) {
      std::optional<Game> through;
      for (Game rl : t.left_options(r))
        if (form.above(rl)) {
          through = rl;
          break;
        }
      if (!through) {
        next_right.push_back(r);
        continue;
      }
      changed = true;
      auto replacement = t.right_options(*through);
      next_right.insert(next_right.end(), replacement.begin(), replacement.end());
    }
    if (changed) {
      sort_unique(next_left);
      sort_unique(next_right);
      left.swap(next_left);
      right.swap(next_right);
    }
  }
  return t.intern_canonical(std::move(left), std::move(right));
}

}  // namespace cgt
