// The evaluators of the loopy rulesets' functions, kept between calls (one per ruleset and
// parameters), so that the positions valued by one call are leaves of the next call's graph.
// They are dropped when the game table is reset, since the values they hold die with it.
#pragma once

#include <map>
#include <memory>
#include <string>

#include "cgt/game_table.hpp"
#include "games/ruleset/loopy_evaluator.hpp"

namespace cgt::lang {

template <class R>
games::LoopyEvaluator<R>& loopy_evaluator(const R& rules, const std::string& key) {
  static std::map<std::string, std::unique_ptr<games::LoopyEvaluator<R>>> evaluators;
  static std::uint64_t generation = game_table().generation();
  if (generation != game_table().generation()) {
    evaluators.clear();
    generation = game_table().generation();
  }
  auto& slot = evaluators[key];
  if (!slot) slot = std::make_unique<games::LoopyEvaluator<R>>(rules);
  return *slot;
}

}  // namespace cgt::lang
