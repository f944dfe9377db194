// Incentives, followers and stop counts. Sources: Winning Ways, ch. 2 and 6, and Siegel,
// Combinatorial Game Theory, sec. II.4 (incentives; every incentive of a number is negative:
// the number avoidance theorem); values marked "by hand" follow from the definitions in
// cgt/incentives.hpp and cgt/followers.hpp, and the stop count is cross-checked by a naive count.
#include <catch2/catch.hpp>
#include <random>

#include "cgt/big_int.hpp"
#include "cgt/compare.hpp"
#include "cgt/followers.hpp"
#include "cgt/game_table.hpp"
#include "cgt/incentives.hpp"
#include "cgt/notation/printer.hpp"
#include "cgt/sum.hpp"
#include "cgt/values.hpp"
#include "tests/support/game_text.hpp"
#include "tests/support/random_games.hpp"

using namespace cgt;
using test::G;

namespace {

// Paths to numbers, counted without memoisation over the canonical tree.
BigInt naive_stop_count(Game g) {
  GameTable& t = game_table();
  if (t.is_number(g)) return 1;
  BigInt n = 0;
  for (Game o : std::vector<Game>(t.left_options(g).begin(), t.left_options(g).end()))
    n += naive_stop_count(o);
  for (Game o : std::vector<Game>(t.right_options(g).begin(), t.right_options(g).end()))
    n += naive_stop_count(o);
  return n;
}

}  // namespace

TEST_CASE("incentives", "[structure]") {
  // A switch {a|b}: Left gains a - {a|b}, Right {a|b} - b, and both are {a-b | 0} (by hand:
  // for {2|-1}, 2 - {2|-1} = {3|0} and {2|-1} + 1 = {3|0}).
  CHECK(left_incentives(G("{2|-1}")) == std::vector<Game>{G("{3|0}")});
  CHECK(right_incentives(G("{2|-1}")) == std::vector<Game>{G("{3|0}")});
  CHECK(incentives(G("{2|-1}")) == std::vector<Game>{G("{3|0}")});
  CHECK(incentives(star()) == std::vector<Game>{star()});  // 0 - * = * - 0 = *
  // ^ = {0|*}: Left's incentive 0 - ^ = v, Right's ^ - * = ^*; ^* > v dominates.
  CHECK(left_incentives(up()) == std::vector<Game>{down()});
  CHECK(incentives(up()) == std::vector<Game>{G("^*")});
  // Number avoidance: every incentive of a number is negative.
  for (const char* x : {"1", "-3", "1/2", "13/8", "-5/4"})
    for (Game i : incentives(G(x))) CHECK(less(i, zero()));
}

TEST_CASE("the explicit form's length is counted without writing it", "[structure]") {
  std::mt19937 rng(21);
  std::vector<Game> games{G("{1|0} + ^"), G("*5"), G("-3/8"), G("{2||1|*} - {1/2|v}")};
  for (int i = 0; i < 60; ++i) games.push_back(test::random_game(rng, 1 + i % 4));
  for (Game g : games) {
    std::string text = to_string(g, Style::kExplicit);
    INFO(text);
    CHECK(explicit_length(g) == BigInt(text.size()));
  }
}

TEST_CASE("followers and stop counts", "[structure]") {
  CHECK(followers(G("{1|*}")).size() == 4);  // {1|*}, 1, *, 0
  CHECK(followers(G("{1|*}"))[0] == G("{1|*}"));
  for (std::uint64_t n = 0; n < 8; ++n) CHECK(follower_count(nimber(n)) == n + 1);
  CHECK(follower_count(integer(5)) == 6);  // 5, 4, ..., 0
  // *n: each of the n options on either side leads on, so by hand s(*0) = 1 and
  // s(*n) = 2 (s(*0) + ... + s(*(n-1))) = 2.3^(n-1).
  BigInt power = 2;
  for (std::uint64_t n = 1; n < 8; ++n, power *= 3) CHECK(stop_count(nimber(n)) == power);
  CHECK(stop_count(G("{3|-1}")) == 2);
  std::mt19937 rng(8);
  for (int i = 0; i < 100; ++i) {
    Game g = test::to_table(test::random_ref(rng, 3));
    INFO(to_string(g));
    CHECK(stop_count(g) == naive_stop_count(g));
    std::vector<Game> f = followers(g);
    CHECK(std::find(f.begin(), f.end(), g) == f.begin());
    for (Game k : f)  // closed under options, no repeats
      for (Game o : game_table().left_options(k)) CHECK(std::count(f.begin(), f.end(), o) == 1);
  }
}

TEST_CASE("followers of numbers plus nimbers come from their structure", "[structure]") {
  // The followers of x + *n are x + *j for j <= n and the followers of x; the walk takes them
  // without materialising x + *j's options, so *30000 costs 30001 nodes, not 4.5 * 10^8 slots.
  std::size_t slots = game_table().stats().option_slots;
  CHECK(follower_count(nimber(30000)) == 30001);
  CHECK(game_table().stats().option_slots - slots < 1000);
  // Against the closure under options, taken from the option lists themselves.
  for (const char* text : {"1/2*3", "*7", "{1/2*3|*2}", "{*5|1*4}", "-3/4*6", "{0,*9|0}"}) {
    Game g = G(text);
    std::vector<Game> closure{g}, f = followers(g);
    for (std::size_t i = 0; i < closure.size(); ++i) {
      std::vector<Game> options(game_table().left_options(closure[i]).begin(),
                                game_table().left_options(closure[i]).end());
      options.insert(options.end(), game_table().right_options(closure[i]).begin(),
                     game_table().right_options(closure[i]).end());
      for (Game o : options)
        if (std::find(closure.begin(), closure.end(), o) == closure.end()) closure.push_back(o);
    }
    INFO(text);
    CHECK(f.size() == closure.size());
    for (Game k : closure) CHECK(std::count(f.begin(), f.end(), k) == 1);
  }
}
