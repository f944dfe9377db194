// A second, independent decision procedure for the take-away games with a move dynamic, for
// the tests: plain game-tree search on (piles, r) with no least-winning-take tables, no sorted
// keys beyond the memo, and nothing from the papers.
#pragma once

#include <map>
#include <utility>
#include <vector>

namespace cgt::test {

class NaiveTakeAway {
 public:
  // factor 2: Fibonacci nim (the next limit is 2s); factor 1: power-of-two nim (s).
  explicit NaiveTakeAway(int factor) : factor_(factor) {}

  // Whether the player to move wins (piles; r); r larger than every pile means no limit.
  bool first_player_wins(std::vector<int> piles, int r);

 private:
  int factor_;
  std::map<std::pair<std::vector<int>, int>, bool> memo_;
};

}  // namespace cgt::test
