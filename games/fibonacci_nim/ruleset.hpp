// Fibonacci nim with the local move dynamic as a ruleset (paper 000, U. Larsson and
// S. Rubinstein-Salzedo, "Global Fibonacci Nim", sections 1 and 5; paper 002, R. Das, "Impartial
// Games", section 2.4). A pile (n; r) holds n stones with limit r: a move removes s stones,
// 1 <= s <= min(r, n), and leaves (n - s; 2s). With several piles each pile keeps its own limit
// (the local dynamic), so a position is the disjunctive sum of its piles: components() splits
// it, and its Grundy value is the xor of the piles' G(n, r).
//
// Convention (paper 000, section 5): the limit is explicit and the whole pile may be taken when
// r >= n, so (n; r) with r > n is the same game as (n; n) (paper 002 caps r at n; normalise()
// does too). A fresh pile of n is (n; n); the classical first move from n stones, which may not
// empty the pile, is (n; n - 1). Impartial.
//
// The Grundy table (grundy_table.hpp) is the fast path for G(n, r); this ruleset enumerates
// every take and is checked against it.
#pragma once

#include <compare>
#include <cstdint>
#include <string>
#include <vector>

#include "games/ruleset/ruleset.hpp"

namespace cgt::games {

struct LocalFibonacciNim {
  struct Pile {
    std::uint32_t n = 0, r = 0;  // stones and limit
    friend auto operator<=>(const Pile&, const Pile&) = default;
  };
  using Position = std::vector<Pile>;  // the piles of the sum, in any order
  static constexpr bool kImpartial = true;

  static std::uint64_t hash(const Position& p);
  void options(const Position& p, Player who, std::vector<Position>& out) const;
  // "(7; 3)", "(5; 5) + (7; 3)"; "0" for no piles.
  std::string text(const Position& p) const;
  std::string name() const { return "fibonacci nim"; }
  // How the tool writes the position: "fibnimgame(7, 3)", "fibnimgame([[5, 5], [7, 3]])".
  std::string expression(const Position& p) const;
  // Each non-empty pile on its own.
  void components(const Position& p, std::vector<Position>& out) const;
  // Limits capped at the pile, empty piles dropped, piles sorted.
  Position normalise(const Position& p) const;
  std::size_t size(const Position& p) const;
};

}  // namespace cgt::games
