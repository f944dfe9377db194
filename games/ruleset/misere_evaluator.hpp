// The misère canonical form (misere/impartial_game.hpp) of any position of an impartial
// ruleset: by memoised recursion through a transposition table, as the normal-play evaluator
// does, with the components of a position evaluated apart and added in the misère table. The
// ruleset's shortcuts of normal play (known values, dominated moves, splits proved by values)
// are not used: they are facts of normal play.
//
// Bounded and interruptible like the evaluator: entries count against ruleset_limits(), and
// every new entry polls the interrupt flag or reports to the Progress.
#pragma once

#include <string>
#include <vector>

#include "cgt/interrupt.hpp"
#include "cgt/progress.hpp"
#include "cgt/recursion_guard.hpp"
#include "games/ruleset/limits.hpp"
#include "games/ruleset/position_table.hpp"
#include "games/ruleset/ruleset.hpp"
#include "misere/impartial_game.hpp"

namespace cgt::games {

template <Ruleset R>
  requires(is_impartial<R>())
class MisereEvaluator {
 public:
  using Position = typename R::Position;

  explicit MisereEvaluator(R rules) : rules_(std::move(rules)), name_(rules_.name()) {}
  ~MisereEvaluator() { stored_positions() -= values_.size(); }
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

  void set_progress(Progress* progress) { progress_ = progress; }
  std::size_t size() const { return values_.size(); }

 private:
  misere::MisereGame component_value(const Position& part) {
    Position key = normalised(rules_, part);
    if (const misere::MisereGame* v = values_.find(key)) return *v;
    RecursionGuard guard;
    if (progress_)
      progress_->update(values_.size());
    else if ((++visits_ & 0x3ff) == 0)
      poll_interrupt();
    std::vector<Position> options;
    rules_.options(key, Player::kLeft, options);
    std::vector<misere::MisereGame> option_values;
    option_values.reserve(options.size());
    for (const Position& o : options) option_values.push_back(value(o));
    misere::MisereGame g = misere::misere_table().from_options(option_values);
    check_position_room(name_);
    values_.insert(std::move(key), g);
    ++stored_positions();
    return g;
  }

  R rules_;
  std::string name_;
  PositionTable<Position, misere::MisereGame, PositionHash<R>> values_;
  Progress* progress_ = nullptr;
  std::uint64_t visits_ = 0;
};

}  // namespace cgt::games
