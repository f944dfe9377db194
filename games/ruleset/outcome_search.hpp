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
// Cost: exponential in the unfolded part at worst; the table (counted against
// ruleset_limits()) makes transpositions and symmetric components free.
#pragma once

#include <algorithm>
#include <span>
#include <unordered_map>
#include <vector>

#include "cgt/compare.hpp"
#include "cgt/game_table.hpp"
#include "games/ruleset/evaluator.hpp"
#include "games/ruleset/play_convention.hpp"
#include "games/ruleset/scratch_stack.hpp"

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
        name_(evaluator.rules().name()) {}
  ~OutcomeSearch() { stored_positions() -= table_.size(); }
  OutcomeSearch(const OutcomeSearch&) = delete;
  OutcomeSearch& operator=(const OutcomeSearch&) = delete;

  // Whether `first` moving first wins the sum of the positions plus the game `offset`.
  bool wins_moving_first(const std::vector<Position>& sum, Player first,
                         Game offset = game_table().zero()) {
    return wins_moving_first(std::span<const Position>(sum), first, offset, game_table().zero());
  }

  Outcome outcome(const std::vector<Position>& sum, Game offset = game_table().zero()) {
    return outcome_from(wins_moving_first(sum, Player::kLeft, offset),
                        wins_moving_first(sum, Player::kRight, offset));
  }

  // Whether p is no better than the game v for `who`: p <= v for Left, p >= v for Right
  // (`who` moving first loses p - v). The evaluator's dominance test (set_dominance_test).
  bool no_better(const Position& p, Game v, Player who) override {
    return !wins_moving_first(std::span<const Position>(&p, 1), who, game_table().zero(), v);
  }

  // The options of p for `who` after which `who` wins (the opponent, moving first, loses).
  std::vector<Position> winning_moves(const Position& p, Player who) {
    std::vector<Position> options, winning;
    evaluator_.rules().options(p, who, options);
    for (const Position& o : options)
      if (!wins_moving_first({o}, opponent(who))) winning.push_back(o);
    return winning;
  }

  void set_progress(Progress* progress) { progress_ = progress; }
  std::size_t size() const { return table_.size(); }
  void clear() {
    stored_positions() -= table_.size();
    table_.clear();
  }

 private:
  // A sum: the unfolded components (normalised, sorted by hash) and the folded game, less the
  // game apart.
  struct State {
    std::vector<Position> parts;
    Game folded;
    Game apart;
    bool operator==(const State&) const = default;
  };
  struct Key {
    State state;
    Player to_move;
  };
  // A key looked up in the table without copying its state.
  struct KeyView {
    const State& state;
    Player to_move;
  };
  struct KeyHash {
    using is_transparent = void;
    std::size_t operator()(const Key& k) const { return hash(k.state, k.to_move); }
    std::size_t operator()(const KeyView& k) const { return hash(k.state, k.to_move); }
    static std::size_t hash(const State& s, Player to_move) {
      std::uint64_t h =
          mix_hash((std::uint64_t{s.apart.id} << 33) ^ (std::uint64_t{s.folded.id} << 1) ^
                   static_cast<std::uint64_t>(to_move));
      for (const Position& p : s.parts) h = mix_hash(h ^ R::hash(p));
      return static_cast<std::size_t>(h);
    }
  };
  struct KeyEqual {
    using is_transparent = void;
    template <class A, class B>
    bool operator()(const A& a, const B& b) const {
      return a.to_move == b.to_move && a.state == b.state;
    }
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
      return evaluator_.rules().size(p) <= fold_size_;
    else
      return false;
  }

  static void sort_parts(State& s) {
    std::sort(s.parts.begin(), s.parts.end(),
              [](const Position& a, const Position& b) { return R::hash(a) < R::hash(b); });
  }

  bool wins(const State& s, Player who) {
    if (s.parts.empty()) return misere_ || first_wins_difference(s.folded, s.apart, who);
    RecursionGuard guard;
    if (auto it = table_.find(KeyView{s, who}); it != table_.end()) return it->second;
    ++visits_;  // polled on the way down, so that a deep first descent notices Ctrl-C too
    if (progress_)
      progress_->update(table_.size());
    else if ((visits_ & 0x3ff) == 0)
      poll_interrupt();
    bool result = search(s, who);
    check_position_room(name_);
    table_.emplace(Key{s, who}, result);
    ++stored_positions();
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

  // Whether `who` moving first wins a - b: unless a <= b for Left, b <= a for Right.
  static bool first_wins_difference(Game a, Game b, Player who) {
    if (b == game_table().zero()) return first_player_wins(cgt::outcome(a), who);
    return who == Player::kLeft ? !leq(a, b) : !leq(b, a);
  }

  void sync_with_game_table() {
    if (generation_ == game_table().generation()) return;
    clear();
    generation_ = game_table().generation();
  }

  Evaluator<R>& evaluator_;
  std::size_t fold_size_;
  bool misere_;
  std::string name_;
  std::unordered_map<Key, bool, KeyHash, KeyEqual> table_;
  ScratchStack<Scratch> scratch_;
  Progress* progress_ = nullptr;
  std::uint64_t visits_ = 0;
  std::uint64_t generation_ = game_table().generation();
};

}  // namespace cgt::games
