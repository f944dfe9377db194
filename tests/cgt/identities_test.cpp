// Textbook identities, each with its expected value from the literature (Winning Ways; Siegel,
// Combinatorial Game Theory; Albert, Nowakowski, Wolfe, Lessons in Play).
#include <catch2/catch.hpp>

#include "cgt/compare.hpp"
#include "cgt/facts.hpp"
#include "cgt/game_table.hpp"
#include "cgt/notation/printer.hpp"
#include "cgt/sum.hpp"
#include "cgt/values.hpp"
#include "tests/support/born_by_day.hpp"
#include "tests/support/game_text.hpp"

using namespace cgt;
using test::G;

TEST_CASE("numbers from the simplicity theorem", "[identities]") {
  CHECK(G("{0|1}") == number(Dyadic::parse("1/2")));
  CHECK(G("{0|}") == integer(1));
  CHECK(G("{|}") == zero());
  CHECK(G("{1/2|1}") == number(Dyadic::parse("3/4")));
  CHECK(G("{-1|1}") == zero());
  CHECK(G("{1*|}") == integer(1));  // 1 is the simplest x with 1* <| x
  CHECK(G("1/2 + 1/2") == integer(1));
  CHECK(G("{0|1} + {0|1}") == integer(1));
}

TEST_CASE("infinitesimals: up, star and their sums", "[identities]") {
  CHECK(G("{0|*}") == up());
  CHECK(G("{0|0}") == star());
  CHECK(G("{0,*|0}") == up_star(Dyadic(0), 1, 1));
  CHECK(G("^ + ^ + *") == up_star(Dyadic(0), 2, 1));
  CHECK(G("{0|^}") == up_star(Dyadic(0), 2, 1));  // ^^* = {0|^}
  CHECK(G("{0|^*}") == up_multiple(2));           // ^^ = {0|^*}
  CHECK(G("*2 + *3") == star());
  CHECK(G("*5 + *5") == zero());
  CHECK(G("^ + v") == zero());
  // ^^* written out: its canonical form is {0|^}.
  GameTable& t = game_table();
  Game dbl = G("^ + ^ + *");
  REQUIRE(t.left_options(dbl).size() == 1);
  REQUIRE(t.right_options(dbl).size() == 1);
  CHECK(t.left_options(dbl)[0] == zero());
  CHECK(t.right_options(dbl)[0] == up());
}

TEST_CASE("switches", "[identities]") {
  CHECK(G("+-1 + +-1") == zero());
  CHECK(G("{1|0} + {0|-1}") == zero());
  CHECK(G("+-1") == G("{1|-1}"));
  CHECK(G("{1|0}") == G("1/2 + +-1/2"));
  CHECK(outcome(G("+-1")) == Outcome::kNext);
  CHECK(left_stop(G("{3|-1}")) == Dyadic(3));
  CHECK(right_stop(G("{3|-1}")) == Dyadic(-1));
}

TEST_CASE("{1||1|0} - 1 is a nonzero infinitesimal", "[identities]") {
  Game g = G("{1||1|0} - 1");
  CHECK(g != zero());
  CHECK(is_infinitesimal(g));
  CHECK(greater(g, zero()));  // it is the positive tiny {0||0|-1}
  CHECK(g == G("{0||0|-1}"));
}

TEST_CASE("comparison table of 0, *, ^, v and {1|0}", "[identities]") {
  // Expected relations, each from a play of the difference game: 0 || * and * || ^, * || v
  // (the first player wins); 0 < ^ and v < 0 < ^ (Left wins ^, Right wins v); {1|0} is
  // confused with 0 and ^ (Left moving first reaches 1, Right moving first reaches 0 or v), but
  // {1|0} > * and {1|0} > v: in {1|0} + * and {1|0} + ^ Right's move to 0 leaves Left a
  // winning move in * or ^, and his move in the infinitesimal lets Left move to 1.
  Game zero_ = zero(), star_ = star(), up_ = up(), down_ = down(), sw = G("{1|0}");
  std::vector<Game> games{zero_, star_, up_, down_, sw};
  // relation[i][j]: '=' equal, '<' less, '>' greater, '|' incomparable.
  const char* relation[5] = {"=|<>|", "|=||<", ">|=>|", "<|<=<", "|>|>="};
  for (std::size_t i = 0; i < 5; ++i)
    for (std::size_t j = 0; j < 5; ++j) {
      Game a = games[i], b = games[j];
      char expected = relation[i][j];
      char actual = equal(a, b) ? '=' : less(a, b) ? '<' : greater(a, b) ? '>' : '|';
      INFO(to_string(a) << " vs " << to_string(b));
      CHECK(actual == expected);
      CHECK(incomparable(a, b) == (expected == '|'));
    }
}

TEST_CASE("outcome classes", "[identities]") {
  CHECK(outcome(zero()) == Outcome::kPrevious);
  CHECK(outcome(star()) == Outcome::kNext);
  CHECK(outcome(up()) == Outcome::kLeft);
  CHECK(outcome(down()) == Outcome::kRight);
  CHECK(outcome(G("^*")) == Outcome::kNext);
  CHECK(outcome(integer(-2)) == Outcome::kRight);
  CHECK(outcome(G("{1||1|0} - 1")) == Outcome::kLeft);
}

TEST_CASE("all games born by day 2 have exactly 22 values", "[identities]") {
  // Day 1: 0, 1, -1, *. Day 2: every {L|R} with L, R sets of day-1 games; the literature counts
  // 22 distinct values, the classical count (Siegel, Combinatorial Game Theory, 2013).
  std::vector<Game> day1 = test::born_by_day_1();
  REQUIRE(G("{|}") == day1[0]);
  REQUIRE(G("{0|}") == day1[1]);
  REQUIRE(G("{|0}") == day1[2]);
  REQUIRE(G("{0|0}") == day1[3]);
  CHECK(test::born_by_day_2().size() == 22);
}

TEST_CASE("integer multiples", "[identities]") {
  CHECK(multiple(3, up()) == up_multiple(3));
  CHECK(multiple(2, star()) == zero());
  CHECK(multiple(-2, G("1/2*")) == integer(-1));
  Game sw = G("{1|0}");
  CHECK(multiple(4, sw) == sum(sum(sw, sw), sum(sw, sw)));
  CHECK(multiple(0, sw) == zero());
  CHECK(multiple(-3, sw) == negate(sum(sw, sum(sw, sw))));
}

TEST_CASE("birthdays", "[identities]") {
  CHECK(birthday(zero()) == 0);
  CHECK(birthday(star()) == 1);
  CHECK(birthday(nimber(7)) == 7);
  CHECK(birthday(up()) == 2);
  CHECK(birthday(G("^*")) == 2);
  CHECK(birthday(G("^^")) == 3);
  CHECK(birthday(G("{1||1|0}")) == 3);
  CHECK(birthday(G("3/4")) == 3);
  CHECK(birthday(G("1/2^")) == 4);
}
