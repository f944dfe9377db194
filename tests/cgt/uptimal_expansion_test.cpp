// Uptimal expansions x + a1.^<1> + ... + ak.^<k> + *m (Siegel, Combinatorial Game Theory,
// sec. II.4). The games are built here from the definition of the powers, ^<1> = ^ and
// ^<n+1> = {0 | -(^<1> + ... + ^<n>) + *}, through canonicalise() and sums, independently of
// cgt/uptimal.cpp; the expansion must give back the coefficients they were built from. Games
// born by day 3 are then classified by brute force: uptimal exactly when some small expansion
// builds them.
#include <catch2/catch.hpp>

#include <map>
#include <random>
#include <set>

#include "cgt/big_int.hpp"
#include "cgt/canonical.hpp"
#include "cgt/error.hpp"
#include "cgt/sum.hpp"
#include "cgt/uptimal_expansion.hpp"
#include "cgt/values.hpp"
#include "tests/support/born_by_day.hpp"

using namespace cgt;

namespace {

// ^<1> .. ^<n> by the definition.
std::vector<Game> powers_of_up(std::size_t n) {
  std::vector<Game> powers{up()};
  Game running = up();
  while (powers.size() < n) {
    powers.push_back(canonicalise({zero()}, {sum(negate(running), star())}));
    running = sum(running, powers.back());
  }
  return powers;
}

Game built(const Dyadic& x, const std::vector<std::int64_t>& a, std::uint64_t nim) {
  std::vector<Game> powers = powers_of_up(a.size());
  Game g = sum(number(x), nimber(nim));
  for (std::size_t i = 0; i < a.size(); ++i) g = sum(g, multiple(a[i], powers[i]));
  return g;
}

std::vector<std::int64_t> trimmed(std::vector<std::int64_t> a) {
  while (!a.empty() && a.back() == 0) a.pop_back();
  return a;
}

}  // namespace

TEST_CASE("uptimal expansions of sums built from random coefficients", "[uptimal]") {
  std::mt19937 rng(17);
  std::uniform_int_distribution<int> coefficient(-3, 3), length(0, 5), nim(0, 4), pick(0, 3);
  const Dyadic numbers[] = {Dyadic(0), Dyadic(1), make_dyadic(-5, 2), make_dyadic(3, 1)};
  for (int trial = 0; trial < 300; ++trial) {
    std::vector<std::int64_t> a(static_cast<std::size_t>(length(rng)));
    for (std::int64_t& c : a) c = coefficient(rng);
    Dyadic x = numbers[pick(rng)];
    auto m = static_cast<std::uint64_t>(nim(rng));
    Game g = built(x, a, m);
    INFO("x = " << x.to_string() << ", *" << m << ", trial " << trial);
    auto e = uptimal_expansion(g);
    REQUIRE(e.has_value());
    CHECK(e->number == x);
    CHECK(e->coefficients == trimmed(a));
    CHECK(e->nim == m);
    CHECK(uptimal_game(*e) == g);
  }
}

TEST_CASE("uptimal expansions of long unit forms", "[uptimal]") {
  // ^<7> alone, the sum ^<1> + ... + ^<7>, and v<7> + *: lengths beyond the random ones.
  std::vector<std::int64_t> unit(7, 0), unit_sum(7, 1), down_unit(7, 0);
  unit[6] = 1;
  down_unit[6] = -1;
  for (const auto& [a, nim] : {std::pair{unit, 0}, std::pair{unit_sum, 0}, std::pair{down_unit, 1}}) {
    auto e = uptimal_expansion(built(Dyadic(0), a, nim));
    REQUIRE(e.has_value());
    CHECK(e->coefficients == a);
    CHECK(e->nim == static_cast<std::uint64_t>(nim));
  }
}

TEST_CASE("games that are not uptimals", "[uptimal]") {
  // Uptimals have equal stops (x + infinitesimal): hot games are not.
  for (Game g : {canonicalise({integer(1)}, {zero()}), canonicalise({integer(1)}, {integer(-1)}),
                 canonicalise({integer(2)}, {star()})})
    CHECK_FALSE(uptimal_expansion(g).has_value());
  CHECK_THROWS_AS(uptimal_game(UptimalExpansion{Dyadic(0), {1, 0}, 0}), DomainError);
}

TEST_CASE("games born by day 3 are classified as brute force says", "[uptimal]") {
  // The 22 values born by day 2, then every game born by day 3 with at most two options a side.
  std::vector<Game> day2 = test::born_by_day_2();
  std::set<std::uint32_t> seen;
  std::vector<std::vector<Game>> sides{{}};
  for (std::size_t i = 0; i < day2.size(); ++i) {
    sides.push_back({day2[i]});
    for (std::size_t j = i + 1; j < day2.size(); ++j) sides.push_back({day2[i], day2[j]});
  }
  std::vector<Game> day3;
  for (const auto& left : sides)
    for (const auto& right : sides) {
      Game g = canonicalise(left, right);
      if (seen.insert(g.id).second) day3.push_back(g);
    }
  // Every expansion with a number born by day 3 (the only stops there are), coefficients in
  // -3..3 (at most three) and a nimber up to *7: more than the uptimals born by day 3.
  std::vector<Game> powers = powers_of_up(3);
  std::map<std::uint32_t, UptimalExpansion> uptimals;
  std::vector<Dyadic> numbers;
  for (int n = -3; n <= 3; ++n) numbers.push_back(Dyadic(n));
  for (int n : {-3, -1, 1, 3}) {
    numbers.push_back(make_dyadic(n, 1));
    numbers.push_back(make_dyadic(n, 2));
  }
  for (const Dyadic& x : numbers)
    for (std::uint64_t m = 0; m <= 7; ++m)
      for (int a1 = -3; a1 <= 3; ++a1)
        for (int a2 = -3; a2 <= 3; ++a2)
          for (int a3 = -3; a3 <= 3; ++a3) {
            Game g = sum(sum(number(x), nimber(m)), multiple(a1, powers[0]));
            g = sum(sum(g, multiple(a2, powers[1])), multiple(a3, powers[2]));
            uptimals.emplace(g.id, UptimalExpansion{x, trimmed({a1, a2, a3}), m});
          }
  std::size_t found = 0;
  for (Game g : day3) {
    auto e = uptimal_expansion(g);
    auto known = uptimals.find(g.id);
    INFO("game id " << g.id);
    CHECK(e.has_value() == (known != uptimals.end()));
    if (e && known != uptimals.end()) {
      CHECK(*e == known->second);
      ++found;
    }
  }
  CHECK(found > 20);  // more than a handful of uptimals among them
}
