// Outcome search: who wins a position, or a sum of positions, without building its canonical
// form. Minimax over sums with a transposition table, as outcome solvers do, plus the algebra:
// a component small enough (size() at most the fold size, or already in the evaluator's table)
// is replaced by its canonical form, and all such forms are added into one folded game, so
// numbers, nimbers and switches cost one node. When only the folded game is left, its outcome
// is read off its canonical form. Moves in the folded game come last (a number there is the
// worst place to move: number avoidance).
//
// The same search decides whether a position P is no better for a player than a game V (the
// evaluator's dominance test): it searches P - V with V kept apart, never added to the folded
// game (V is large, the folded parts small: their sum would cost more than the search), so a
// move in -V steps to an option of V and, once only the folded game F is left, F - V is decided
// by comparing F with V.
//
// Misère play (PlayConvention::kMisere) is the same search with the other terminal rule: a
// player with no move in any part wins. Canonical forms of normal play say nothing there, so
// nothing is folded, and the ruleset's dominated moves are not left out (their proofs are of
// normal play): every part is searched with all its options.
//
// Cost: exponential in the unfolded part at worst; the table makes transpositions and
// symmetric components free. It is a cache within the memory budget (cgt/memory_budget.hpp):
// a state holds its parts in one allocation beside a 40-byte slot, about 100 bytes a state
// of two Domineering parts. A dropped entry is searched again when met: the search reads
// nothing from the table but the booleans it copies out.
#pragma once

#include <algorithm>
#include <limits>
#include <memory>
#include <optional>
#include <span>
#include <vector>

#include "cgt/compare.hpp"
#include "cgt/game_table.hpp"
#include "cgt/memory_budget.hpp"
#include "cgt/sum.hpp"
#include "cgt/values.hpp"
#include "games/ruleset/evaluator.hpp"
#include "games/ruleset/integer_bounds.hpp"
#include "games/ruleset/play_convention.hpp"
#include "games/ruleset/position_table.hpp"
#include "games/ruleset/scratch_stack.hpp"
#include "games/ruleset/search_visits.hpp"

namespace cgt::games {

// Whether `who` moving first wins a game of outcome class o.
inline bool first_player_wins(Outcome o, Player who) {
  return o == Outcome::kNext || o == (who == Player::kLeft ? Outcome::kLeft : Outcome::kRight);
}

// The outcome class from who wins moving first.
inline Outcome outcome_from(bool left_first_wins, bool right_first_wins) {
  if (left_first_wins) return right_first_wins ? Outcome::kNext : Outcome::kLeft;
  return right_first_wins ? Outcome::kRight : Outcome::kPrevious;
}

template <Ruleset R>
class OutcomeSearch final : public DominanceTest<typename R::Position> {
 public:
  using Position = typename R::Position;

  // `fold_size`: components with size() at most this are folded into canonical forms (in
  // normal play).
  explicit OutcomeSearch(Evaluator<R>& evaluator, std::size_t fold_size = 0,
                         PlayConvention convention = PlayConvention::kNormal)
      : evaluator_(evaluator),
        fold_size_(fold_size),
        misere_(convention == PlayConvention::kMisere),
        table_(evaluator.rules().name() +
               (misere_ ? " misère outcome search" : " outcome search")) {}
  OutcomeSearch(const OutcomeSearch&) = delete;
  OutcomeSearch& operator=(const OutcomeSearch&) = delete;

  // Whether `first` moving first wins the sum of the positions plus the game `offset`.
  bool wins_moving_first(const std::vector<Position>& sum, Player first,
                         Game offset = game_table().zero()) {
    ComputationScope computation;
    return wins_moving_first(std::span<const Position>(sum), first, offset, game_table().zero());
  }

