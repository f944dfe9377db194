// Outcomes of sums of integer switches (the benchmark's kind of game) against a plain
// game-tree search that knows no values: positions are the set of unplayed switches plus the
// integer already collected, and every move of the sum is tried, including moves in the
// integer (n -> n-1 for Left when n > 0, n -> n+1 for Right when n < 0).
#include <catch2/catch.hpp>

#include <map>
#include <random>
#include <tuple>

#include "cgt/compare.hpp"
#include "cgt/notation/printer.hpp"
#include "lang/session.hpp"

using namespace cgt;

namespace {

struct SwitchSum {
  std::vector<std::pair<int, int>> switches;  // {a|b}
  std::map<std::tuple<unsigned, int, bool>, bool> memo;

  // Does the player to move (Left when left_to_move) win from (unplayed, n)?
  bool wins(unsigned unplayed, int n, bool left_to_move) {
    auto key = std::make_tuple(unplayed, n, left_to_move);
    if (auto it = memo.find(key); it != memo.end()) return it->second;
    bool win = false;
    for (std::size_t i = 0; i < switches.size() && !win; ++i)
      if (unplayed >> i & 1) {
        int next = n + (left_to_move ? switches[i].first : switches[i].second);
        win = !wins(unplayed & ~(1u << i), next, !left_to_move);
      }
    if (!win && left_to_move && n > 0) win = !wins(unplayed, n - 1, false);
    if (!win && !left_to_move && n < 0) win = !wins(unplayed, n + 1, true);
    memo[key] = win;
    return win;
  }
};

}  // namespace

TEST_CASE("outcomes of switch sums agree with a game-tree search", "[switch_sums]") {
  std::mt19937 rng(2026);
  for (int trial = 0; trial < 60; ++trial) {
    SwitchSum s;
    std::string text;
    int k = 2 + trial % 8;
    for (int i = 0; i < k; ++i) {
      int c = static_cast<int>(rng() % 7) - 3, t = 1 + static_cast<int>(rng() % 6);
      s.switches.emplace_back(c + t, c - t);
      text += fmt::format("{}{{{}|{}}}", i ? " + " : "", c + t, c - t);
    }
    unsigned all = (1u << k) - 1;
    bool left_first = s.wins(all, 0, true), right_first = s.wins(all, 0, false);
    char expected = left_first ? (right_first ? 'N' : 'L') : (right_first ? 'R' : 'P');
    INFO(text);
    CHECK(outcome_letter(outcome(lang::evaluate_game(text))) == expected);
  }
}
