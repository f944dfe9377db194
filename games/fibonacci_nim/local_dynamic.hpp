// Several piles of Fibonacci nim with the local move dynamic (paper 000, section 1; paper 002,
// section 2.5): each pile keeps its own limit, so the game is the disjunctive sum of one-pile
// games (n_i; r_i) and its value is the nimber of the xor of their Grundy values G(n_i, r_i)
// (grundy_table.hpp, paper 002's convention: r capped at n; a fresh pile in the multi-pile game
// may be emptied, i.e. it is (n; n)).
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "games/fibonacci_nim/global_solver.hpp"
#include "games/fibonacci_nim/grundy_table.hpp"

namespace cgt::games {

struct LocalPile {
  std::int64_t n, r;
};

// The xor of the piles' Grundy values; `grundy` must reach the largest pile.
std::uint64_t local_nim_value(std::span<const LocalPile> piles, const FibonacciNimGrundy& grundy);

// Every move to a position of value 0, by pile and then by take.
std::vector<PileMove> local_winning_moves(std::span<const LocalPile> piles,
                                          const FibonacciNimGrundy& grundy);

}  // namespace cgt::games