  Outcome outcome(const std::vector<Position>& sum, Game offset = game_table().zero()) {
    ComputationScope computation;
    const bool left_first = wins_moving_first(sum, Player::kLeft, offset);
    if constexpr (HasNegative<R>) {
      // Right moving first wins sum + offset where Left moving first wins its negative.
      std::vector<Position> negative;
      for (const Position& p : sum) negative.push_back(evaluator_.rules().negative(p));
      return outcome_from(left_first,
                          wins_moving_first(negative, Player::kLeft, negate(offset)));
    }
    return outcome_from(left_first, wins_moving_first(sum, Player::kRight, offset));
  }

  // Whether p is no better than the game v for `who`: p <= v for Left, p >= v for Right
  // (`who` moving first loses p - v). The evaluator's dominance test (set_dominance_test).
  // Within it, components of up to max(fold size, size(p) - fold margin) are folded.
  bool no_better(const Position& p, Game v, Player who) override {
    ComputationScope computation;
    // Tests nest (folding a part evaluates it, which tests its options): each gives back the
    // fold it found.
    struct Restore {
      OutcomeSearch& search;
      std::size_t fold;
      ~Restore() { search.fold_ = fold; }
    } restore{*this, fold_};
    if constexpr (HasSize<R>) {
      const std::size_t size = evaluator_.rules().size(p);
      if (size > fold_margin_) fold_ = std::max(fold_size_, size - fold_margin_);
    }
    return !wins_moving_first(std::span<const Position>(&p, 1), who, game_table().zero(), v);
  }

  // The fold margin of no_better (none by default): a test of a large position folds larger
  // components, evaluated once for all tests, instead of searching them against each game.
  void set_fold_margin(std::size_t margin) { fold_margin_ = margin; }

  // The options of p for `who` after which `who` wins (the opponent, moving first, loses).
  std::vector<Position> winning_moves(const Position& p, Player who) {
    ComputationScope computation;
    std::vector<Position> options, winning;
    evaluator_.rules().options(p, who, options);
    for (const Position& o : options)
      if (!wins_moving_first({o}, opponent(who))) winning.push_back(o);
    return winning;
  }

  void set_progress(Progress* progress) { visits_.set_progress(progress); }
  std::size_t size() const { return table_.size(); }
  // The positions searched so far (neither decided by the bounds nor found in the table).
  std::uint64_t searched() const { return visits_.count(); }
  void clear() { table_.clear(); }

 private:
  // A sum: the unfolded components (normalised, sorted by hash) and the folded game, less the
  // game apart.
  struct State {
    std::vector<Position> parts;
    Game folded;
    Game apart;
    bool operator==(const State&) const = default;
  };
  // A key looked up in the table without copying its state.
  struct KeyView {
    const State& state;
    Player to_move;
  };
  // A state and the player to move, as the table keeps it: the parts in one allocation.
  class StoredKey {
   public:
    StoredKey(const State& s, Player who)
        : count_(static_cast<std::uint32_t>(s.parts.size())),
          folded_(s.folded),
          apart_(s.apart),
          to_move_(who) {
      parts_ = std::allocator<Position>().allocate(count_);
      try {
        std::uninitialized_copy(s.parts.begin(), s.parts.end(), parts_);
      } catch (...) {
        std::allocator<Position>().deallocate(parts_, count_);
        throw;
      }
    }
    StoredKey(StoredKey&& o) noexcept
        : parts_(std::exchange(o.parts_, nullptr)),
          count_(std::exchange(o.count_, 0)),
          folded_(o.folded_),
          apart_(o.apart_),
          to_move_(o.to_move_) {}
    StoredKey& operator=(StoredKey&&) = delete;
    ~StoredKey() {
      if (!parts_) return;
      std::destroy_n(parts_, count_);
      std::allocator<Position>().deallocate(parts_, count_);
    }

