// Outcome search: who wins a position, or a sum of positions, without building its canonical
// form. Minimax over sums with a transposition table, as outcome solvers do, plus the algebra:
// a component small enough (size() at most the fold size, or already in the evaluator's table)
// is replaced by its canonical form, and all such forms are added into one folded game, so
// numbers, nimbers and switches cost one node. When only the folded game is left, its outcome
// is read off its canonical form. Moves in the folded game come last (a number there is the
// worst place to move: number avoidance).
//
// Cost: exponential in the unfolded part at worst; the table (counted against
// ruleset_limits()) makes transpositions and symmetric components free.
#pragma once

#include <algorithm>
#include <unordered_map>
#include <vector>

#include "cgt/compare.hpp"
#include "cgt/game_table.hpp"
#include "games/ruleset/evaluator.hpp"

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
class OutcomeSearch {
 public:
  using Position = typename R::Position;

  // `fold_size`: components with size() at most this are folded into canonical forms.
  explicit OutcomeSearch(Evaluator<R>& evaluator, std::size_t fold_size = 0)
      : evaluator_(evaluator), fold_size_(fold_size), name_(evaluator.rules().name()) {}
  ~OutcomeSearch() { stored_positions() -= table_.size(); }
  OutcomeSearch(const OutcomeSearch&) = delete;
  OutcomeSearch& operator=(const OutcomeSearch&) = delete;

  // Whether `first` moving first wins the sum of the positions plus the game `offset`.
  bool wins_moving_first(const std::vector<Position>& sum, Player first,
                         Game offset = game_table().zero()) {
    sync_with_game_table();
    State s{{}, offset};
    for (const Position& p : sum) add(s, p);
    sort_parts(s);
    return wins(s, first);
  }

  Outcome outcome(const std::vector<Position>& sum, Game offset = game_table().zero()) {
    return outcome_from(wins_moving_first(sum, Player::kLeft, offset),
                        wins_moving_first(sum, Player::kRight, offset));
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
  // A sum: the unfolded components (normalised, sorted by hash) and the folded game.
  struct State {
    std::vector<Position> parts;
    Game folded;
    bool operator==(const State&) const = default;
  };
  struct Key {
    State state;
    Player to_move;
    bool operator==(const Key&) const = default;
  };
  struct KeyHash {
    std::size_t operator()(const Key& k) const {
      std::uint64_t h = mix_hash(k.state.folded.id * 2 + static_cast<std::uint64_t>(k.to_move));
      for (const Position& p : k.state.parts) h = mix_hash(h ^ R::hash(p));
      return static_cast<std::size_t>(h);
    }
  };

  // Adds p to the sum, split into components, folding the small ones.
  void add(State& s, const Position& p) {
    std::vector<Position> parts;
    split_components(evaluator_.rules(), p, parts);
    for (const Position& part : parts) {
      if (std::optional<Game> v = evaluator_.cached_value(part)) {
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
    if (s.parts.empty()) return first_player_wins(cgt::outcome(s.folded), who);
    RecursionGuard guard;
    Key key{s, who};
    if (auto it = table_.find(key); it != table_.end()) return it->second;
    ++visits_;  // polled on the way down, so that a deep first descent notices Ctrl-C too
    if (progress_)
      progress_->update(table_.size());
    else if ((visits_ & 0x3ff) == 0)
      poll_interrupt();
    bool result = search(s, who);
    check_position_room(name_);
    table_.emplace(std::move(key), result);
    ++stored_positions();
    return result;
  }

  bool search(const State& s, Player who) {
    std::vector<Position> options;
    for (std::size_t i = 0; i < s.parts.size(); ++i) {
      if (i > 0 && s.parts[i] == s.parts[i - 1]) continue;  // the same moves as its twin
      options.clear();
      options_best_first(evaluator_.rules(), s.parts[i], who, options);
      for (const Position& o : options) {
        State next{{}, s.folded};
        next.parts.reserve(s.parts.size() + 1);
        for (std::size_t j = 0; j < s.parts.size(); ++j)
          if (j != i) next.parts.push_back(s.parts[j]);
        add(next, o);
        sort_parts(next);
        if (!wins(next, opponent(who))) return true;
      }
    }
    auto folded_options = who == Player::kLeft ? game_table().left_options(s.folded)
                                               : game_table().right_options(s.folded);
    std::vector<Game> moves(folded_options.begin(), folded_options.end());
    for (Game g : moves)
      if (!wins(State{s.parts, g}, opponent(who))) return true;
    return false;
  }

  void sync_with_game_table() {
    if (generation_ == game_table().generation()) return;
    clear();
    generation_ = game_table().generation();
  }

  Evaluator<R>& evaluator_;
  std::size_t fold_size_;
  std::string name_;
  std::unordered_map<Key, bool, KeyHash> table_;
  Progress* progress_ = nullptr;
  std::uint64_t visits_ = 0;
  std::uint64_t generation_ = game_table().generation();
};

}  // namespace cgt::games
