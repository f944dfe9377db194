// The misère canonical form (misere/impartial_game.hpp) of any position of an impartial
// ruleset: by memoised recursion through a transposition table, as the normal-play evaluator
// does, with the components of a position evaluated apart and added in the misère table. The
// ruleset's shortcuts of normal play (known values, dominated moves, splits proved by values)
// are not used: they are facts of normal play.
//
// Bounded and interruptible like the evaluator: its table is a cache within the memory budget
// (cgt/memory_budget.hpp), and every new entry polls the interrupt flag or reports to the
// Progress.
#pragma once

#include <string>
#include <vector>

#include "cgt/memory_budget.hpp"
#include "cgt/progress.hpp"
#include "cgt/recursion_guard.hpp"
#include "games/ruleset/position_table.hpp"
#include "games/ruleset/ruleset.hpp"
#include "games/ruleset/search_visits.hpp"
#include "misere/impartial_game.hpp"

namespace cgt::games {

template <Ruleset R>
  requires(is_impartial<R>())
class MisereEvaluator {
 public:
  using Position = typename R::Position;

  explicit MisereEvaluator(R rules)
      : rules_(std::move(rules)), values_(rules_.name() + " misère values") {}
  MisereEvaluator(const MisereEvaluator&) = delete;
  MisereEvaluator& operator=(const MisereEvaluator&) = delete;

  // The misère canonical form of p.
  misere::MisereGame value(const Position& p) {
    std::vector<Position> parts;
    split_components(rules_, p, parts);
    misere::MisereTable& table = misere::misere_table();
    misere::MisereGame total = table.zero();
    for (const Position& part : parts) total = table.sum(total, component_value(part));
    return total;
  }

  void set_progress(Progress* progress) { visits_.set_progress(progress); }
  std::size_t size() const { return values_.size(); }

 private:
  misere::MisereGame component_value(const Position& part) {
    Position key = normalised(rules_, part);
    if (const misere::MisereGame* v = values_.find(key)) return *v;
    RecursionGuard guard;
    const std::uint64_t work = table_work();
    visits_.visit(values_.size());
    std::vector<Position> options;
    rules_.options(key, Player::kLeft, options);
    std::vector<misere::MisereGame> option_values;
    option_values.reserve(options.size());
    for (const Position& o : options) option_values.push_back(value(o));
    misere::MisereGame g = misere::misere_table().from_options(option_values);
    values_.insert(std::move(key), g, table_work() - work);
    return g;
  }

  R rules_;
  PositionTable<Position, misere::MisereGame, PositionHash<R>> values_;
  SearchVisits visits_;
};

}  // namespace cgt::games