    std::size_t heap_bytes() const {
      std::size_t b = count_ * sizeof(Position) + 16;  // 16: the allocation's overhead
      for (std::uint32_t i = 0; i < count_; ++i) b += games::heap_bytes(parts_[i]);
      return b;
    }
    std::uint64_t hash() const { return state_hash({parts_, count_}, folded_, apart_, to_move_); }
    void mark_games(GameMarker& marker) const {
      marker.mark(folded_);
      marker.mark(apart_);
      for (std::uint32_t i = 0; i < count_; ++i) mark_held_games(parts_[i], marker);
    }
    bool operator==(const StoredKey& o) const {
      return same(o.parts_, o.count_, o.folded_, o.apart_, o.to_move_);
    }
    bool operator==(const KeyView& v) const {
      return same(v.state.parts.data(), v.state.parts.size(), v.state.folded, v.state.apart,
                  v.to_move);
    }

   private:
    bool same(const Position* p, std::size_t n, Game f, Game a, Player who) const {
      return to_move_ == who && folded_ == f && apart_ == a && count_ == n &&
             std::equal(p, p + n, parts_);
    }
    Position* parts_ = nullptr;
    std::uint32_t count_ = 0;
    Game folded_, apart_;
    Player to_move_;
  };
  static std::uint64_t state_hash(std::span<const Position> parts, Game folded, Game apart,
                                  Player to_move) {
    std::uint64_t h = mix_hash((std::uint64_t{apart.id} << 33) ^ (std::uint64_t{folded.id} << 1) ^
                               static_cast<std::uint64_t>(to_move));
    for (const Position& p : parts) h = mix_hash(h ^ R::hash(p));
    return h;
  }
  struct KeyHash {
    std::uint64_t operator()(const StoredKey& k) const { return k.hash(); }
  };

  // The vectors one node of the search needs (a frame of scratch_stack.hpp).
  struct Scratch {
    std::vector<Position> options, split;
    std::vector<Game> moves;
    State next;
    void clear() {}  // each use clears what it fills
  };
  using Frame = typename ScratchStack<Scratch>::Frame;

  // Whether `first` moving first wins the sum of the positions plus `offset` less `apart`.
  bool wins_moving_first(std::span<const Position> sum, Player first, Game offset, Game apart) {
    sync_with_game_table();
    Frame frame(scratch_);
    State& s = frame->next;
    s.parts.clear();
    s.folded = offset;
    s.apart = apart;
    for (const Position& p : sum) {
      frame->split.clear();
      split_components(evaluator_.rules(), p, frame->split);
      add(s, frame->split);
    }
    sort_parts(s);
    return wins(s, first);
  }

  // Adds the components `parts` to the sum, folding the small ones.
  void add(State& s, const std::vector<Position>& parts) {
    for (const Position& part : parts) {
      if (misere_) {
        s.parts.push_back(normalised(evaluator_.rules(), part));
      } else if (std::optional<Game> v = evaluator_.cached_value(part)) {
        s.folded = sum(s.folded, *v);
      } else if (small(part)) {
        s.folded = sum(s.folded, evaluator_.value(part));
      } else {
        s.parts.push_back(normalised(evaluator_.rules(), part));
      }
    }
  }

  bool small(const Position& p) const {
    if constexpr (HasSize<R>)
      return evaluator_.rules().size(p) <= fold_;
    else
      return false;
  }

  static void sort_parts(State& s) {
    std::sort(s.parts.begin(), s.parts.end(),
              [](const Position& a, const Position& b) { return R::hash(a) < R::hash(b); });
  }

  bool wins(const State& s, Player who) {
    if (s.parts.empty()) return misere_ || first_wins_difference(s.folded, s.apart, who);
    // Before the table: positions the bounds decide are never stored, so looking them up first
    // costs a hash and a missed probe each (empty 7x7: 1.5-1.7 s against 1.7-2.0 s of CPU).
    if constexpr (HasIntegerBounds<R>)
      if (std::optional<bool> decided = decided_by_bounds(s, who)) return *decided;
    RecursionGuard guard;
    const std::uint64_t h = state_hash(s.parts, s.folded, s.apart, who);
    if (const bool* found = table_.find(KeyView{s, who}, h)) return *found;
    const std::uint64_t work = table_work();
    visits_.visit(table_.size());
    bool result = search(s, who);
    table_.insert(StoredKey(s, who), result, table_work() - work);
    return result;
  }

