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

misere::MisereGame misere_value(const std::vector<AnyPosition>& sum, Progress* progress) {
  misere::MisereTable& table = misere::misere_table();
  misere::MisereGame total = table.zero();
  for (const AnyPosition& p : sum) total = table.sum(total, p.misere_value(progress));
  return total;
}

bool wins_moving_first(const std::vector<AnyPosition>& sum, Player first, Progress* progress,
                       PlayConvention convention) {
  bool misere = convention == PlayConvention::kMisere;
  // The empty sum: the first player has no move, and loses in normal play, wins in misère.
  if (sum.empty()) return misere;
  const PositionModel& model = sum.front().model();
  std::optional<bool> alike = misere ? model.misere_wins_moving_first_alike(sum, first, progress)
                                     : model.wins_moving_first_alike(sum, first, progress);
  if (alike) return *alike;
  static RulesetContext<MixedRuleset> mixed{MixedRuleset{}};
  ProgressScope<MixedRuleset> scope(mixed, progress);
  return misere ? mixed.misere().wins_moving_first(sum, first)
                : mixed.search.wins_moving_first(sum, first);
}

Outcome solve(const std::vector<AnyPosition>& sum, Progress* progress,
              PlayConvention convention) {
  return outcome_from(wins_moving_first(sum, Player::kLeft, progress, convention),
                      wins_moving_first(sum, Player::kRight, progress, convention));
}

std::vector<AnyPosition> winning_moves(const AnyPosition& p, Player who, Progress* progress,
                                       PlayConvention convention) {
  std::vector<AnyPosition> winning;
  for (const AnyPosition& o : p.options(who))
    if (!wins_moving_first({o}, opponent(who), progress, convention)) winning.push_back(o);
  return winning;
}

}  // namespace cgt::games
