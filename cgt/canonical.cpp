#include "cgt/canonical.hpp"

#include <algorithm>
#include <optional>
#include <utility>

#include <boost/container/small_vector.hpp>

#include "cgt/compare.hpp"
#include "cgt/game_table.hpp"
#include "cgt/interrupt.hpp"
#include "cgt/recursion_guard.hpp"

namespace cgt {
namespace {

// An option under canonicalisation. Options with the same nonzero group are known to be
// pairwise incomparable (the Left options G^L + H of a sum G + H), so dominance between them
// is never tested; group 0 means nothing is known.
struct Tagged {
  Game game;
  std::uint8_t group = 0;
};

// Most option lists are short: they live on the stack.
using Side = boost::container::small_vector<Tagged, 16>;

// Sorts by handle and merges duplicates; a merged option may come from two groups, so it
// becomes group 0.
void sort_unique(Side& side) {
  std::sort(side.begin(), side.end(),
            [](const Tagged& a, const Tagged& b) { return a.game.id < b.game.id; });
  Side out;
  for (const Tagged& o : side) {
    if (!out.empty() && out.back().game == o.game) {
      out.back().group = 0;
      continue;
    }
    out.push_back(o);
  }
  side.swap(out);
}

bool all_numbers(const GameTable& t, const Side& side) {
  return std::all_of(side.begin(), side.end(),
                     [&](const Tagged& o) { return t.is_number(o.game); });
}

// Keeps the options no other option beats: for Left the maximal ones, for Right the minimal
// ones. Stops cut the work twice. First, in O(k): a Left option whose Left stop lies below some
// option's Right stop is less than that option (LeftStop(A) < RightStop(B) implies A < B).
// Then the maxima are collected one candidate at a time, best stops first; A <= B needs
// LeftStop(A) <= LeftStop(B) and RightStop(A) <= RightStop(B), so a candidate is compared only
// with kept options whose stops allow it, and can beat a kept one only when their stops tie.
void remove_dominated(const GameTable& t, Side& side, bool left) {
  if (side.size() < 2) return;
  // For Right, "better" means lower: compare the mirrored stops.
  auto first = [&](Game g) { return left ? t.left_stop_id(g) : t.right_stop_id(g); };
  auto second = [&](Game g) { return left ? t.right_stop_id(g) : t.left_stop_id(g); };
  auto better = [&](std::uint32_t a, std::uint32_t b) {  // stop a beats stop b strictly
    return left ? t.dyadic_less(b, a) : t.dyadic_less(a, b);
  };
  auto beats = [&](Game a, Game b) { return left ? leq(b, a) : leq(a, b); };  // a dominates b
  auto comparable = [](const Tagged& a, const Tagged& b) {
    return a.group == 0 || a.group != b.group;
  };

  std::uint32_t bound = second(side[0].game);  // Left: the largest Right stop
  for (const Tagged& o : side)
    if (better(second(o.game), bound)) bound = second(o.game);
  Side candidates;
  for (const Tagged& o : side)
    if (!better(bound, first(o.game))) candidates.push_back(o);
  std::sort(candidates.begin(), candidates.end(), [&](const Tagged& a, const Tagged& b) {
    if (first(a.game) != first(b.game)) return better(first(a.game), first(b.game));
    return better(second(a.game), second(b.game));
  });
  Side kept;
  for (const Tagged& c : candidates) {
    bool dominated = false;
    for (const Tagged& m : kept)
      if (comparable(c, m) && !better(first(c.game), first(m.game)) &&
          !better(second(c.game), second(m.game)) && beats(m.game, c.game)) {
        dominated = true;
        break;
      }
    if (dominated) continue;
    kept.erase(std::remove_if(kept.begin(), kept.end(),
                              [&](const Tagged& m) {
                                return comparable(c, m) && first(m.game) == first(c.game) &&
                                       second(m.game) == second(c.game) && beats(c.game, m.game);
                              }),
               kept.end());
    kept.push_back(c);
  }
  side.swap(kept);
}

// A form {left | right} under canonicalisation, known not to equal a number, compared with
// canonical games. Its value never changes while options are pruned or bypassed, so the
// memoised answers stay valid throughout, and its stops are those of the form.
class RawForm {
 public:
  RawForm(GameTable& t, const Side& left, const Side& right, std::uint32_t ls, std::uint32_t rs)
      : t_(t), left_(left), right_(right), ls_(ls), rs_(rs) {}

