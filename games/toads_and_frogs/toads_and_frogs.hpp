// Toads and Frogs (Winning Ways, ch. 1) and its generalisation gentoads. A strip of cells holds
// toads ('X', Left's, moving right), frogs ('O', Right's, moving left), empty cells ('.') and
// blocked cells ('#', never entered or jumped). A move takes one of the mover's creatures either
//   - min_slide..max_slide cells forward, over empty cells only, onto an empty cell, or
//   - over 1..max_jump consecutive creatures directly ahead of it (opponent's creatures only,
//     or any creatures when `friendly`), onto the empty cell just beyond them.
// Standard Toads and Frogs is (1, 1, 1, not friendly); Elephants and Rhinos is (1, 1, 0).
// The first player without a move loses.
//
// Components: a '#' splits the strip; so does a blockade, a run of more than max_jump toads
// directly followed by a run of more than max_jump frogs (no creature of either run can ever
// move, and none can be jumped: the cut is proved in toads_and_frogs.cpp). Frozen creatures at
// the ends (toads at the right end, frogs at the left end) are dropped, and parts with no empty
// cell or no creature are worth 0 and dropped too.
// Strips of any length: BasicToadsAndFrogs<Strip> for CreatureStrip and WideCreatureStrip.
#pragma once

#include <string>
#include <vector>

#include "games/ruleset/ruleset.hpp"
#include "games/toads_and_frogs/creature_strip.hpp"

namespace cgt::games {

template <class Strip>
class BasicToadsAndFrogs {
 public:
  using Position = Strip;

  // Standard Toads and Frogs.
  BasicToadsAndFrogs() = default;
  // Throws DomainError unless 1 <= min_slide <= max_slide <= 63 and 0 <= max_jump <= 62.
  BasicToadsAndFrogs(int min_slide, int max_slide, int max_jump, bool friendly);

  static std::uint64_t hash(const Position& p) { return games::hash(p); }
  void options(const Position& p, Player who, std::vector<Position>& out) const;
  void components(const Position& p, std::vector<Position>& out) const;
  // The empty cells: what the outcome search folds small components by.
  std::size_t size(const Position& p) const;
  std::string text(const Position& p) const { return strip_text(p); }
  // "toads" for the standard rules, else "gentoads(min_slide,max_slide,max_jump,friendly)".
  std::string name() const;
  // How the tool writes p: toads("X.O") or gentoads("X.O", 1, 2, 1, 0).
  std::string expression(const Position& p) const;

 private:
  void left_options(const Position& p, std::vector<Position>& out) const;
  // Appends p[begin, end) with its frozen ends dropped, unless it is worth 0 at sight.
  void add_part(const Position& p, std::size_t begin, std::size_t end,
                std::vector<Position>& out) const;

  int min_slide_ = 1, max_slide_ = 1, max_jump_ = 1;
  bool friendly_ = false;
};

using ToadsAndFrogs = BasicToadsAndFrogs<CreatureStrip>;
using WideToadsAndFrogs = BasicToadsAndFrogs<WideCreatureStrip>;

}  // namespace cgt::games
