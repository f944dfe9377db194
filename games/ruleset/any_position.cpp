#include "games/ruleset/any_position.hpp"

#include <algorithm>

#include "cgt/facts.hpp"
#include "cgt/sum.hpp"
#include "games/ruleset/game_value_position.hpp"
#include "games/ruleset/typed_position.hpp"

namespace cgt::games {
namespace {

// Positions of any rules as one ruleset, for the outcome search of sums that mix rulesets.
// A part's value comes from its own ruleset (known_value), never recomputed here; impartial
// parts count as small, so the search folds in their nimbers (found by their own nimber search)
// rather than searching their moves.
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
  std::size_t size(const AnyPosition& p) const { return p.impartial() ? 0 : p.size(); }
  std::optional<Game> known_value(const AnyPosition& p) const { return p.value(); }
  std::string text(const AnyPosition& p) const { return p.text(); }
  std::string expression(const AnyPosition& p) const { return p.expression(); }
  std::string name() const { return "sum of positions"; }
};

// The sum of the parts that are game values, and the other parts.
struct SplitSum {
  Game values = game_table().zero();
  std::vector<AnyPosition> positions;
};

SplitSum split_values(const std::vector<AnyPosition>& sum) {
  SplitSum split;
  for (const AnyPosition& p : sum) {
    if (auto g = p.game_value())
      split.values = cgt::sum(split.values, *g);
    else
      split.positions.push_back(p);
  }
  return split;
}

bool all_impartial(const std::vector<AnyPosition>& positions) {
  return std::all_of(positions.begin(), positions.end(),
                     [](const AnyPosition& p) { return p.impartial(); });
}

// Whether the impartial sum `positions` plus *k has Grundy value 0 (is a P-position): every
// part's Grundy value but the hardest's, and of that one whether it is what makes the total 0.
bool impartial_sum_is_zero(const std::vector<AnyPosition>& positions, std::uint64_t k,
                           Progress* progress) {
  auto hardest = std::max_element(
      positions.begin(), positions.end(),
      [](const AnyPosition& a, const AnyPosition& b) { return a.size() < b.size(); });
  std::uint64_t rest = k;
  for (auto it = positions.begin(); it != positions.end(); ++it)
    if (it != hardest) rest ^= it->grundy(progress);
  return hardest->has_grundy(rest, progress);
}

// Misère play folds nothing (canonical forms of normal play say nothing there): the parts
// are searched as they are, by their ruleset's own misère search when they share rules.
bool misere_wins_moving_first(const std::vector<AnyPosition>& sum, Player first,
                              Progress* progress) {
  if (sum.empty()) return true;  // no move: the player to move has won
  for (const AnyPosition& p : sum)
    if (auto g = p.game_value()) refuse_in_misere_play(*g);
  if (auto alike = sum.front().model().misere_wins_moving_first_alike(sum, first, progress))
    return *alike;
  static RulesetContext<MixedRuleset> mixed{MixedRuleset{}};
  ProgressScope<MixedRuleset> scope(mixed, progress);
  return mixed.misere().wins_moving_first(sum, first);
}

}  // namespace

Game value(const std::vector<AnyPosition>& sum, Progress* progress) {
  Game total = game_table().zero();
  for (const AnyPosition& p : sum) total = cgt::sum(total, p.value(progress));
  return total;
}

std::uint64_t grundy(const std::vector<AnyPosition>& sum, Progress* progress) {
  std::uint64_t total = 0;
  for (const AnyPosition& p : sum) total ^= p.grundy(progress);
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
  if (convention == PlayConvention::kMisere) return misere_wins_moving_first(sum, first, progress);
  SplitSum split = split_values(sum);
  if (split.positions.empty()) return first_player_wins(outcome(split.values), first);
  if (auto alike = split.positions.front().model().wins_moving_first_alike(
          split.positions, split.values, first, progress))
    return *alike;
  if (auto k = nimber_value(split.values); k && all_impartial(split.positions))
    return !impartial_sum_is_zero(split.positions, *k, progress);
  static RulesetContext<MixedRuleset> mixed{MixedRuleset{}};
  ProgressScope<MixedRuleset> scope(mixed, progress);
  return mixed.search.wins_moving_first(split.positions, first, split.values);
}

Outcome solve(const std::vector<AnyPosition>& sum, Progress* progress,
              PlayConvention convention) {
  return outcome_from(wins_moving_first(sum, Player::kLeft, progress, convention),
                      wins_moving_first(sum, Player::kRight, progress, convention));
}

std::vector<std::vector<AnyPosition>> sum_options(const std::vector<AnyPosition>& sum,
                                                  Player who) {
  std::vector<std::vector<AnyPosition>> out;
  for (std::size_t i = 0; i < sum.size(); ++i) {
    for (AnyPosition& o : sum[i].options(who)) {
      std::vector<AnyPosition> next = sum;
      next[i] = std::move(o);
      if (std::find(out.begin(), out.end(), next) == out.end()) out.push_back(std::move(next));
    }
  }
  return out;
}

std::vector<AnyPosition> sum_components(const std::vector<AnyPosition>& sum) {
  std::vector<AnyPosition> out;
  for (const AnyPosition& p : sum)
    for (AnyPosition& c : p.components()) out.push_back(std::move(c));
  return out;
}

std::vector<std::vector<AnyPosition>> winning_moves(const std::vector<AnyPosition>& sum,
                                                    Player who, Progress* progress,
                                                    PlayConvention convention) {
  std::vector<std::vector<AnyPosition>> winning;
  for (std::vector<AnyPosition>& o : sum_options(sum, who))
    if (!wins_moving_first(o, opponent(who), progress, convention))
      winning.push_back(std::move(o));
  return winning;
}

}  // namespace cgt::games
