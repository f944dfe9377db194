// Boards of any size through one function per ruleset: board_position() makes the tool's
// position of a board, on the 64-cell fast path (the Narrow ruleset, e.g. Clobber on GridBoard)
// when the board fits, else on a wide board (the Wide ruleset, e.g. WideClobber on
// WideGridBoard). WideRules<Narrow, Wide> is Wide with one addition: a component of a wide board
// that fits the fast path is valued there, by Narrow's shared evaluator (known_value), so that
// the small pieces a long strip splits into cost what they cost on their own, and share one
// table with the small positions the user writes. Parts larger than that are searched and
// evaluated on the wide board; a sum of a wide and a small position of the same rules is a sum
// of two rulesets (the mixed search of any_position.hpp).
//
// Wide's positions must convert: a ruleset member `narrowed(p)`, or else a free function
// `narrowed(p)` (found by argument-dependent lookup), giving Narrow's position when p fits.
#pragma once

#include <memory>
#include <optional>
#include <utility>

#include "games/ruleset/typed_position.hpp"

namespace cgt::games {

// Narrow's position of the wide position p, when p fits.
template <Ruleset Wide>
auto narrow_position(const Wide& rules, const typename Wide::Position& p) {
  if constexpr (requires { rules.narrowed(p); })
    return rules.narrowed(p);
  else
    return narrowed(p);
}

template <Ruleset Narrow, Ruleset Wide>
class WideRules : public Wide {
 public:
  using Position = typename Wide::Position;

  WideRules(const Narrow& narrow, Wide wide)
      : Wide(std::move(wide)), narrow_(shared_context(narrow)) {}

  // The value of a component that fits the fast path, or Wide's closed form.
  std::optional<Game> known_value(const Position& p) const {
    if (auto small = narrow_position<Wide>(*this, p)) return narrow_->evaluator.value(*small);
    if constexpr (HasKnownValue<Wide>)
      return Wide::known_value(p);
    else
      return std::nullopt;
  }

 private:
  std::shared_ptr<RulesetContext<Narrow>> narrow_;
};

// The tool's position of the board p: Narrow's when p fits 64 cells, else WideRules'.
template <Ruleset Narrow, Ruleset Wide>
AnyPosition board_position(const Narrow& narrow, const Wide& wide,
                           const typename Wide::Position& p) {
  if (auto small = narrow_position(wide, p)) return make_position(narrow, *small);
  return make_position(WideRules<Narrow, Wide>(narrow, wide), p);
}

}  // namespace cgt::games
