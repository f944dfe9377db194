// Parity and temper: the textbook cases (Winning Ways ch. 9 and 16), and on random games a plain
// recursion over the canonical options, written from the definitions with no shortcut for
// numbers, nimbers or up-multiples.
#include <catch2/catch.hpp>
#include <random>

#include "cgt/canonical.hpp"
#include "cgt/facts.hpp"
#include "cgt/game_table.hpp"
#include "cgt/notation/printer.hpp"
#include "cgt/parity.hpp"
#include "cgt/values.hpp"
#include "tests/support/random_games.hpp"

using namespace cgt;

namespace {

Parity plain(Game g, bool tempered) {
  if (tempered && is_number(g)) return Parity::kEven;
  bool all_even = true, all_odd = true, any = false;
  auto look = [&](std::span<const Game> options) {
    for (Game o : options) {
      Parity p = plain(o, tempered);
      any = true;
      all_even = all_even && p == Parity::kEven;
      all_odd = all_odd && p == Parity::kOdd;
    }
  };
  look(game_table().left_options(g));
  look(game_table().right_options(g));
  if (all_odd) return Parity::kEven;  // 0 too: it has no options
  return any && all_even ? Parity::kOdd : Parity::kNeither;
}

}  // namespace

TEST_CASE("parity: integers by their parity, x* the other way, the rest neither", "[parity]") {
  CHECK(parity(zero()) == Parity::kEven);
  CHECK(parity(integer(1)) == Parity::kOdd);
  CHECK(parity(integer(-1)) == Parity::kOdd);
  CHECK(parity(integer(-6)) == Parity::kEven);
  CHECK(parity(star()) == Parity::kOdd);
  CHECK(parity(up_star(Dyadic(3), 0, 1)) == Parity::kEven);  // 3*
  CHECK(parity(number(Dyadic::parse("1/2"))) == Parity::kNeither);
  CHECK(parity(up()) == Parity::kNeither);
  CHECK(parity(nimber(2)) == Parity::kNeither);
  CHECK(parity(integer(1'000'000'000'000'000'000)) == Parity::kEven);
  CHECK(parity(nimber(100'000)) == Parity::kNeither);
  // {1|1} = 1*, and a switch of integers of one parity has the other.
  CHECK(parity(canonicalise({integer(3)}, {integer(1)})) == Parity::kEven);
  CHECK(parity(canonicalise({integer(2)}, {integer(-1)})) == Parity::kNeither);
}

TEST_CASE("temper: numbers even-tempered, x* and switches of numbers odd-tempered", "[parity]") {
  CHECK(temper(number(Dyadic::parse("3/8"))) == Parity::kEven);
  CHECK(temper(up_star(Dyadic::parse("-5/4"), 0, 1)) == Parity::kOdd);
  Game pm1 = canonicalise({integer(1)}, {integer(-1)});
  CHECK(temper(pm1) == Parity::kOdd);
  Game hot = canonicalise({canonicalise({integer(2)}, {integer(1)})},
                          {canonicalise({integer(-1)}, {integer(-2)})});
  CHECK(temper(hot) == Parity::kEven);
  CHECK(temper(up()) == Parity::kNeither);
  CHECK(temper(nimber(2)) == Parity::kNeither);
}

TEST_CASE("parity and temper agree with the plain recursion on random games", "[parity]") {
  std::mt19937 rng(20261125);
  for (int i = 0; i < 400; ++i) {
    Game g = test::random_game(rng, 1 + i % 3);
    INFO(to_string(g, Style::kPretty));
    CHECK(parity(g) == plain(g, false));
    CHECK(temper(g) == plain(g, true));
  }
  for (std::int64_t x = -3; x <= 3; ++x)
    for (std::int64_t m = -2; m <= 2; ++m)
      for (std::uint64_t n = 0; n <= 3; ++n) {
        Game g = up_star(Dyadic(x), m, n);
        INFO(to_string(g, Style::kPretty));
        CHECK(parity(g) == plain(g, false));
        CHECK(temper(g) == plain(g, true));
      }
}
