// Who wins a position of blue and red GoldenNugget heaps, by searching the game tree: the
// rules of paper 004 (Definition 1.1 and section 1) and nothing else, no game values. The
// subtraction set A = {floor(n phi)} comes from Wythoff's mex construction, not from the
// engine's Beatty sequences.
#pragma once

#include <cstdint>
#include <unordered_map>
#include <vector>

#include "cgt/compare.hpp"
#include "games/complementary_subtraction/heap_sums.hpp"

namespace cgt::test {

// membership[s] = [s in A] for 0 <= s <= upto, from A(n) = mex{A(i), B(i) : i < n} and
// B(n) = A(n) + n.
std::vector<bool> wythoff_a_membership(int upto);

class HeapGameSearch {
 public:
  // Positions of at most 7 heaps of at most min(max_heap, 127) counters each.
  explicit HeapGameSearch(int max_heap);

  Outcome outcome(const games::HeapPosition& p);

 private:
  // Whether the player to move wins; a heap is the code 2 * size + (1 if red), sorted.
  bool wins(const std::vector<int>& heaps, bool left_to_move);

  std::vector<bool> in_a_;
  std::unordered_map<std::uint64_t, bool> memo_;
};

// Every multiset of exactly `heaps` heaps, each blue or red with 1..max_heap counters.
std::vector<games::HeapPosition> all_positions(int heaps, int max_heap);

}  // namespace cgt::test
