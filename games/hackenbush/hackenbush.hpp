// Red-blue-green Hackenbush (Winning Ways, ch. 1, 2 and 7): a graph of coloured edges standing
// on the ground. Left (Blue) cuts a blue 'L' or green 'G' edge, Right (Red) a red 'R' or green
// 'G' edge; edges no longer connected to the ground disappear. Whoever cannot cut loses.
//
// A position is a grounded graph (hackenbush_graph.hpp); notation in hackenbush_notation.hpp.
// Parts meeting only at the ground are components; trees are put in a canonical order
// (normalise), so isomorphic trees share a table entry; blue-red stalks and green trees have
// values in closed form (hackenbush_values.hpp).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "cgt/game.hpp"
#include "games/hackenbush/hackenbush_graph.hpp"
#include "games/ruleset/ruleset.hpp"

namespace cgt::games {

class Hackenbush {
 public:
  using Position = HackenbushGraph;

  static std::uint64_t hash(const Position& p);
  void options(const Position& p, Player who, std::vector<Position>& out) const;
  std::string text(const Position& p) const;
  std::string name() const { return "hackenbush"; }
  void components(const Position& p, std::vector<Position>& out) const;
  Position normalise(const Position& p) const { return canonical_order(p); }
  std::optional<Game> known_value(const Position& p) const;
  std::size_t size(const Position& p) const { return p.size(); }
};

}  // namespace cgt::games
