// The recursion behind the Inf-order (paper 004, section 3.1), written once for the two kinds of
// position it compares: canonical games, and the form under reduction inside rcf() (a hot form
// {left | right} that is never interned and whose option lists change while it is reduced).
// Internal to reduce/.
//
// Both relations are statements about the Right stop of a difference:
//   kInfLeq    a <=_Inf b                          RightStop(b - a) >= 0   (Lemma 3.13)
//   kFarBelow  a + x <= b for some number x > 0    RightStop(b - a) > 0
// Why the recursion decides them. Let d > 0 be a number below every positive difference of two
// numbers that are subpositions of a or b. Then a <=_Inf b iff a <= b + d (Definition 3.5), and
// RightStop(b - a) > 0 iff a <= b - d. By the definition of <= and number translation
// ((b + d)^R = b^R + d when b is not a number),
//   a <= b + d  unless some a^L has b <= a^L - d,  or some b^R has b^R <= a - d;
//   a <= b - d  unless some a^L has b <= a^L + d,  or some b^R has b^R <= a + d;
// so each relation is refuted by the other one on a pair (b, a^L) or (b^R, a). By number
// avoidance a number needs none of its own options against a game that is not a number, and
// between two numbers the stops decide (a <= b + d iff a <= b; a <= b - d iff a < b). The
// answers do not depend on d, so d never appears.
//
// Stops decide most pairs without recursion, from
//   RightStop(b) - LeftStop(a) <= RightStop(b - a) <= min(RightStop(b) - RightStop(a),
//                                                          LeftStop(b) - LeftStop(a)).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <type_traits>
#include <unordered_map>
#include <vector>

#include "cgt/dyadic.hpp"
#include "cgt/game.hpp"
#include "cgt/game_table.hpp"
#include "cgt/interrupt.hpp"
#include "cgt/recursion_guard.hpp"

namespace cgt::reduce::detail {

enum class Relation : std::uint8_t { kInfLeq, kFarBelow };

inline Relation refuting(Relation r) {
  return r == Relation::kInfLeq ? Relation::kFarBelow : Relation::kInfLeq;
}

inline std::optional<bool> decided_by_stops(Relation rel, const Dyadic& left_a,
                                            const Dyadic& right_a, const Dyadic& left_b,
                                            const Dyadic& right_b) {
  if (rel == Relation::kInfLeq) {
    if (right_b >= left_a) return true;
    if (right_b < right_a || left_b < left_a) return false;
  } else {
    if (right_b > left_a) return true;
    if (right_b <= right_a || left_b <= left_a) return false;
  }
  return std::nullopt;
}

// The form under reduction. It is hot and stays Inf-equivalent to the game being reduced while
// its options change, so its stops are that game's, and every relation between it and a
// canonical game keeps its truth: the memo stays valid throughout.
class ReducingForm {
 public:
  ReducingForm(const std::vector<Game>& left, const std::vector<Game>& right,
               const Dyadic& left_stop, const Dyadic& right_stop)
      : left_(left), right_(right), left_stop_(left_stop), right_stop_(right_stop) {}

  std::span<const Game> left() const { return left_; }
  std::span<const Game> right() const { return right_; }
  const Dyadic& left_stop() const { return left_stop_; }
  const Dyadic& right_stop() const { return right_stop_; }

  // The memo of rel(form, other) (form_first) or rel(other, form).
  std::optional<bool> recall(Relation rel, bool form_first, Game other) const {
    auto found = memo_.find(key(rel, form_first, other));
    if (found == memo_.end()) return std::nullopt;
    return found->second;
  }
  void remember(Relation rel, bool form_first, Game other, bool value) {
    memo_.emplace(key(rel, form_first, other), value);
  }

 private:
  static std::uint64_t key(Relation rel, bool form_first, Game other) {
    return std::uint64_t{other.id} << 2 | static_cast<std::uint64_t>(rel) << 1 |
           static_cast<std::uint64_t>(form_first);
  }

