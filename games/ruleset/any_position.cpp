#include "games/ruleset/any_position.hpp"

#include "cgt/sum.hpp"
#include "games/ruleset/typed_position.hpp"

namespace cgt::games {
namespace {

// Positions of any rules as one ruleset, for the outcome search of sums that mix rulesets.
// A part's value comes from its own ruleset's evaluator (known_value), never recomputed here.
struct MixedRuleset {
  using Position = AnyPosition;
  static constexpr std::size_t kFoldSize = 8;

  static std::uint64_t hash(const AnyPosition& p) { return p.hash(); }
  void options(const AnyPosition& p, Player who, std::vector<AnyPosition>& out) const {
    for (AnyPosition& o : p.options(who)) out.push_back(std::move(o));
  }
  void components(const AnyPosition& p, std::vector<AnyPosition>& out) const {
    for (AnyPosition& c : p.components()) out.push_back(std::move(c));
  }
  std::size_t size(const AnyPosition& p) const { return p.size(); }
  std::optional<Game> known_value(const AnyPosition& p) const { return p.value(); }
  std::string text(const AnyPosition& p) const { return p.text(); }
  std::string expression(const AnyPosition& p) const { return p.expression(); }
  std::string name() const { return "sum of positions"; }
};

}  // namespace

Game value(const std::vector<AnyPosition>& sum, Progress* progress) {
  Game total = game_table().zero();
  for (const AnyPosition& p : sum) total = cgt::sum(total, p.value(progress));
  return total;
}

bool wins_moving_first(const std::vector<AnyPosition>& sum, Player first, Progress* progress) {
  if (sum.empty()) return false;  // the empty sum is 0: the first player has no move
  if (auto alike = sum.front().model().wins_moving_first_alike(sum, first, progress)) return *alike;
  static RulesetContext<MixedRuleset> mixed{MixedRuleset{}};
  ProgressScope<MixedRuleset> scope(mixed, progress);
  return mixed.search.wins_moving_first(sum, first);
}

Outcome solve(const std::vector<AnyPosition>& sum, Progress* progress) {
  return outcome_from(wins_moving_first(sum, Player::kLeft, progress),
                      wins_moving_first(sum, Player::kRight, progress));
}

std::vector<AnyPosition> winning_moves(const AnyPosition& p, Player who, Progress* progress) {
  std::vector<AnyPosition> winning;
  for (const AnyPosition& o : p.options(who))
    if (!wins_moving_first({o}, opponent(who), progress)) winning.push_back(o);
  return winning;
}

}  // namespace cgt::games