  // y <= G.
  bool below(Game y) {
    if (t_.dyadic_less(t_.left_stop_id(y), rs_)) return true;
    if (t_.dyadic_less(ls_, t_.right_stop_id(y))) return false;
    if (t_.dyadic_less(ls_, t_.left_stop_id(y)) || t_.dyadic_less(rs_, t_.right_stop_id(y)))
      return false;  // stops are monotone
    if (auto known = lookup(below_, y)) return *known;
    RecursionGuard guard;
    bool result = true;
    for (const Tagged& gr : right_)
      if (leq(gr.game, y)) {
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
    if (t_.dyadic_less(ls_, t_.right_stop_id(y))) return true;
    if (t_.dyadic_less(t_.left_stop_id(y), rs_)) return false;
    if (t_.dyadic_less(t_.left_stop_id(y), ls_) || t_.dyadic_less(t_.right_stop_id(y), rs_))
      return false;  // stops are monotone
    if (auto known = lookup(above_, y)) return *known;
    RecursionGuard guard;
    bool result = true;
    for (const Tagged& gl : left_)
      if (leq(y, gl.game)) {
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
  using Memo = boost::container::small_vector<std::pair<std::uint32_t, bool>, 8>;
  static std::optional<bool> lookup(const Memo& memo, Game y) {
    for (const auto& [id, value] : memo)
      if (id == y.id) return value;
    return std::nullopt;
  }

  GameTable& t_;
  const Side& left_;
  const Side& right_;
  std::uint32_t ls_, rs_;  // interned stops of G
  Memo below_, above_;
};

// If {left | right} equals a number, that number. By the simplicity theorem the form equals
// the simplest number x with every G^L <| x <| G^R; such x lies between a = max RightStop(G^L)
// and b = min LeftStop(G^R), the open interval (a, b) always qualifies, and an end point
// qualifies when no option on its side reaches it.
std::optional<Dyadic> number_value(GameTable& t, const Side& left, const Side& right,
                                   const Dyadic* a, const Dyadic* b) {
  if (a && b && *a > *b) return std::nullopt;
  auto a_qualifies = [&] {
    Game x = t.number(*a);
    return std::none_of(left.begin(), left.end(), [&](const Tagged& l) { return leq(x, l.game); });
  };
  auto b_qualifies = [&] {
    Game x = t.number(*b);
    return std::none_of(right.begin(), right.end(),
                        [&](const Tagged& r) { return leq(r.game, x); });
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

// Bypasses every reversible option of one side: a Left option G^L reverses through G^LR <= G
// and is replaced by the Left options of G^LR; symmetrically for Right. Returns whether any
// option was bypassed. Replacements come from elsewhere, so they join group 0.
bool bypass_reversible(GameTable& t, RawForm& form, Side& side, bool left) {
  Side next;
  bool changed = false;
  for (const Tagged& o : side) {
    std::optional<Game> through;
    for (Game r : left ? t.right_options(o.game) : t.left_options(o.game))
      if (left ? form.below(r) : form.above(r)) {
        through = r;
        break;
      }
    if (!through) {
      next.push_back(o);
      continue;
    }
    changed = true;
    for (Game replacement : left ? t.left_options(*through) : t.right_options(*through))
      next.push_back({replacement, 0});
  }
  if (changed) {
    sort_unique(next);
    side.swap(next);
  }
  return changed;
}

std::vector<Game> handles(const Side& side) {
  std::vector<Game> out;
  out.reserve(side.size());
  for (const Tagged& o : side) out.push_back(o.game);
  return out;
}

Game canonicalise_sides(Side left, Side right) {
  poll_interrupt();
  RecursionGuard guard;
  GameTable& t = game_table();
  sort_unique(left);
  sort_unique(right);

  // a = max RightStop(G^L), b = min LeftStop(G^R), as interned dyadic ids.
  std::optional<std::uint32_t> a, b;
  for (const Tagged& l : left)
    if (!a || t.dyadic_less(*a, t.right_stop_id(l.game))) a = t.right_stop_id(l.game);
  for (const Tagged& r : right)
    if (!b || t.dyadic_less(t.left_stop_id(r.game), *b)) b = t.left_stop_id(r.game);

  if (all_numbers(t, left) && all_numbers(t, right) && a && b && !t.dyadic_less(*a, *b))
    return t.intern_canonical({t.number(t.dyadic(*a))}, {t.number(t.dyadic(*b))});  // {a|b}, a*
  if (auto x =
          number_value(t, left, right, a ? &t.dyadic(*a) : nullptr, b ? &t.dyadic(*b) : nullptr))
    return t.number(*x);

  // Not a number: both sides have options, and dominance and reversibility decide the rest.
  RawForm form(t, left, right, *a, *b);
  for (bool changed = true; changed;) {
    remove_dominated(t, left, true);
    remove_dominated(t, right, false);
    bool left_changed = bypass_reversible(t, form, left, true);
    bool right_changed = bypass_reversible(t, form, right, false);
    changed = left_changed || right_changed;
  }
  return t.intern_canonical(handles(left), handles(right));
}

Side tagged(const std::vector<Game>& options, std::size_t split, bool grouped) {
  Side side;
  side.reserve(options.size());
  for (std::size_t i = 0; i < options.size(); ++i)
    side.push_back({options[i], static_cast<std::uint8_t>(!grouped ? 0 : i < split ? 1 : 2)});
  return side;
}

}  // namespace

Game canonicalise(std::vector<Game> left, std::vector<Game> right) {
  return canonicalise_sides(tagged(left, 0, false), tagged(right, 0, false));
}

Game canonicalise_grouped(std::vector<Game> left, std::size_t left_group, std::vector<Game> right,
                          std::size_t right_group) {
  return canonicalise_sides(tagged(left, left_group, true), tagged(right, right_group, true));
}

}  // namespace cgt
