// Thermographs, means, temperatures, cooling and heating. Expected values come from the
// textbooks (Winning Ways, ch. 6 "Hot battles ahead!"; Albert, Nowakowski, Wolfe, Lessons in Play,
// ch. 6; Siegel, Combinatorial Game Theory, sec. II.5) or, where marked, are derived by hand from
// the definitions in cgt/thermograph.hpp and cross-checked by a second computation here: the walls
// must equal the stops of the cooled game at every sampled temperature.
#include <catch2/catch.hpp>
#include <random>

#include "cgt/canonical.hpp"
#include "cgt/cooling.hpp"
#include "cgt/facts.hpp"
#include "cgt/game_table.hpp"
#include "cgt/sum.hpp"
#include "cgt/thermograph.hpp"
#include "cgt/values.hpp"
#include "tests/support/game_text.hpp"
#include "tests/support/random_games.hpp"

using namespace cgt;
using test::G;
static Dyadic D(const char* text) {
  return Dyadic::parse(text);
}

namespace {

struct Expected {
  const char* game;
  const char* left_wall;
  const char* right_wall;
  const char* mean;
  const char* temperature;
};

// Temperatures -1, -7/8, ..., up to two above the temperature: every corner of the small games
// here lies on this grid or between two of its points.
std::vector<Dyadic> sample_temperatures(const Thermograph& th) {
  std::vector<Dyadic> ts;
  Dyadic top = th.temperature + Dyadic(2);
  for (Dyadic t(-1); t <= top; t += D("1/8")) ts.push_back(t);
  return ts;
}

// The second computation: LW(t) and RW(t) must be the stops of G cooled by t.
void check_walls_are_stops_of_cooled_game(Game g) {
  Thermograph th = thermograph(g);
  for (const Dyadic& t : sample_temperatures(th)) {
    Game cooled = cool(g, t);
    INFO("G = " << to_string(g) << ", t = " << t.to_string() << ", G_t = " << to_string(cooled));
    CHECK(left_stop(cooled) == th.left_wall.at(t));
    CHECK(right_stop(cooled) == th.right_wall.at(t));
  }
}

}  // namespace

TEST_CASE("thermographs of textbook games", "[thermography]") {
  const Expected cases[] = {
      // A switch {a|b} with a >= b: walls a - t and b + t meeting at the mean (a+b)/2 at the
      // temperature (a-b)/2 (Winning Ways, ch. 6; Lessons in Play, ch. 6).
      {"{3|-1}", "(-1, 4) (2, 1)", "(-1, -2) (2, 1)", "1", "2"},
      {"+-1", "(-1, 2) (1, 0)", "(-1, -2) (1, 0)", "0", "1"},
      {"{1|0}", "(-1, 2) (1/2, 1/2)", "(-1, -1) (1/2, 1/2)", "1/2", "1/2"},
      // {4|2||-1}: by hand. Left's option {4|2} has right wall 2 + t up to 1, then 3, so the
      // taxed Left scaffold is 2 up to t = 1, then 3 - t; the Right scaffold is -1 + t; they meet
      // at t = 2 in 1.
      {"{4|2||-1}", "(-1, 2) (1, 2) (2, 1)", "(-1, -2) (2, 1)", "1", "2"},
      // An integer: the mast from -1 (Siegel, sec. II.5: integers are not cooled).
      {"5", "(-1, 5)", "(-1, 5)", "5", "-1"},
      // 3/4 = {1/2|1}: by hand, Left scaffold RW_{1/2}(t) - t is 1 up to -1/2, then 1/2 - t; the
      // Right scaffold is 1 + t; they meet at -1/4, the temperature of a number m/2^2.
      {"3/4", "(-1, 1) (-1/2, 1) (-1/4, 3/4)", "(-1, 0) (-1/4, 3/4)", "3/4", "-1/4"},
      // Infinitesimals: * = {0|0} has walls -t and t meeting at 0; ^ = {0|*} has the Left wall
      // -t and the Right wall 0 (Right's option * taxed: LW_*(t) + t = 0 below 0).
      {"*", "(-1, 1) (0, 0)", "(-1, -1) (0, 0)", "0", "0"},
      {"^", "(-1, 1) (0, 0)", "(-1, 0)", "0", "0"},
      {"v", "(-1, 0)", "(-1, -1) (0, 0)", "0", "0"},
      {"^*", "(-1, 1) (0, 0)", "(-1, -1) (0, 0)", "0", "0"},
      {"^^", "(-1, 1) (0, 0)", "(-1, 0)", "0", "0"},
      // tiny-one {0||0|-1}: Left scaffold -t; Right's option {0|-1} has left wall -t up to 1/2,
      // taxed to 0 there: the walls meet at 0 though the Right wall is 0 throughout.
      {"{0||0|-1}", "(-1, 1) (0, 0)", "(-1, 0)", "0", "0"},
  };
  for (const Expected& e : cases) {
    INFO(e.game);
    Game g = G(e.game);
    Thermograph th = thermograph(g);
    CHECK(th.left_wall.to_string() == e.left_wall);
    CHECK(th.right_wall.to_string() == e.right_wall);
    CHECK(th.mean == D(e.mean));
    CHECK(th.temperature == D(e.temperature));
    CHECK(mean(g) == D(e.mean));
    CHECK(temperature(g) == D(e.temperature));
    check_walls_are_stops_of_cooled_game(g);
  }
}

