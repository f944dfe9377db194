// Tiny and miny, and the powers of up. Sources: Winning Ways, ch. 5 (tiny and miny) and ch. 9;
// Siegel, Combinatorial Game Theory, sec. II.4 (up-nth powers: each positive and infinitesimal
// with respect to the one before). The definition of ^<n> in cgt/uptimal.hpp is cross-checked
// with a different operation: the ordinal sum *:n (a green edge topped by n blue ones) equals
// ^<1> + ... + ^<n> + *.
#include <catch2/catch.hpp>

#include "cgt/compare.hpp"
#include "cgt/facts.hpp"
#include "cgt/ordinal_sum.hpp"
#include "cgt/sum.hpp"
#include "cgt/tiny.hpp"
#include "cgt/uptimal.hpp"
#include "cgt/values.hpp"
#include "tests/support/game_text.hpp"

using namespace cgt;
using test::G;

TEST_CASE("tiny and miny", "[infinitesimals]") {
  for (const char* x : {"1/2", "1", "2", "7/4", "{3|1}"}) {
    INFO(x);
    Game t = tiny(G(x));
    CHECK(t == G((std::string("{0||0|-(") + x + ")}").c_str()));
    CHECK(miny(G(x)) == negate(t));
    CHECK(greater(t, zero()));
    CHECK(is_infinitesimal(t));
    for (int n = 1; n <= 6; ++n) CHECK(less(multiple(n, t), up()));  // below every n.^
  }
  CHECK(less(tiny(integer(2)), tiny(integer(1))));  // the larger x, the tinier
}

TEST_CASE("powers of up", "[infinitesimals]") {
  CHECK(up_nth(1) == up());
  CHECK(up_nth(2) == G("{0|v*}"));
  CHECK_THROWS_AS(up_nth(0), DomainError);
  Game running = zero();
  for (std::uint64_t n = 1; n <= 7; ++n) {
    INFO("n = " << n);
    Game p = up_nth(n);
    running = sum(running, p);
    CHECK(greater(p, zero()));
    CHECK(birthday(p) == n + 1);  // what the printer's recognition relies on
    if (n >= 2)
      for (int k = 1; k <= 5; ++k) CHECK(less(multiple(k, p), up_nth(n - 1)));
    CHECK(ordinal_sum(star(), integer(static_cast<std::int64_t>(n))) == sum(running, star()));
    CHECK(up_sum(n) == running);  // ^[n], from the same cache
  }
  CHECK_THROWS_AS(up_sum(0), DomainError);
}
