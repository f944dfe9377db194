// AnyPosition: a position of any ruleset behind one type, for the tool, the Python module and
// sums that mix rulesets. It keeps its ruleset's context (rules, evaluator and outcome search,
// shared by every position of the same rules), so values computed through one position are
// table hits for all the others.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cgt/compare.hpp"
#include "cgt/game.hpp"
#include "cgt/game_table.hpp"
#include "cgt/progress.hpp"
#include "games/ruleset/play_convention.hpp"
#include "games/ruleset/ruleset.hpp"
#include "misere/impartial_game.hpp"

namespace cgt::games {

class AnyPosition;

// What a position of some ruleset offers; implemented once, by TypedPosition<R>
// (typed_position.hpp).
class PositionModel {
 public:
  virtual ~PositionModel() = default;
  virtual std::string ruleset_name() const = 0;
  virtual std::string text() const = 0;
  // How the tool writes it, so that it reads back: domineering("..|..").
  virtual std::string expression() const = 0;
  virtual bool impartial() const = 0;
  virtual std::vector<AnyPosition> options(Player who) const = 0;
  virtual std::vector<AnyPosition> components() const = 0;
  virtual Game value(Progress* progress) const = 0;
  // DomainError unless the ruleset is impartial.
  virtual std::uint64_t grundy(Progress* progress) const = 0;
  // Whether the Grundy value is n (impartial rulesets), by a search that may cost far less
  // than the Grundy value itself.
  virtual bool has_grundy(std::uint64_t n, Progress* progress) const = 0;
  // The game itself when the position is a game value in a sum (game_value_position.hpp).
  virtual std::optional<Game> game_value() const { return std::nullopt; }
  virtual std::uint64_t hash() const = 0;
  // The same rules (same parameters) and the same position.
  virtual bool same(const PositionModel& other) const = 0;
  // The ruleset's size() of the position, or SIZE_MAX when it has none.
  virtual std::size_t size() const = 0;
  // The positions its ruleset's outcome search has searched in this process so far, so that
  // the cost of one search is the difference across it (0 where a ruleset does not count).
  virtual std::uint64_t positions_searched() const { return 0; }
  // Whether `first` moving first wins the sum plus the game `offset`, by this ruleset's own
  // search; nothing when some part of the sum is of other rules.
  virtual std::optional<bool> wins_moving_first_alike(const std::vector<AnyPosition>& sum,
                                                      Game offset, Player first,
                                                      Progress* progress) const = 0;
  virtual AnyPosition impartial_variant() const = 0;
  // The same in misère play (no folding: misère play has no canonical forms of normal play).
  virtual std::optional<bool> misere_wins_moving_first_alike(const std::vector<AnyPosition>& sum,
                                                             Player first,
                                                             Progress* progress) const = 0;
  // The misère canonical form; DomainError unless the ruleset is impartial.
  virtual misere::MisereGame misere_value(Progress* progress) const = 0;
};

class AnyPosition {
 public:
  explicit AnyPosition(std::shared_ptr<const PositionModel> model) : model_(std::move(model)) {}

  const PositionModel& model() const { return *model_; }
  std::string ruleset_name() const { return model_->ruleset_name(); }
  std::string text() const { return model_->text(); }
  std::string expression() const { return model_->expression(); }
  bool impartial() const { return model_->impartial(); }
  std::vector<AnyPosition> options(Player who) const { return model_->options(who); }
  std::vector<AnyPosition> components() const { return model_->components(); }
  Game value(Progress* progress = nullptr) const { return model_->value(progress); }
  std::uint64_t grundy(Progress* progress = nullptr) const { return model_->grundy(progress); }
  bool has_grundy(std::uint64_t n, Progress* progress = nullptr) const {
    return model_->has_grundy(n, progress);
  }
  std::optional<Game> game_value() const { return model_->game_value(); }
  // Marks the game a game value holds, for a collection of the game table.
  void mark_games(GameMarker& marker) const {
    if (auto g = game_value()) marker.mark(*g);
  }
  std::uint64_t hash() const { return model_->hash(); }
  std::size_t size() const { return model_->size(); }
  std::uint64_t positions_searched() const { return model_->positions_searched(); }
  AnyPosition impartial_variant() const { return model_->impartial_variant(); }
  misere::MisereGame misere_value(Progress* progress = nullptr) const {
    return model_->misere_value(progress);
  }

  friend bool operator==(const AnyPosition& a, const AnyPosition& b) {
    return a.model_ == b.model_ || a.model_->same(*b.model_);
  }

 private:
  std::shared_ptr<const PositionModel> model_;
};

// The canonical form of a sum of positions.
Game value(const std::vector<AnyPosition>& sum, Progress* progress = nullptr);

// The Grundy value of a sum of impartial positions (and nimbers).
std::uint64_t grundy(const std::vector<AnyPosition>& sum, Progress* progress = nullptr);

// The misère canonical form of a sum of impartial positions.
misere::MisereGame misere_value(const std::vector<AnyPosition>& sum, Progress* progress = nullptr);

// Whether `first` moving first wins the sum, by search (no canonical forms of the unfolded
// parts). Game values in the sum are added into one game the search folds in. Impartial sums
// (with nimbers) are decided by their Grundy values: every part's but the hardest, and of that
// one only whether it is the value that makes the sum a P-position (nimber_search.hpp). Else
// each ruleset's own outcome search when all parts share rules, or a search of the mixed sum.
// In misère play (`convention`) nothing is folded and game values are refused.
bool wins_moving_first(const std::vector<AnyPosition>& sum, Player first,
                       Progress* progress = nullptr,
                       PlayConvention convention = PlayConvention::kNormal);

// The outcome class of the sum by outcome search.
Outcome solve(const std::vector<AnyPosition>& sum, Progress* progress = nullptr,
              PlayConvention convention = PlayConvention::kNormal);

// A sum's options for `who`: for each part and each option of it (a move in that part), the
// sum with the part replaced by the option; each distinct sum once (two moves to the same
// position give one option), in the order of the parts and of the rulesets' moves.
std::vector<std::vector<AnyPosition>> sum_options(const std::vector<AnyPosition>& sum,
                                                  Player who);

// The components of the parts of a sum, in order.
std::vector<AnyPosition> sum_components(const std::vector<AnyPosition>& sum);

// The options of the sum for `who` that win for `who` (the opponent, moving first, then loses).
std::vector<std::vector<AnyPosition>> winning_moves(
    const std::vector<AnyPosition>& sum, Player who, Progress* progress = nullptr,
    PlayConvention convention = PlayConvention::kNormal);

}  // namespace cgt::games
