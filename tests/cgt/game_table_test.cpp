#include <catch2/catch.hpp>

#include "cgt/canonical.hpp"
#include "cgt/compare.hpp"
#include "cgt/computed_table.hpp"
#include "cgt/error.hpp"
#include "cgt/facts.hpp"
#include "cgt/game_table.hpp"
#include "cgt/sum.hpp"
#include "cgt/values.hpp"
#include "lang/session.hpp"

using namespace cgt;

TEST_CASE("equal values are interned once", "[game_table]") {
  Game a = lang::evaluate_game("{1|{0|-1}}");
  Game b = lang::evaluate_game("{1, 0 | {0|-1}, {1|-1}}");  // 0 dominated, {1|-1} dominated
  CHECK(a == b);
  std::size_t before = game_table().size();
  CHECK(lang::evaluate_game("{1|{0|-1}}") == a);
  CHECK(game_table().size() == before);
}

TEST_CASE("huge numbers and nimbers cost one node until their options are asked for",
          "[game_table]") {
  GameTable& t = game_table();
  std::size_t before = t.size();
  Game big = number(Dyadic(1).times_power_of_two(200));
  Game nim = nimber(4'000'000'000ULL);
  CHECK(t.size() <= before + 2);
  CHECK(t.left_options(big).size() == 1);
  CHECK(t.number_part(t.left_options(big)[0]) == Dyadic(1).times_power_of_two(200) - Dyadic(1));
  CHECK(sum(nim, nim) == zero());
  CHECK(is_nimber(sum(nim, star())));
  CHECK(*nimber_value(sum(nim, star())) == 4'000'000'001ULL);
}

TEST_CASE("the table refuses to grow beyond its limit", "[game_table]") {
  GameTable& t = game_table();
  std::size_t saved = t.limits().max_games;
  t.limits().max_games = t.size() + 5;
  Game sw = lang::evaluate_game("{7|-3}");
  CHECK_THROWS_AS(multiple(1000, sw), LimitError);
  t.limits().max_games = saved;
  CHECK(outcome(sw) == Outcome::kNext);  // the table still works after the refusal
}

TEST_CASE("operation caches report their statistics", "[game_table]") {
  Game g = lang::evaluate_game("{5|-5} + {4|-4} + {3|-3} + {2|-2} + {1|-1}");
  CHECK(g != zero());
  TableStats s = game_table().stats();
  CHECK(s.games > 0);
  const CacheStats& sums = s.caches[static_cast<std::size_t>(Operation::kSum)];
  CHECK(sums.lookups > 0);
  CHECK(s.caches[static_cast<std::size_t>(Operation::kLeq)].lookups > 0);
  CHECK(sums.hits <= sums.lookups);
  CHECK(s.bytes > 0);
}

TEST_CASE("operation caches stay within their bound", "[game_table]") {
  // A computed table grows with the population it serves but never beyond 2^max_log2 slots,
  // and storing more keys than it has slots overwrites instead of growing.
  ComputedTable<std::uint32_t> cache(4);
  CHECK(cache.stats().entries == 16);
  cache.grow_for(1'000'000, 8);  // nobody looked yet: it stays small
  CHECK(cache.stats().entries == 16);
  CHECK_FALSE(cache.find(1, 2));
  cache.grow_for(100, 8);  // about twice the population
  CHECK(cache.stats().entries == 256);
  cache.grow_for(1'000'000, 8);  // capped
  CHECK(cache.stats().entries == 256);
  std::size_t bytes = cache.bytes();
  for (std::uint32_t a = 0; a < 10'000; ++a) cache.store(a, a + 1, a);
  CHECK(cache.bytes() == bytes);
  std::size_t found = 0;
  for (std::uint32_t a = 0; a < 10'000; ++a) {
    auto v = cache.find(a, a + 1);
    if (v) CHECK(*v == a);  // what is found is right
    found += v.has_value();
  }
  CHECK(found > 0);
  CHECK(found <= 256);
}

TEST_CASE("a game too deep for the stack is refused with an error, not a crash",
          "[game_table]") {
  // T_k = {k | T_(k-1)}, T_0 = 0: each level is interned without recursion, but adding two
  // such games recurses once per level.
  Game t = zero();
  for (int k = 1; k <= 200000; ++k) t = canonicalise({integer(k)}, {t});
  CHECK(birthday(t) > 200000);
  CHECK_THROWS_AS(sum(t, t), LimitError);
  CHECK(sum(integer(1), integer(2)) == integer(3));  // the table is still usable
}
