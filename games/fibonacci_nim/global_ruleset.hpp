// Take-away games with a global move dynamic as a ruleset (paper 000, U. Larsson and
// S. Rubinstein-Salzedo, "Global Fibonacci Nim", sections 1, 6-8): a position (n_1, ..., n_k; r)
// is piles of stones and one limit r for the whole game. A move removes s stones,
// 1 <= s <= r, from any one pile, and the next limit is 2s (global Fibonacci nim) or s (global
// power-of-two nim, section 8). r = infinity (kNoLimit) at the start: the first move may take
// any number of stones from one pile, and any pile may be emptied (paper 000's convention).
//
// Not a disjunctive sum (a move in one pile changes the limit of the others), so there are no
// components; the ruleset is still impartial, and its values are nimbers whose zero positions
// are the P-positions. The global solver (global_solver.hpp) is the fast path for outcomes;
// this ruleset is checked against it.
#pragma once

#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "games/fibonacci_nim/least_winning_take.hpp"
#include "games/ruleset/ruleset.hpp"

namespace cgt::games {

class GlobalTakeAway {
 public:
  static constexpr std::uint32_t kNoLimit = std::numeric_limits<std::uint32_t>::max();

  struct Position {
    std::vector<std::uint32_t> piles;
    std::uint32_t limit = kNoLimit;  // r
    friend bool operator==(const Position&, const Position&) = default;
  };
  static constexpr bool kImpartial = true;

  explicit GlobalTakeAway(MoveDynamic dynamic) : dynamic_(dynamic) {}

  static std::uint64_t hash(const Position& p);
  void options(const Position& p, Player who, std::vector<Position>& out) const;
  // "(3, 4, 10; 6)", "(3, 4, 10; inf)".
  std::string text(const Position& p) const;
  // "global fibonacci nim" or "global power-of-two nim".
  std::string name() const;
  // How the tool writes the position: "gfibgame([3, 4, 10])" (r = infinity),
  // "p2nimgame([5, 6, 7], 2)".
  std::string expression(const Position& p) const;
  // Piles sorted, empty piles dropped, the limit capped at the largest pile (no take is
  // larger, so the options stay the same).
  Position normalise(const Position& p) const;
  std::size_t size(const Position& p) const;
  MoveDynamic dynamic() const { return dynamic_; }

 private:
  MoveDynamic dynamic_;
};

}  // namespace cgt::games
