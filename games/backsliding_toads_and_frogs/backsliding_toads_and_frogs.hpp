// Backsliding Toads and Frogs (Winning Ways ch. 11), a loopy ruleset: Toads and Frogs where a
// creature may also slide one cell back onto an empty cell. On a strip of at most 64 cells, a toad
// ('X', Left's) moves one cell right onto an empty cell, or one cell left onto an empty cell, or
// jumps a frog directly to its right onto the empty cell beyond; a frog ('O', Right's) likewise
// with the directions exchanged. Blocked cells ('#') are never entered or jumped. A player who
// cannot move loses.
#pragma once

#include <string>
#include <vector>

#include "games/ruleset/ruleset.hpp"
#include "games/toads_and_frogs/creature_strip.hpp"

namespace cgt::games {

class BackslidingToadsAndFrogs {
 public:
  using Position = CreatureStrip;
  static constexpr bool kLoopy = true;

  static std::uint64_t hash(const Position& p) { return games::hash(p); }
  void options(const Position& p, Player who, std::vector<Position>& out) const;
  std::string text(const Position& p) const { return strip_text(p); }
  std::string name() const { return "backslide"; }
};

}  // namespace cgt::games