  bool search(const State& s, Player who) {
    Frame frame(scratch_);
    State& next = frame->next;
    bool can_move = false;
    for (std::size_t i = 0; i < s.parts.size(); ++i) {
      if (i > 0 && s.parts[i] == s.parts[i - 1]) continue;  // the same moves as its twin
      frame->options.clear();
      if (misere_)
        evaluator_.rules().options(s.parts[i], who, frame->options);
      else
        options_best_first(evaluator_.rules(), s.parts[i], who, frame->options);
      can_move = can_move || !frame->options.empty();
      for (const Position& o : frame->options) {
        next.parts.clear();
        next.folded = s.folded;
        next.apart = s.apart;
        for (std::size_t j = 0; j < s.parts.size(); ++j)
          if (j != i) next.parts.push_back(s.parts[j]);
        frame->split.clear();
        split_option(evaluator_.rules(), s.parts[i], o, frame->split);
        add(next, frame->split);
        sort_parts(next);
        if (!wins(next, opponent(who))) return true;
      }
    }
    if (misere_) return !can_move;  // no move at all: the player to move has won
    // The moves in the folded game, then in -apart: Left's there are to -(apart^R), Right's to
    // -(apart^L). Copied: the game table may move its option lists when it grows.
    std::vector<Game>& moves = frame->moves;
    auto folded_options = who == Player::kLeft ? game_table().left_options(s.folded)
                                               : game_table().right_options(s.folded);
    moves.assign(folded_options.begin(), folded_options.end());
    std::size_t folded_moves = moves.size();
    auto apart_options = who == Player::kLeft ? game_table().right_options(s.apart)
                                              : game_table().left_options(s.apart);
    moves.insert(moves.end(), apart_options.begin(), apart_options.end());
    next.parts = s.parts;
    for (std::size_t m = 0; m < moves.size(); ++m) {
      next.folded = m < folded_moves ? moves[m] : s.folded;
      next.apart = m < folded_moves ? s.apart : moves[m];
      if (!wins(next, opponent(who))) return true;
    }
    return false;
  }

  // Whether `who` moving first wins s, when the ruleset's integer bounds on the parts decide it:
  // if lower <= parts, `who` = Left wins (folded + lower) - apart moving first, so wins s too (a
  // loss in s would make s <= 0, hence the smaller game too); the other three cases alike.
  std::optional<bool> decided_by_bounds(const State& s, Player who) const {
    if (misere_) return std::nullopt;
    IntegerBounds total;
    std::vector<IntegerBounds>& bounds = bounds_;
    bounds.clear();
    // The ruleset's bounds on the sum of the parts, when it has them (HasSumBounds) and there
    // are several parts; the parts' own bounds in any case (the option bound needs them).
    std::optional<IntegerBounds> whole;
    if constexpr (HasSumBounds<R>) {
      if (s.parts.size() > 1) {
        bounds.resize(s.parts.size());
        whole = evaluator_.rules().sum_integer_bounds(std::span<const Position>(s.parts), bounds);
      }
    }
    if (bounds.empty())
      for (const Position& p : s.parts) bounds.push_back(evaluator_.rules().integer_bounds(p));
    for (const IntegerBounds& b : bounds) {
      total.lower += b.lower;
      total.upper += b.upper;
      total.lower_switch ^= b.lower_switch;  // +-1 + +-1 = 0
      total.upper_switch ^= b.upper_switch;
    }
    // Left hopes for the lower bound to win, Right for the upper one; the other bound may lose.
    const bool left = who == Player::kLeft;
    for (const IntegerBounds& t : {whole.value_or(total), total}) {
      if (first_wins_plus(s, left ? t.lower : t.upper, left ? t.lower_switch : t.upper_switch,
                          who))
        return true;
      if (!first_wins_plus(s, left ? t.upper : t.lower, left ? t.upper_switch : t.lower_switch,
                           who))
        return false;
      if (!whole) break;
    }
    if constexpr (HasOptionBounds<R>)
      if (wins_by_option_bound(s, who, total)) return true;
    return std::nullopt;
  }