  const std::vector<Game>& left_;
  const std::vector<Game>& right_;
  const Dyadic& left_stop_;
  const Dyadic& right_stop_;
  std::unordered_map<std::uint64_t, bool> memo_;
};

// What the recursion reads, for both kinds of position.
inline const Dyadic& left_stop_of(Game g) {
  return game_table().left_stop(g);
}
inline const Dyadic& left_stop_of(const ReducingForm& f) {
  return f.left_stop();
}
inline const Dyadic& right_stop_of(Game g) {
  return game_table().right_stop(g);
}
inline const Dyadic& right_stop_of(const ReducingForm& f) {
  return f.right_stop();
}
inline bool is_number_of(Game g) {
  return game_table().is_number(g);
}
inline bool is_number_of(const ReducingForm&) {
  return false;
}  // hot
inline std::span<const Game> left_options_of(Game g) {
  return game_table().left_options(g);
}
inline std::span<const Game> left_options_of(const ReducingForm& f) {
  return f.left();
}
inline std::span<const Game> right_options_of(Game g) {
  return game_table().right_options(g);
}
inline std::span<const Game> right_options_of(const ReducingForm& f) {
  return f.right();
}

// Memos: pairs of canonical games in the game table's caches, pairs with the form in its own.
inline ComputedTable<std::uint32_t>& table_cache(Relation rel) {
  return game_table().cache(rel == Relation::kInfLeq ? Operation::kInfLeq : Operation::kFarBelow);
}
inline std::optional<bool> recall(Relation rel, Game a, Game b) {
  if (auto known = table_cache(rel).find(a.id, b.id)) return *known != 0;
  return std::nullopt;
}
inline void remember(Relation rel, Game a, Game b, bool value) {
  table_cache(rel).store(a.id, b.id, value);
}
inline std::optional<bool> recall(Relation rel, const ReducingForm& a, Game b) {
  return a.recall(rel, true, b);
}
inline std::optional<bool> recall(Relation rel, Game a, const ReducingForm& b) {
  return b.recall(rel, false, a);
}
inline void remember(Relation rel, ReducingForm& a, Game b, bool value) {
  a.remember(rel, true, b, value);
}
inline void remember(Relation rel, Game a, ReducingForm& b, bool value) {
  b.remember(rel, false, a, value);
}

// rel(a, b), where a and b are each a Game or the ReducingForm (never both the form).
template <class A, class B>
bool holds(Relation rel, A& a, B& b) {
  if constexpr (std::is_same_v<A, Game> && std::is_same_v<B, Game>) {
    if (a == b) return rel == Relation::kInfLeq;
  }
  if (auto decided = decided_by_stops(rel, left_stop_of(a), right_stop_of(a), left_stop_of(b),
                                      right_stop_of(b)))
    return *decided;
  if (auto known = recall(rel, a, b)) return *known;
  RecursionGuard guard;
  poll_interrupt();
  const Relation refuter = refuting(rel);
  bool result = true;
  if (!is_number_of(a))
    for (Game al : left_options_of(a))
      if (holds(refuter, b, al)) {
        result = false;
        break;
      }
  if (result && !is_number_of(b))
    for (Game br : right_options_of(b))
      if (holds(refuter, br, a)) {
        result = false;
        break;
      }
  remember(rel, a, b, result);
  return result;
}

// Definition 3.6, items 3 and 4: the option of `g` through which Left option `l` (Right option
// `r`) is Inf-reversible, if any: the first l^R with l^R <=_Inf g (r^L with g <=_Inf r^L).
template <class G>
std::optional<Game> left_reversal(G& g, Game l) {
  for (Game lr : game_table().right_options(l))
    if (holds(Relation::kInfLeq, lr, g)) return lr;
  return std::nullopt;
}
template <class G>
std::optional<Game> right_reversal(G& g, Game r) {
  for (Game rl : game_table().left_options(r))
    if (holds(Relation::kInfLeq, g, rl)) return rl;
  return std::nullopt;
}

}  // namespace cgt::reduce::detail