TEST_CASE("a number m/2^k has temperature -1/2^k", "[thermography]") {
  // The thermograph (through the options) and temperature() (by the formula) agree.
  for (int k = 0; k <= 6; ++k)
    for (int m = -9; m <= 9; m += 2) {
      Dyadic x = Dyadic(m).times_power_of_two(-k);
      Game g = number(x);
      Dyadic expected = -Dyadic(1).times_power_of_two(-k);
      INFO(x.to_string());
      CHECK(thermograph(g).temperature == expected);
      CHECK(temperature(g) == expected);
      CHECK(thermograph(g).mean == x);
    }
}

TEST_CASE("cooling switches and heating infinitesimals", "[thermography]") {
  // {3|-1} cooled by 1 is {2|0}, by its temperature 2 it is 1* (frozen), above it the mean.
  CHECK(cool(G("{3|-1}"), Dyadic(1)) == G("{2|0}"));
  CHECK(cool(G("{3|-1}"), Dyadic(2)) == G("1*"));
  CHECK(freeze(G("{3|-1}")) == G("1*"));
  CHECK(cool(G("{3|-1}"), D("5/2")) == integer(1));
  CHECK(cool(G("+-1"), Dyadic(1)) == star());
  // Cooling by t < 0 un-taxes a number below its temperature: 1/2 = {0|1} cooled by -3/4 is
  // {3/4|1/4} (Siegel's definition; only integers are left alone).
  CHECK(cool(G("1/2"), D("-3/4")) == G("{3/4|1/4}"));
  CHECK(cool(G("1/2"), D("-1/2")) == G("1/2*"));
  CHECK(cool(G("1/2"), D("-1/4")) == G("1/2"));
  CHECK_THROWS_AS(cool(G("1/2"), D("-5/4")), DomainError);
  // Heating: * heated by 1 is +-1; ^ = {0|*} heated by 1 is {1 | +-1 - 1} = {1||0|-2}.
  CHECK(heat(star(), integer(1)) == G("+-1"));
  CHECK(heat(up(), integer(1)) == G("{1||0|-2}"));
  CHECK(heat(G("7/8"), integer(3)) == G("7/8"));
}

TEST_CASE("heating undoes cooling on switches hotter than t", "[thermography]") {
  // {a|b} cooled by t <= (a-b)/2 is {a-t | b+t}, which heated by t is {a|b} again; once t is above
  // the temperature the switch has frozen to its mean and heating cannot bring it back (so
  // heating is only a right inverse of cooling in general; the random test below checks that
  // cooling always undoes heating).
  for (int a = -3; a <= 6; ++a)
    for (int b = a - 8; b < a; ++b) {
      Game g = canonicalise({integer(a)}, {integer(b)});
      for (const char* t : {"1/4", "1/2", "1", "3/2", "2", "3"}) {
        INFO("{" << a << "|" << b << "} at " << t);
        bool hot_enough = Dyadic(a - b) >= Dyadic(2) * D(t);
        CHECK((heat(cool(g, D(t)), number(D(t))) == g) == hot_enough);
      }
    }
}