  // Whether `who` moving first wins s by the ruleset's bound on its best option in one part
  // (OptionBound): with Left's option p^L >= n in part i, Left moves there to a sum no smaller
  // than folded + n + (the lower bounds of the other parts) - apart, and wins it moving second
  // when that game is >= 0, so when Right moving first loses it. Right alike with upper bounds.
  // Only the part whose option bound gains most over its own bound is tried.
  bool wins_by_option_bound(const State& s, Player who, const IntegerBounds& total) const {
    const bool left = who == Player::kLeft;
    std::optional<OptionBound> best;
    std::size_t best_part = 0;
    for (std::size_t i = 0; i < s.parts.size(); ++i) {
      if (i > 0 && s.parts[i] == s.parts[i - 1]) continue;
      std::optional<OptionBound> o = evaluator_.rules().option_bound(s.parts[i], who);
      if (!o) continue;
      const int own = left ? bounds_[i].lower : -bounds_[i].upper;
      const int best_own = left ? bounds_[best_part].lower : -bounds_[best_part].upper;
      if (!best || o->n - own > best->n - best_own) {
        best = o;
        best_part = i;
      }
    }
    if (!best) return false;
    const IntegerBounds& b = bounds_[best_part];
    const int n = left ? total.lower - b.lower + best->n : total.upper - b.upper - best->n;
    const bool with_switch = (left ? total.lower_switch ^ b.lower_switch
                                   : total.upper_switch ^ b.upper_switch) ^
                             best->with_switch;
    return !first_wins_plus(s, n, with_switch, opponent(who));
  }

  // Whether `who` moving first wins folded + n (+ +-1 with `with_switch`) - apart: with nothing
  // apart and no switch, unless folded <= -n for Left, -n <= folded for Right (no sum built).
  static bool first_wins_plus(const State& s, int n, bool with_switch, Player who) {
    if (with_switch)
      return first_wins_difference(sum(sum(s.folded, integer(n)), switch_game(integer(1))),
                                   s.apart, who);
    if (s.apart != game_table().zero())
      return first_wins_difference(sum(s.folded, integer(n)), s.apart, who);
    if (s.folded == game_table().zero()) return who == Player::kLeft ? n > 0 : n < 0;
    return first_wins_difference(s.folded, integer(-n), who);
  }

  // Whether `who` moving first wins a - b: unless a <= b for Left, b <= a for Right.
  static bool first_wins_difference(Game a, Game b, Player who) {
    if (b == game_table().zero()) return first_player_wins(cgt::outcome(a), who);
    return who == Player::kLeft ? !leq(a, b) : !leq(b, a);
  }

  // The table's games are kept by collections (it marks them) but die with a reset.
  void sync_with_game_table() {
    if (resets_ == game_table().resets()) return;
    clear();
    resets_ = game_table().resets();
  }

  Evaluator<R>& evaluator_;
  std::size_t fold_size_;
  std::size_t fold_ = fold_size_;  // the fold size now (no_better may raise it)
  std::size_t fold_margin_ = std::numeric_limits<std::size_t>::max();
  bool misere_;
  PositionTable<StoredKey, bool, KeyHash> table_;
  ScratchStack<Scratch> scratch_;
  // The parts' bounds in decided_by_bounds (which runs before any recursion).
  mutable std::vector<IntegerBounds> bounds_;
  SearchVisits visits_;
  std::uint64_t resets_ = game_table().resets();
};

}  // namespace cgt::games
