// The ruleset API: what a game definition must say, and nothing more. A ruleset names its
// position type and lists each player's options; the generic machinery (evaluator.hpp,
// grundy.hpp, outcome_search.hpp, any_position.hpp) does everything else.
//
// Required of a ruleset R (an object: it may carry parameters, such as a subtraction set):
//   typename R::Position                       a regular value type with ==
//   static std::uint64_t R::hash(const Position&)
//   void options(const Position&, Player, std::vector<Position>& out) const
//                                              appends that player's options (duplicates allowed)
//   std::string text(const Position&) const    the position in the ruleset's notation
//   std::string name() const                   "domineering", "subtraction({1,2},{1})", ...
// Optional (detected at compile time; absent means "not offered"):
//   static constexpr bool kImpartial = true    both players always have the same options
//   static constexpr bool kLoopy = true        positions may recur: values are loopy games, found
//                                              by LoopyEvaluator (loopy_evaluator.hpp), which
//                                              uses options() and normalise() only
//   void components(const Position&, std::vector<Position>& out) const
//                                              appends independent parts whose disjunctive sum
//                                              is the position (one part: it does not split;
//                                              none: it is the empty position, value 0); as a
//                                              game tree, since misère play searches the parts:
//                                              only a part without moves may be left out
//   void option_components(const Position& parent, const Position& option,
//                          std::vector<Position>& out) const
//                                              the same parts as components(option), where
//                                              `option` is an option of `parent` and `parent` is
//                                              one component: knowing the move, a ruleset may
//                                              find the parts with less work (the evaluator
//                                              splits the options of each component it
//                                              evaluates this way)
//   Position normalise(const Position&) const  one representative of p's class under symmetries
//                                              of the rules (maps that send each player's options
//                                              to that player's options), used as the table key
//   Position normalise(const Position&, bool& negated) const
//                                              the same over a larger group that also holds maps
//                                              swapping the players (sending Left's options to
//                                              Right's: a Domineering board turned a quarter);
//                                              sets `negated` when the representative is the
//                                              image under such a map, so that
//                                              value(p) = -value(representative). The evaluator
//                                              keys its table of values by it
//   Position negative(const Position&) const   the position with the players' parts swapped:
//                                              Left's options are the negatives of p's Right
//                                              options and the other way round (a Domineering
//                                              board transposed), so value(negative(p)) =
//                                              -value(p) in either play convention; the outcome
//                                              search then decides Right's first move as Left's
//                                              in the negative, which shares its table with the
//                                              search of Left's first move where p is its own
//                                              negative (a square empty board)
//   std::optional<Game> known_value(const Position&) const
//                                              a value known in closed form, or nothing
//   std::string expression(const Position&) const
//                                              how the tool writes the position so that it reads
//                                              back (default: name() + "(\"" + text + "\")")
//   std::size_t size(const Position&) const    a measure of how big a position is (empty cells,
//                                              heap size): the outcome search folds components
//                                              up to a size into their canonical forms
//   void undominated_options(const Position&, Player, std::vector<Position>& out) const
//                                              some of options(): each option left out is
//                                              dominated by one kept (no better for the mover),
//                                              known without its value, so the canonical form
//                                              is the same and the evaluator evaluates fewer
//                                              positions
//   void search_options(const Position&, Player, std::vector<Position>& out) const
//                                              the options of undominated_options() (of
//                                              options() when there is none), likeliest winning
//                                              moves first: the outcome search stops at the first
//                                              winning move, and a dominated move wins only where
//                                              the move dominating it wins; the evaluator needs
//                                              no order, so options() can stay cheap
//   static constexpr std::size_t kFoldSize    the outcome search's fold size in the tools (else 8)
//   static constexpr std::size_t kDominanceFoldSize
//                                              the tools' evaluators skip options that an
//                                              outcome search folding components up to this
//                                              size shows no better than their side's first
//                                              option (Evaluator::set_dominance_test)
//   static constexpr std::size_t kDominanceFoldMargin
//                                              a test of an option of size n folds components
//                                              up to n less this when that is more
//                                              (OutcomeSearch::set_fold_margin)
//   void conditional_splits(const Position&, std::vector<ConditionalSplit<Position>>& out) const
//                                              sums the position equals under a condition on
//                                              values (ConditionalSplit), tried in turn by the
//                                              evaluator before it lists any option
#pragma once

#include <concepts>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "cgt/game.hpp"
#include "cgt/hash_mix.hpp"