TEST_CASE("overheating", "[thermography]") {
  // An integer n becomes n.s; * = {0|0} becomes {0 + t | 0 - t}; 1/2 = {0|1} becomes {t | s - t}.
  Game s = G("1*"), t = integer(1);
  CHECK(overheat(integer(3), s, t) == G("3*"));
  CHECK(overheat(star(), s, t) == G("+-1"));
  CHECK(overheat(G("1/2"), s, t) == G("{1|*}"));
  // Second algorithm: overheating from 1 is heating on games whose numbers are all integers.
  std::mt19937 rng(7);
  int compared = 0;
  for (int i = 0; i < 300; ++i) {
    Game g = test::to_table(test::random_ref(rng, 3));
    bool integers_only = true;
    std::vector<Game> stack{g};
    while (!stack.empty() && integers_only) {
      Game k = stack.back();
      stack.pop_back();
      if (is_number(k)) {
        integers_only = game_table().number_part(k).is_integer();
        continue;
      }
      for (Game o : game_table().left_options(k)) stack.push_back(o);
      for (Game o : game_table().right_options(k)) stack.push_back(o);
    }
    if (!integers_only) continue;
    ++compared;
    INFO(to_string(g));
    CHECK(overheat(g, integer(1), G("1/2")) == heat(g, G("1/2")));
  }
  CHECK(compared > 50);
}

TEST_CASE("thermography on random games", "[thermography]") {
  std::mt19937 rng(2024);
  for (int i = 0; i < 150; ++i) {
    Game g = test::to_table(test::random_ref(rng, 3));
    Game h = test::to_table(test::random_ref(rng, 3));
    INFO("G = " << to_string(g) << ", H = " << to_string(h));
    Thermograph tg = thermograph(g), th = thermograph(h);
    // The mean is additive (Winning Ways, ch. 6; Siegel, sec. II.5).
    CHECK(mean(sum(g, h)) == tg.mean + th.mean);
    // A sum is no hotter than its hottest component.
    CHECK(temperature(sum(g, h)) <= std::max(tg.temperature, th.temperature));
    // Frozen, G is infinitesimally close to its mean.
    Game frozen = freeze(g);
    CHECK(left_stop(frozen) == tg.mean);
    CHECK(right_stop(frozen) == tg.mean);
    // Cooling is additive, and the walls are the stops of the cooled game.
    for (const char* t : {"0", "1/4", "1/2", "1", "3/2"})
      CHECK(cool(sum(g, h), D(t)) == sum(cool(g, D(t)), cool(h, D(t))));
    check_walls_are_stops_of_cooled_game(g);
    // Cooling undoes heating by a positive number.
    for (const char* t : {"1/2", "1", "2"}) CHECK(cool(heat(g, number(D(t))), D(t)) == g);
  }
}

TEST_CASE("the mean value theorem on random games", "[thermography]") {
  // n.mean - t <= RightStop(n.G) <= LeftStop(n.G) <= n.mean + t for the temperature t >= 0
  // (Siegel, sec. II.5; Winning Ways, ch. 6). Multiples of deep games are costly: small games.
  std::mt19937 rng(2025);
  for (int i = 0; i < 100; ++i) {
    Game g = test::to_table(test::random_ref(rng, 2));
    INFO("G = " << to_string(g));
    Thermograph tg = thermograph(g);
    Dyadic slack = std::max(tg.temperature, Dyadic(0));
    for (int n : {2, 3, 5}) {
      Game ng = multiple(n, g);
      Dyadic centre = Dyadic(n) * tg.mean;
      CHECK(left_stop(ng) <= centre + slack);
      CHECK(right_stop(ng) >= centre - slack);
    }
  }
}
