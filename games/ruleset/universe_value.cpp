#include "games/ruleset/universe_value.hpp"

#include <string>

#include "cgt/error.hpp"
#include "cgt/memory_budget.hpp"
#include "cgt/recursion_guard.hpp"
#include "games/ruleset/position_table.hpp"
#include "games/ruleset/search_visits.hpp"

namespace cgt::games {
namespace {

using misere::Universe;

struct AnyPositionHash {
  std::uint64_t operator()(const AnyPosition& p) const { return p.hash(); }
};

const char* player_name(int which) { return which == 0 ? "Left" : "Right"; }

template <Universe U>
class UniverseEvaluator {
 public:
  using Game = misere::UniverseGame<U>;
  // A value with whether the position, as played, is a Left end and a Right end (membership
  // in U is a property of the positions, not of their canonical forms).
  struct Valued {
    Game game;
    bool ends[2] = {true, true};
  };

  explicit UniverseEvaluator(Progress* progress) : values_("misère universe values") {
    visits_.set_progress(progress);
  }
  UniverseEvaluator(const UniverseEvaluator&) = delete;
  UniverseEvaluator& operator=(const UniverseEvaluator&) = delete;

  Valued value(const AnyPosition& p) {
    misere::UniverseTable<U>& table = misere::universe_table<U>();
    Valued total{table.zero(), {true, true}};
    for (const AnyPosition& part : p.components()) {
      Valued v = component(part);
      total.game = table.sum(total.game, v.game);
      for (int which : {0, 1}) total.ends[which] = total.ends[which] && v.ends[which];
    }
    return total;
  }

 private:
  Valued component(const AnyPosition& p) {
    if (const Valued* v = values_.find(p)) return *v;
    RecursionGuard guard;
    const std::uint64_t work = table_work();
    visits_.visit(values_.size());
    std::vector<AnyPosition> options[2] = {p.options(Player::kLeft), p.options(Player::kRight)};
    std::vector<Valued> valued[2];
    for (int which : {0, 1})
      for (const AnyPosition& o : options[which]) valued[which].push_back(value(o));
    check_member(p, options, valued);
    std::vector<Game> sides[2];
    for (int which : {0, 1})
      for (const Valued& v : valued[which]) sides[which].push_back(v.game);
    Valued out{misere::universe_table<U>().from_options(sides[0], sides[1]),
               {options[0].empty(), options[1].empty()}};
    values_.insert(p, out, table_work() - work);
    return out;
  }

  void check_member(const AnyPosition& p, const std::vector<AnyPosition> (&options)[2],
                    const std::vector<Valued> (&valued)[2]) const {
    if constexpr (U == Universe::kDicot) {
      if (options[0].empty() != options[1].empty())
        throw DomainError("dicot: " + p.expression() + " is not a dicot (only " +
                          player_name(options[0].empty() ? 1 : 0) +
                          " can move there); canonical forms modulo D are of dicots only");
    } else {
      for (int which : {0, 1}) {
        if (!options[which].empty()) continue;
        for (std::size_t i = 0; i < options[1 - which].size(); ++i)
          if (!valued[1 - which][i].ends[which])
            throw DomainError("deadending: " + p.expression() + " is not dead-ending (" +
                              player_name(which) + " cannot move there but can after " +
                              player_name(1 - which) + "'s move to " +
                              options[1 - which][i].expression() +
                              "); canonical forms modulo E are of dead-ending games only");
      }
    }
  }

  PositionTable<AnyPosition, Valued, AnyPositionHash> values_;
  SearchVisits visits_;
};

}  // namespace

template <Universe U>
misere::UniverseGame<U> universe_value(const std::vector<AnyPosition>& sum, Progress* progress) {
  UniverseEvaluator<U> evaluator(progress);
  misere::UniverseTable<U>& table = misere::universe_table<U>();
  misere::UniverseGame<U> total = table.zero();
  for (const AnyPosition& p : sum) total = table.sum(total, evaluator.value(p).game);
  return total;
}

template misere::DicotGame universe_value<Universe::kDicot>(const std::vector<AnyPosition>&,
                                                            Progress*);
template misere::DeadEndingGame universe_value<Universe::kDeadEnding>(
    const std::vector<AnyPosition>&, Progress*);

}  // namespace cgt::games
