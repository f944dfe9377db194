// A plain game-tree search for tests: who wins a sum of positions of a ruleset, using nothing
// but the ruleset's options() (no components, no symmetries, no values, no folding). Memoised
// on the sorted texts of the parts, so it is independent of the ruleset's hash and normalise.
// In normal play a player with no move loses; in misère play (misere = true) one wins.
// Exponential: for small positions only.
#pragma once

#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "cgt/compare.hpp"
#include "games/ruleset/ruleset.hpp"

namespace cgt::test {

template <games::Ruleset R>
class NaiveOutcome {
 public:
  using Position = typename R::Position;
  explicit NaiveOutcome(R rules, bool misere = false)
      : rules_(std::move(rules)), misere_(misere) {}

  // Whether `first` moving first wins the sum.
  bool wins(const std::vector<Position>& sum, games::Player first) {
    std::vector<std::string> key_parts;
    for (const Position& p : sum) key_parts.push_back(rules_.text(p));
    std::sort(key_parts.begin(), key_parts.end());
    std::string key(1, first == games::Player::kLeft ? 'L' : 'R');
    for (const std::string& k : key_parts) key += '\x1f' + k;
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    bool result = false, can_move = false;
    std::vector<Position> options;
    for (std::size_t i = 0; i < sum.size() && !result; ++i) {
      options.clear();
      rules_.options(sum[i], first, options);
      can_move = can_move || !options.empty();
      for (const Position& o : options) {
        std::vector<Position> next = sum;
        next[i] = o;
        if (!wins(next, games::opponent(first))) {
          result = true;
          break;
        }
      }
    }
    if (misere_ && !can_move) result = true;
    memo_.emplace(std::move(key), result);
    return result;
  }

  Outcome outcome(const std::vector<Position>& sum) {
    bool left = wins(sum, games::Player::kLeft), right = wins(sum, games::Player::kRight);
    if (left) return right ? Outcome::kNext : Outcome::kLeft;
    return right ? Outcome::kRight : Outcome::kPrevious;
  }

 private:
  R rules_;
  bool misere_;
  std::map<std::string, bool> memo_;
};

}  // namespace cgt::test