namespace cgt::games {

enum class Player : std::uint8_t { kLeft, kRight };
inline Player opponent(Player p) {
  return p == Player::kLeft ? Player::kRight : Player::kLeft;
}

template <class R>
concept Ruleset = requires(const R& r, const typename R::Position& p, Player who,
                           std::vector<typename R::Position>& out) {
  { R::hash(p) } -> std::convertible_to<std::uint64_t>;
  {r.options(p, who, out)};
  { r.text(p) } -> std::convertible_to<std::string>;
  { r.name() } -> std::convertible_to<std::string>;
  requires std::equality_comparable<typename R::Position>;
};

template <class R>
constexpr bool is_impartial() {
  if constexpr (requires { R::kImpartial; }) return R::kImpartial;
  return false;
}

template <class R>
constexpr bool is_loopy() {
  if constexpr (requires { R::kLoopy; }) return R::kLoopy;
  return false;
}

template <class R>
concept HasComponents = requires(const R& r, const typename R::Position& p,
                                 std::vector<typename R::Position>& out) {
  {r.components(p, out)};
};

template <class R>
concept HasOptionComponents = requires(const R& r, const typename R::Position& p,
                                       std::vector<typename R::Position>& out) {
  {r.option_components(p, p, out)};
};

template <class R>
concept HasNormalise = requires(const R& r, const typename R::Position& p) {
  { r.normalise(p) } -> std::convertible_to<typename R::Position>;
};

template <class R>
concept HasSignedNormalise = requires(const R& r, const typename R::Position& p, bool& negated) {
  { r.normalise(p, negated) } -> std::convertible_to<typename R::Position>;
};

template <class R>
concept HasKnownValue = requires(const R& r, const typename R::Position& p) {
  { r.known_value(p) } -> std::convertible_to<std::optional<Game>>;
};

template <class R>
concept HasSize = requires(const R& r, const typename R::Position& p) {
  { r.size(p) } -> std::convertible_to<std::size_t>;
};

template <class R>
concept HasSearchOptions = requires(const R& r, const typename R::Position& p, Player who,
                                    std::vector<typename R::Position>& out) {
  {r.search_options(p, who, out)};
};

template <class R>
concept HasNegative = requires(const R& r, const typename R::Position& p) {
  { r.negative(p) } -> std::convertible_to<typename R::Position>;
};

template <class R>
concept HasUndominatedOptions = requires(const R& r, const typename R::Position& p, Player who,
                                         std::vector<typename R::Position>& out) {
  {r.undominated_options(p, who, out)};
};

// The value of a position is value(part) + value(rest) whenever value(grown) == value(part):
// the ruleset proves that (Domineering's bridges); the evaluator tests the condition on the
// values of the smaller positions.
template <class Position>
struct ConditionalSplit {
  Position grown, part, rest;
};

template <class R>
concept HasConditionalSplits = requires(const R& r, const typename R::Position& p,
                                        std::vector<ConditionalSplit<typename R::Position>>& out) {
  {r.conditional_splits(p, out)};
};

template <class R>
concept HasExpression = requires(const R& r, const typename R::Position& p) {
  { r.expression(p) } -> std::convertible_to<std::string>;
};

// The tool's expression for p: domineering("..|..") unless the ruleset says otherwise.
template <Ruleset R>
std::string position_expression(const R& rules, const typename R::Position& p) {
  if constexpr (HasExpression<R>)
    return rules.expression(p);
  else
    return rules.name() + "(\"" + rules.text(p) + "\")";
}

// The parts of p as a disjunctive sum (p itself when the ruleset does not split positions).
template <Ruleset R>
void split_components(const R& rules, const typename R::Position& p,
                      std::vector<typename R::Position>& out) {
  if constexpr (HasComponents<R>)
    rules.components(p, out);
  else
    out.push_back(p);
}

// The parts of `option`, an option of `parent`, where `parent` is one component.
template <Ruleset R>
void split_option(const R& rules, const typename R::Position& parent,
                  const typename R::Position& option, std::vector<typename R::Position>& out) {
  if constexpr (HasOptionComponents<R>)
    rules.option_components(parent, option, out);
  else
    split_components(rules, option, out);
}

// Appends who's options of p that canonical forms and outcomes need: all of them unless the
// ruleset knows some to be dominated.
template <Ruleset R>
void needed_options(const R& rules, const typename R::Position& p, Player who,
                    std::vector<typename R::Position>& out) {
  if constexpr (HasUndominatedOptions<R>)
    rules.undominated_options(p, who, out);
  else
    rules.options(p, who, out);
}

// Appends who's options of p in the order the outcome search tries them.
template <Ruleset R>
void options_best_first(const R& rules, const typename R::Position& p, Player who,
                        std::vector<typename R::Position>& out) {
  if constexpr (HasSearchOptions<R>)
    rules.search_options(p, who, out);
  else
    needed_options(rules, p, who, out);
}

// The table key of p: its representative under the ruleset's symmetries, or p.
template <Ruleset R>
typename R::Position normalised(const R& rules, const typename R::Position& p) {
  if constexpr (HasNormalise<R>)
    return rules.normalise(p);
  else
    return p;
}

// Hashes positions through R::hash, for the transposition tables.
template <Ruleset R>
struct PositionHash {
  std::size_t operator()(const typename R::Position& p) const {
    return static_cast<std::size_t>(R::hash(p));
  }
};

// Mixes a 64-bit value (splitmix64): for rulesets that hash their fields.
using cgt::mix_hash;

}  // namespace cgt::games
