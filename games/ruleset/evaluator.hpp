// The generic evaluator: the canonical form of any position of any ruleset, by memoised
// recursion through a transposition table (position -> game handle). Components are evaluated
// apart and added; positions are looked up by their normalised representative; values the
// ruleset knows in closed form are taken as given, options it proves dominated are skipped, and
// sums it proves equal to a position (conditional splits) replace the position's options. Given
// a dominance test (an outcome search), options it shows no better than another option are
// skipped unevaluated too.
// Impartial rulesets also get Grundy values by mex (grundy()), which builds no game trees at all.
//
// Bounded: the tables are caches within the memory budget (cgt/memory_budget.hpp), the game
// table has its own limit, recursion stops with a LimitError near the end of the stack.
// Entries may be dropped at any time but never needed: an evaluation copies each value it
// finds (a game handle, valid for the whole computation) and computes each one it does not
// find, so a dropped entry costs time, never correctness; the running computation's own
// entries are dropped only when made in one visit (memory_budget.hpp says why).
// Interruptible: every new entry reports to the Progress (whose update polls Ctrl-C), or polls
// the interrupt flag directly when no progress is attached. The tables die with the game table
// (a reset of it clears them).
#pragma once

#include <algorithm>
#include <array>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "cgt/canonical.hpp"
#include "cgt/game_table.hpp"
#include "cgt/interrupt.hpp"
#include "cgt/memory_budget.hpp"
#include "cgt/progress.hpp"
#include "cgt/recursion_guard.hpp"
#include "cgt/sum.hpp"
#include "games/ruleset/position_table.hpp"
#include "games/ruleset/ruleset.hpp"
#include "games/ruleset/scratch_stack.hpp"

namespace cgt::games {

// The mex of a list of Grundy values (reorders the list).
std::uint64_t mex(std::vector<std::uint64_t>& values);

// A test the evaluator may be given (OutcomeSearch is one): whether an option is no better for
// its mover than a game v (option <= v for Left, >= v for Right), decided without the option's
// canonical form. An option no better than another option's value is dominated.
template <class Position>
class DominanceTest {
 public:
  virtual bool no_better(const Position& option, Game v, Player who) = 0;

 protected:
  ~DominanceTest() = default;
};

// Values of components computed beforehand (Domineering's component table is one), which the
// evaluator takes before computing: looked up by a component's table key (its normalised form,
// signed_key below), giving that key's own value.
template <class Position>
class KnownComponents {
 public:
  virtual std::optional<Game> find(const Position& key) const = 0;

 protected:
  ~KnownComponents() = default;
};

// Where an evaluator's work went (Evaluator::counts()): each component's value is found in the
// table of values (a transposition, or a symmetric image of a position met before: the key is
// the least symmetric image) or made, by the ruleset's closed form, the known components, a
// conditional split or from the options. Counted by the component's size (Ruleset::size, capped
// at kSizes - 1; 0 when the ruleset has none).
struct EvaluatorCounts {
  static constexpr std::size_t kSizes = 65;
  std::uint64_t lookups = 0, found = 0;
  std::uint64_t closed_form = 0, known = 0, split = 0;
  std::array<std::uint64_t, kSizes> computed{};  // from the options, by size
  std::uint64_t options = 0;                     // of the positions computed, evaluated
  std::uint64_t skipped = 0;                     // of those, left out by the dominance test
  std::uint64_t tests = 0;                       // dominance tests asked (each true one skips)
};

template <Ruleset R>
class Evaluator {
 public:
  using Position = typename R::Position;

  explicit Evaluator(R rules = R{})
      : rules_(std::move(rules)),
        values_(rules_.name() + " values"),
        grundy_(rules_.name() + " Grundy values") {}
  Evaluator(const Evaluator&) = delete;
  Evaluator& operator=(const Evaluator&) = delete;

  const R& rules() const { return rules_; }

  // The canonical form of p.
  Game value(const Position& p) {
    ComputationScope computation;
    sync_with_game_table();
    Frame frame(scratch_);
    Scratch& s = *frame;
    s.options.push_back(p);
    values(s, s.left, nullptr);
    return s.left.front();
  }

  // The Grundy value of p (impartial rulesets only): mex of the options', xor over components.
  std::uint64_t grundy(const Position& p) requires(is_impartial<R>()) {
    ComputationScope computation;
    std::vector<Position> parts;
    split_components(rules_, p, parts);
    std::uint64_t total = 0;
    for (const Position& part : parts) total ^= component_grundy(part);
    return total;
  }

  // The Grundy value of the component p (impartial rulesets) if the table holds it.
  std::optional<std::uint64_t> cached_grundy(const Position& p) requires(is_impartial<R>()) {
    if (const std::uint64_t* g = grundy_.find(normalised(rules_, p))) return *g;
    return std::nullopt;
  }
  // Stores the Grundy value g of the component p, found with `work` positions visited.
  void store_grundy(const Position& p, std::uint64_t g, std::uint64_t work)
      requires(is_impartial<R>()) {
    Position key = normalised(rules_, p);
    if (!grundy_.find(key)) grundy_.insert(std::move(key), g, work);
  }

