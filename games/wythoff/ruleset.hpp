// Wythoff's game as a ruleset (W. A. Wythoff, "A modification of the game of nim", 1907; paper
// 002, R. Das, "Impartial Games", section 3): two piles (a, b); a move removes any positive
// number of stones from one pile, or the same number from both. Impartial; swapping the piles
// keeps every option an option, so normalise() puts the smaller pile first.
//
// wythoff_game.hpp is the fast path (the P-positions in closed form, Grundy values by a table);
// this ruleset enumerates every option and is checked against it.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "games/ruleset/ruleset.hpp"

namespace cgt::games {

struct WythoffGame {
  struct Position {
    std::uint32_t a = 0, b = 0;
    friend bool operator==(const Position&, const Position&) = default;
  };
  static constexpr bool kImpartial = true;

  static std::uint64_t hash(const Position& p) {
    return mix_hash((std::uint64_t{p.a} << 32) | p.b);
  }
  void options(const Position& p, Player who, std::vector<Position>& out) const;
  // "(3, 5)".
  std::string text(const Position& p) const;
  std::string name() const { return "wythoff"; }
  // How the tool writes the position: "wythoffgame(3, 5)".
  std::string expression(const Position& p) const;
  Position normalise(const Position& p) const;
  std::size_t size(const Position& p) const { return std::size_t{p.a} + p.b; }
};

}  // namespace cgt::games
