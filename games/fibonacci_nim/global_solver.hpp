// Outcomes and winning moves of positions (n_1, ..., n_k; r) of a take-away game with a global
// move dynamic (global Fibonacci nim, paper 000 sections 6-7; global power-of-two nim, section
// 8), for any number of piles, through the least winning take-away T (least_winning_take.hpp)
// memoised by the sorted multiset of non-empty piles.
//
// Convention (paper 000, section 1): in the multi-pile games any pile may be emptied, also on
// the first move; r = infinity (std::nullopt) lets the first move take any number of stones
// from one pile.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <unordered_map>
#include <vector>

#include "games/fibonacci_nim/least_winning_take.hpp"

namespace cgt::games {

inline constexpr std::int64_t kMaxGlobalPileSize = 1'000'000'000;

// A move: take `take` stones from pile `pile` (an index into the caller's list).
struct PileMove {
  std::size_t pile;
  std::int64_t take;
  friend bool operator==(const PileMove&, const PileMove&) = default;
};

class GlobalSolver {
 public:
  explicit GlobalSolver(MoveDynamic dynamic, std::size_t max_states = 20'000'000)
      : dynamic_(dynamic), max_states_(max_states) {}

  // T of the position, piles in any order (zeros allowed). DomainError for a negative pile, a
  // pile above kMaxGlobalPileSize or more than kMaxGlobalPiles piles; LimitError when more
  // than max_states positions would have to be stored.
  Take least_winning_take(std::span<const std::int64_t> piles);

  // Whether (piles; limit) is a P-position; no limit means r = infinity.
  bool is_p(std::span<const std::int64_t> piles, std::optional<std::int64_t> limit);

  // Every move from (piles; limit) to a P-position, by pile and then by take.
  std::vector<PileMove> winning_moves(std::span<const std::int64_t> piles,
                                      std::optional<std::int64_t> limit);

  std::size_t stored_positions() const { return memo_.size(); }
  MoveDynamic dynamic() const { return dynamic_; }

 private:
  struct KeyHash {
    std::size_t operator()(const std::vector<Pile>& key) const;
  };

  Take solve(std::span<const Pile> sorted);

  MoveDynamic dynamic_;
  std::size_t max_states_;
  std::unordered_map<std::vector<Pile>, Take, KeyHash> memo_;
};

// The piles as a sorted multiset of Pile, validated as GlobalSolver documents.
std::vector<Pile> sorted_piles(std::span<const std::int64_t> piles);

}  // namespace cgt::games