  // The value of p if the table holds it already (p must be one component).
  std::optional<Game> cached_value(const Position& p) {
    sync_with_game_table();
    SignedKey k = signed_key(p);
    const Game* v = values_.find(k.position, k.hash);
    return v ? std::optional<Game>(k.apply(*v)) : std::nullopt;
  }

  // Options of partizan positions shown by `test` no better than an option of their side kept
  // before them (in options_best_first() order) are skipped unevaluated; null turns it off.
  // Positions evaluated within a test are evaluated without it.
  void set_dominance_test(DominanceTest<Position>* test) { dominance_test_ = test; }

  // Components `known` holds are taken from it (null: none); it must outlive the evaluator's use.
  void set_known_components(const KnownComponents<Position>* known) { known_components_ = known; }

  // Where long work reports (none: the interrupt flag is polled directly).
  void set_progress(Progress* progress) { progress_ = progress; }
  const EvaluatorCounts& counts() const { return counts_; }
  std::size_t size() const { return values_.size() + grundy_.size(); }
  // No position of a larger size() has its value in the table (for rulesets with sizes): the
  // largest stored since the table was last cleared.
  std::size_t largest_size() const { return largest_size_; }
  void clear() {
    largest_size_ = 0;
    values_.clear();
    grundy_.clear();
  }

 private:
  std::optional<Game> known(const Position& p) const {
    if constexpr (HasKnownValue<R>)
      return rules_.known_value(p);
    else
      return std::nullopt;
  }

  // The key of p's entry in the table of values, whether p's value is its negative, and the
  // key's hash.
  struct SignedKey {
    Position position;
    bool negated = false;
    std::uint64_t hash = 0;
    Game apply(Game g) const { return negated ? negate(g) : g; }
  };
  SignedKey signed_key(const Position& p) const {
    SignedKey k{p, false};
    if constexpr (HasSignedNormalise<R> && !is_impartial<R>())
      k.position = rules_.normalise(p, k.negated);
    else
      k.position = normalised(rules_, p);
    k.hash = PositionHash<R>{}(k.position);
    return k;
  }

  // The vectors one position's evaluation needs (a frame of scratch_stack.hpp).
  struct Scratch {
    std::vector<Position> options, parts;
    std::vector<Position> candidates;   // options waiting for the dominance test
    std::vector<SignedKey> keys;        // of the components of the options, in order
    std::vector<std::size_t> key_ends;  // where each option's keys end
    std::vector<Game> found;            // each key's value in the table, or kNoId
    std::vector<Game> left, right;
    std::vector<ConditionalSplit<Position>> splits;
    void clear() {
      options.clear();
      left.clear();
      right.clear();
    }
  };
  using Frame = typename ScratchStack<Scratch>::Frame;

  // The value of the component whose signed key is k.
  Game keyed_value(SignedKey k) {
    Position& key = k.position;
    if (const Game* v = values_.find(key, k.hash)) return k.apply(*v);
    RecursionGuard guard;
    const std::uint64_t work = table_work();
    visit();
    Game g;
    if (auto given = known(key)) {
      g = *given;
      ++counts_.closed_form;
    } else if (auto stored = known_components_ ? known_components_->find(key) : std::nullopt) {
      g = *stored;
      ++counts_.known;
    } else if (auto split = split_value(key)) {
      g = *split;
      ++counts_.split;
    } else {
      std::size_t size = 0;
      if constexpr (HasSize<R>) size = std::min(rules_.size(key), EvaluatorCounts::kSizes - 1);
      ++counts_.computed[size];
      // The sides go to canonicalise() as spans: its vector form would copy them.
      Frame frame(scratch_);
      Scratch& s = *frame;
      if constexpr (is_impartial<R>()) {
        needed_options(rules_, key, Player::kLeft, s.options);
        values(s, s.left, &key);
        g = canonicalise(std::span<const Game>(s.left), std::span<const Game>(s.left));
        counts_.options += s.left.size();
      } else {
        side_values(s, key, Player::kLeft, s.left);
        side_values(s, key, Player::kRight, s.right);
        counts_.options += s.left.size() + s.right.size();
        g = canonicalise(std::span<const Game>(s.left), std::span<const Game>(s.right));
      }
    }
    if constexpr (HasSize<R>) largest_size_ = std::max(largest_size_, rules_.size(key));
    values_.insert(std::move(key), g, table_work() - work);
    return k.apply(g);
  }

  // The values of who's options of the component `key`, appended to out: with a dominance
  // test (and not within one), the options best first, each left out unevaluated when the test
  // shows it no better than an option evaluated before it.
  void side_values(Scratch& s, const Position& key, Player who, std::vector<Game>& out) {
    s.options.clear();
    if (!dominance_test_ || testing_) {
      needed_options(rules_, key, who, s.options);
      values(s, out, &key);
      return;
    }
    options_best_first(rules_, key, who, s.options);
    if (s.options.size() < 2) {
      values(s, out, &key);
      return;
    }
    s.candidates.swap(s.options);
    const std::size_t first = out.size();
    for (const Position& candidate : s.candidates) {
      if (dominated(candidate, std::span<const Game>(out).subspan(first), who)) {
        ++counts_.skipped;
        continue;
      }
      s.options.assign(1, candidate);
      values(s, out, &key);
    }
  }

