// The impartial variant of any ruleset: both players get the union of Left's and Right's
// options (Cram from Domineering, and `impartial(P)` in the tool). Components (of positions and
// of options) and symmetries carry over, since a part of a sum stays a part when both players may
// make every move; so does the order in which the outcome search tries the moves. R's maps that
// swap the players (a colour swap) become symmetries too. R's dominated moves and conditional
// splits do not carry over: their proofs rest on moves that only one player has.
#pragma once

#include <algorithm>

#include "games/ruleset/ruleset.hpp"

namespace cgt::games {

template <Ruleset R>
struct Impartial {
  using Position = typename R::Position;
  static constexpr bool kImpartial = true;

  R rules;

  static std::uint64_t hash(const Position& p) { return R::hash(p); }
  void options(const Position& p, Player, std::vector<Position>& out) const {
    rules.options(p, Player::kLeft, out);
    rules.options(p, Player::kRight, out);
  }
  // Left's then Right's options, each in R's order for the outcome search (ruleset.hpp); then
  // those R's order leaves out as dominated, since R's dominance is no dominance here.
  void search_options(const Position& p, Player,
                      std::vector<Position>& out) const requires HasSearchOptions<R> {
    std::size_t first = out.size();
    rules.search_options(p, Player::kLeft, out);
    rules.search_options(p, Player::kRight, out);
    if constexpr (HasUndominatedOptions<R>) {
      std::vector<Position> all;
      options(p, Player::kLeft, all);
      std::size_t listed = out.size();
      if (listed - first == all.size()) return;  // nothing left out
      for (const Position& o : all) {
        auto begin = out.begin() + static_cast<std::ptrdiff_t>(first),
             end = out.begin() + static_cast<std::ptrdiff_t>(listed);
        if (std::find(begin, end, o) == end) out.push_back(o);
      }
    }
  }
  std::string text(const Position& p) const { return rules.text(p); }
  std::string name() const { return "impartial " + rules.name(); }
  std::string expression(const Position& p) const {
    return "impartial(" + position_expression(rules, p) + ")";
  }
  void components(const Position& p, std::vector<Position>& out) const requires HasComponents<R> {
    rules.components(p, out);
  }
  void option_components(const Position& parent, const Position& option,
                         std::vector<Position>& out) const requires HasOptionComponents<R> {
    rules.option_components(parent, option, out);
  }
  // A map swapping the players' options keeps their union: the larger group, fewer keys.
  Position normalise(const Position& p) const requires HasNormalise<R> {
    if constexpr (HasSignedNormalise<R>) {
      bool negated = false;
      return rules.normalise(p, negated);
    } else {
      return rules.normalise(p);
    }
  }
  std::size_t size(const Position& p) const requires HasSize<R> { return rules.size(p); }
};

}  // namespace cgt::games
