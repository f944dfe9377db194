// Elephants and Rhinos (Lessons in Play): a strip of elephants ('X', Left's) and rhinos ('O',
// Right's), empty cells ('.') and blocked cells ('#'). A move steps one of the mover's animals
// one cell forward into an empty cell: elephants move right, rhinos left; nobody jumps. The
// first player without a move loses. These are Toads and Frogs' moves with slides of exactly one
// cell and no jumps, so the moves and components are those of ToadsAndFrogs(1, 1, 0, false): an
// elephant directly facing a rhino ("XO") never moves again and splits the strip.
// Strips of any length: BasicElephantsAndRhinos<Strip> for CreatureStrip and WideCreatureStrip.
#pragma once

#include "games/toads_and_frogs/toads_and_frogs.hpp"

namespace cgt::games {

template <class Strip>
class BasicElephantsAndRhinos {
 public:
  using Position = Strip;

  static std::uint64_t hash(const Position& p) { return games::hash(p); }
  void options(const Position& p, Player who, std::vector<Position>& out) const {
    moves_.options(p, who, out);
  }
  void components(const Position& p, std::vector<Position>& out) const {
    moves_.components(p, out);
  }
  std::size_t size(const Position& p) const { return moves_.size(p); }
  std::string text(const Position& p) const { return strip_text(p); }
  std::string name() const { return "elephants"; }

 private:
  BasicToadsAndFrogs<Strip> moves_{1, 1, 0, false};
};

using ElephantsAndRhinos = BasicElephantsAndRhinos<CreatureStrip>;
using WideElephantsAndRhinos = BasicElephantsAndRhinos<WideCreatureStrip>;

}  // namespace cgt::games