  // Whether the test shows `option` no better for `who` than one of `values`. Trying every
  // value kept so far, not the first option's alone, also skips options that a later one
  // dominates (the empty 6 x 6 board: 93,819 positions made instead of 325,749).
  bool dominated(const Position& option, std::span<const Game> values, Player who) {
    struct Testing {
      bool& flag;
      explicit Testing(bool& f) : flag(f) { flag = true; }
      ~Testing() { flag = false; }
    } testing(testing_);
    return std::any_of(values.begin(), values.end(), [&](Game v) {
      ++counts_.tests;
      return dominance_test_->no_better(option, v, who);
    });
  }

  // p's value by the first of the ruleset's conditional splits whose condition holds.
  std::optional<Game> split_value(const Position& p) {
    if constexpr (HasConditionalSplits<R>) {
      Frame frame(scratch_);
      std::vector<ConditionalSplit<Position>>& splits = frame->splits;
      splits.clear();
      rules_.conditional_splits(p, splits);
      for (const ConditionalSplit<Position>& split : splits) {
        Game part = value(split.part);
        if (value(split.grown) == part) return sum(part, value(split.rest));
      }
    }
    return std::nullopt;
  }

  // The values of s.options, appended to out, in three passes so that few reads wait for
  // memory (the tables are larger than the caches): the keys of all the options' components,
  // each with its table slot prefetched; the lookups, each value found with its game's facts
  // prefetched; then the negations and sums, which read those facts, and the evaluations of
  // the components not found (looked up again: an earlier one may have stored them). The
  // options are those of `parent`, one component, when it is given (split_option).
  void values(Scratch& s, std::vector<Game>& out, const Position* parent) {
    s.keys.clear();
    s.key_ends.clear();
    for (const Position& o : s.options) {
      s.parts.clear();
      if (parent)
        split_option(rules_, *parent, o, s.parts);
      else
        split_components(rules_, o, s.parts);
      for (const Position& part : s.parts)
        values_.prefetch(s.keys.emplace_back(signed_key(part)).hash);
      s.key_ends.push_back(s.keys.size());
    }
    s.found.clear();
    counts_.lookups += s.keys.size();
    for (const SignedKey& k : s.keys) {
      const Game* v = values_.find(k.position, k.hash);
      counts_.found += v != nullptr;
      if (v) game_table().prefetch(*v);
      s.found.push_back(v ? *v : Game{kNoId});
    }
    std::size_t next = 0;
    for (std::size_t end : s.key_ends) {
      Game total = game_table().zero();
      for (; next < end; ++next) {
        const SignedKey& k = s.keys[next];
        Game found = s.found[next];
        total = sum(total, found.id != kNoId ? k.apply(found) : keyed_value(k));
      }
      out.push_back(total);
    }
  }

  std::uint64_t component_grundy(const Position& part) {
    Position key = normalised(rules_, part);
    if (const std::uint64_t* v = grundy_.find(key)) return *v;
    RecursionGuard guard;
    const std::uint64_t work = table_work();
    visit();
    std::uint64_t g;
    if (auto given = known(key)) {
      g = game_table().nim(*given);  // an impartial game's value is a nimber
    } else {
      std::vector<Position> options;
      rules_.options(key, Player::kLeft, options);
      std::vector<std::uint64_t> option_values;
      option_values.reserve(options.size());
      for (const Position& o : options) option_values.push_back(grundy(o));
      g = mex(option_values);
    }
    grundy_.insert(std::move(key), g, table_work() - work);
    return g;
  }

  // Called on the way down (before the options are evaluated), so that a deep first descent
  // notices Ctrl-C too.
  void visit() {
    ++visits_;
    count_table_work();
    if (progress_)
      progress_->update(size());
    else if ((visits_ & 0x3ff) == 0)
      poll_interrupt();
  }

  // Handles die when the game table is reset: so does the table of values. Collections keep
  // them (the table marks its games).
  void sync_with_game_table() {
    if (resets_ == game_table().resets()) return;
    largest_size_ = 0;
    values_.clear();
    resets_ = game_table().resets();
  }

  R rules_;
  PositionTable<Position, Game, PositionHash<R>> values_;
  PositionTable<Position, std::uint64_t, PositionHash<R>> grundy_;
  ScratchStack<Scratch> scratch_;
  Progress* progress_ = nullptr;
  DominanceTest<Position>* dominance_test_ = nullptr;
  const KnownComponents<Position>* known_components_ = nullptr;
  EvaluatorCounts counts_;
  bool testing_ = false;  // within a dominance test
  std::uint64_t visits_ = 0;
  std::size_t largest_size_ = 0;
  std::uint64_t resets_ = game_table().resets();
};

}  // namespace cgt::games
