#include "cgt/canonical.hpp"

#include <algorithm>
#include <optional>
#include <span>
#include <utility>

#include <boost/container/small_vector.hpp>

#include "cgt/big_int.hpp"
#include "cgt/compare.hpp"
#include "cgt/game_table.hpp"
#include "cgt/interrupt.hpp"
#include "cgt/recursion_guard.hpp"

namespace cgt {
namespace {

// An option under canonicalisation, with its stops read once from the table as interned ids,
// and their keys: integers in the stops' order, set by order_keys for dominance, which sorts
// and compares by them many times. Options with the same nonzero group are known to be
// pairwise incomparable (the Left options G^L + H of a sum G + H), so dominance between them is
// never tested; group 0 means nothing is known.
struct Tagged {
  Game game;
  std::uint32_t left_stop = 0, right_stop = 0;
  std::uint8_t group = 0;
  std::int64_t left_key = 0, right_key = 0;
};

Tagged tag(const GameTable& t, Game g, std::uint8_t group) {
  return Tagged{g, t.left_stop_id(g), t.right_stop_id(g), group, 0, 0};
}

// Most option lists are short: they live on the stack.
using Side = boost::container::small_vector<Tagged, 16>;

// Sets the keys of a side's stops: the fixed keys of small dyadics (nearly always), else each
// stop's rank among the side's stops.
void order_keys(const GameTable& t, Side& side) {
  bool fixed = true;
  for (Tagged& o : side) {
    o.left_key = t.dyadic_key(o.left_stop);
    o.right_key = t.dyadic_key(o.right_stop);
    fixed = fixed && o.left_key != Dyadic::kNoFixedKey && o.right_key != Dyadic::kNoFixedKey;
  }
  if (fixed) return;
  std::vector<std::uint32_t> stops;
  for (const Tagged& o : side) stops.insert(stops.end(), {o.left_stop, o.right_stop});
  auto less = [&](std::uint32_t a, std::uint32_t b) { return t.dyadic_less(a, b); };
  std::sort(stops.begin(), stops.end(), less);
  auto rank = [&](std::uint32_t id) {  // equal stops have equal ranks, whatever their ids
    return static_cast<std::int64_t>(std::lower_bound(stops.begin(), stops.end(), id, less) -
                                     stops.begin());
  };
  for (Tagged& o : side) {
    o.left_key = rank(o.left_stop);
    o.right_key = rank(o.right_stop);
  }
}

bool all_numbers(const GameTable& t, const Side& side) {
  return std::all_of(side.begin(), side.end(),
                     [&](const Tagged& o) { return t.is_number(o.game); });
}

// Keeps the options no other option beats: for Left the maximal ones, for Right the minimal
// ones, in place. Stops cut the work twice. First, in O(k): a Left option whose Left stop lies
// below some option's Right stop is less than that option (LeftStop(A) < RightStop(B) implies
// A < B). Then the maxima are collected one candidate at a time, best stops first; A <= B needs
// LeftStop(A) <= LeftStop(B) and RightStop(A) <= RightStop(B), so a candidate is compared only
// with kept options whose stops allow it, and can beat a kept one only when their stops tie.
// Duplicates go the same way: the later of two equal options is dominated by the earlier (equal
// options of a sum come from different groups, which are compared).
void remove_dominated(const GameTable& t, Side& side, bool left) {
  if (side.size() < 2) return;
  order_keys(t, side);
  // For Right, "better" means lower: compare the mirrored stops.
  auto first = [&](const Tagged& o) { return left ? o.left_key : o.right_key; };
  auto second = [&](const Tagged& o) { return left ? o.right_key : o.left_key; };
  auto better = [&](std::int64_t a, std::int64_t b) {  // stop a beats stop b strictly
    return left ? b < a : a < b;
  };
  auto beats = [&](const Tagged& a, const Tagged& b) {  // a dominates b
    return (a.group == 0 || a.group != b.group) &&
           (left ? leq(b.game, a.game) : leq(a.game, b.game));
  };

  std::int64_t bound = second(side[0]);  // Left: the largest Right stop
  for (const Tagged& o : side)
    if (better(second(o), bound)) bound = second(o);
  side.erase(std::remove_if(side.begin(), side.end(),
                            [&](const Tagged& o) { return better(bound, first(o)); }),
             side.end());
  std::sort(side.begin(), side.end(), [&](const Tagged& a, const Tagged& b) {
    if (first(a) != first(b)) return better(first(a), first(b));
    return better(second(a), second(b));
  });
  // The kept options gather at the front; a kept one comes earlier in the order, so its first
  // stop is never worse than the candidate's, and only the second stop needs checking.
  std::size_t kept = 0;
  for (std::size_t i = 0; i < side.size(); ++i) {
    const Tagged c = side[i];
    auto kept_end = side.begin() + static_cast<std::ptrdiff_t>(kept);
    if (std::any_of(side.begin(), kept_end,
                    [&](const Tagged& m) { return !better(second(c), second(m)) && beats(m, c); }))
      continue;
    kept_end = std::remove_if(side.begin(), kept_end, [&](const Tagged& m) {
      return first(m) == first(c) && second(m) == second(c) && beats(c, m);
    });
    *kept_end = c;
    kept = static_cast<std::size_t>(kept_end - side.begin()) + 1;
  }
  side.resize(kept);
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
  if (a && birthday_of(*a) < birthday_of(best) && a_qualifies()) best = *a;
  if (b && birthday_of(*b) < birthday_of(best) && b_qualifies()) best = *b;
  return best;
}

// Bypasses every reversible option of one side: a Left option G^L reverses through G^LR <= G
// and is replaced by the Left options of G^LR; symmetrically for Right. Returns whether any
// option was bypassed. Replacements come from elsewhere, so they join group 0. Most sides have
// no reversible option: the new side is only built from the first one on.
bool bypass_reversible(GameTable& t, RawForm& form, Side& side, bool left) {
  Side next;
  bool changed = false;
  for (std::size_t i = 0; i < side.size(); ++i) {
    std::optional<Game> through;
    for (Game r : left ? t.right_options(side[i].game) : t.left_options(side[i].game))
      if (left ? form.below(r) : form.above(r)) {
        through = r;
        break;
      }
    if (!through) {
      if (changed) next.push_back(side[i]);
      continue;
    }
    if (!changed) next.assign(side.begin(), side.begin() + static_cast<std::ptrdiff_t>(i));
    changed = true;
    for (Game replacement : left ? t.left_options(*through) : t.right_options(*through))
      next.push_back(tag(t, replacement, 0));
  }
  if (changed) side.assign(next.begin(), next.end());
  return changed;
}

Game intern_sides(GameTable& t, const Side& left, const Side& right) {
  boost::container::small_vector<Game, 16> left_games, right_games;
  for (const Tagged& o : left) left_games.push_back(o.game);
  for (const Tagged& o : right) right_games.push_back(o.game);
  return t.intern_canonical({left_games.data(), left_games.size()},
                            {right_games.data(), right_games.size()});
}

Game canonicalise_sides(Side left, Side right) {
  poll_interrupt();
  RecursionGuard guard;
  GameTable& t = game_table();

  // a = max RightStop(G^L), b = min LeftStop(G^R), as interned dyadic ids.
  std::optional<std::uint32_t> a, b;
  for (const Tagged& l : left)
    if (!a || t.dyadic_less(*a, l.right_stop)) a = l.right_stop;
  for (const Tagged& r : right)
    if (!b || t.dyadic_less(r.left_stop, *b)) b = r.left_stop;

  if (all_numbers(t, left) && all_numbers(t, right) && a && b && !t.dyadic_less(*a, *b)) {
    const Game ends[] = {t.number(t.dyadic(*a)), t.number(t.dyadic(*b))};
    return t.intern_canonical({ends, 1}, {ends + 1, 1});  // {a|b}, a*
  }
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
  return intern_sides(t, left, right);
}

Side tagged(std::span<const Game> options, std::size_t split, bool grouped) {
  const GameTable& t = game_table();
  Side side;
  side.reserve(options.size());
  for (std::size_t i = 0; i < options.size(); ++i)
    side.push_back(tag(t, options[i], static_cast<std::uint8_t>(!grouped ? 0 : i < split ? 1 : 2)));
  return side;
}

}  // namespace

Game canonicalise(std::span<const Game> left, std::span<const Game> right) {
  return canonicalise_sides(tagged(left, 0, false), tagged(right, 0, false));
}

Game canonicalise(std::vector<Game> left, std::vector<Game> right) {
  return canonicalise(std::span<const Game>(left), std::span<const Game>(right));
}

Game canonicalise_grouped(std::span<const Game> left, std::size_t left_group,
                          std::span<const Game> right, std::size_t right_group) {
  return canonicalise_sides(tagged(left, left_group, true), tagged(right, right_group, true));
}

}  // namespace cgt
