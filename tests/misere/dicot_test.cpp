// Dicot games modulo D: the comparison (maintenance and proviso), the canonical forms and sums,
// against a plain game-tree search of explicit trees in misère play (a player with no move wins)
// over every sum with a test set of dicots, and against the impartial misère table (Renault,
// "Binary dicots, a core of dicot games", Integers 15 (2015): on impartial games, equality
// modulo D and modulo the impartial games coincide).
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <random>
#include <vector>

#include "cgt/error.hpp"
#include "misere/dicot_game.hpp"
#include "misere/impartial_game.hpp"
#include "misere/universe_notation.hpp"
#include "tests/support/game_forest.hpp"
#include "tests/support/universe_sum_checks.hpp"

using namespace cgt;
using namespace cgt::misere;

namespace {

using test::GameForest;
using test::PartizanMisereSearch;
constexpr Universe kD = Universe::kDicot;

// Every dicot form born by day 2: 0, *, and {A | B} for nonempty sets A, B of {0, *}.
std::vector<std::uint32_t> dicots_to_day_2(GameForest& f) {
  std::uint32_t zero = f.node({}, {}), star = f.node({zero}, {zero});
  std::vector<std::uint32_t> out{zero, star};
  const std::vector<std::vector<std::uint32_t>> sides{{zero}, {star}, {zero, star}};
  for (const auto& l : sides)
    for (const auto& r : sides) out.push_back(f.node(l, r));
  return out;
}

// The test set X: the dicots born by day 2 and the sums of two of them.
std::vector<std::vector<std::uint32_t>> contexts(const std::vector<std::uint32_t>& day2) {
  std::vector<std::vector<std::uint32_t>> xs;
  for (std::size_t i = 0; i < day2.size(); ++i) {
    xs.push_back({day2[i]});
    for (std::size_t j = i; j < day2.size(); ++j) xs.push_back({day2[i], day2[j]});
  }
  return xs;
}

// Whether o(G + X) >= o(H + X) for every X of the set, by the plain search.
bool geq_on(PartizanMisereSearch& search, std::uint32_t g, std::uint32_t h,
            const std::vector<std::vector<std::uint32_t>>& xs) {
  return test::outcomes_at_least(test::outcomes_with(search, g, xs),
                                 test::outcomes_with(search, h, xs));
}

}  // namespace

TEST_CASE("dicot comparison agrees with the outcomes of sums with small dicots and adjoints",
          "[misere]") {
  GameForest f;
  std::vector<std::uint32_t> day2 = dicots_to_day_2(f);
  std::vector<std::uint32_t> games = day2;
  std::mt19937 rng(20261127);
  for (int i = 0; i < 14; ++i) games.push_back(f.random_dicot(rng, 3, 2));
  auto xs = contexts(day2);
  PartizanMisereSearch search(f);
  DicotTable& t = dicot_table();
  int strict_pairs = 0;
  for (std::uint32_t g : games)
    for (std::uint32_t h : games) {
      DicotGame cg = f.canonical<kD>(g), ch = f.canonical<kD>(h);
      bool theory = t.geq(cg, ch);
      bool brute = geq_on(search, g, h, xs);
      if (!theory && brute) {
        // No small dicot tells them apart: try the adjoints of their followers, alone, plus a
        // small dicot and two together.
        std::vector<std::uint32_t> fs;
        f.followers(g, fs);
        f.followers(h, fs);
        std::vector<std::uint32_t> adjoints;
        for (std::uint32_t x : fs) adjoints.push_back(f.adjoint(x));
        std::vector<std::vector<std::uint32_t>> more;
        for (std::size_t i = 0; i < adjoints.size(); ++i) {
          more.push_back({adjoints[i]});
          for (std::uint32_t d : day2) more.push_back({adjoints[i], d});
          for (std::size_t j = i; j < adjoints.size(); ++j)
            more.push_back({adjoints[i], adjoints[j]});
        }
        brute = geq_on(search, g, h, more);
      }
      if (!theory && brute) {
        // Then every dicot born on day 3 with one or two options a side.
        std::vector<std::vector<std::uint32_t>> sides;
        for (std::size_t i = 0; i < day2.size(); ++i) {
          sides.push_back({day2[i]});
          for (std::size_t j = i + 1; j < day2.size(); ++j) sides.push_back({day2[i], day2[j]});
        }
        std::vector<std::vector<std::uint32_t>> day3;
        for (const auto& l : sides)
          for (const auto& r : sides) day3.push_back({f.node(l, r)});
        brute = geq_on(search, g, h, day3);
      }
      INFO("G = " << dicot_text(cg) << ", H = " << dicot_text(ch));
      // G >= H (mod D) holds in every context; where it fails, some context shows it.
      CHECK(theory == brute);
      strict_pairs += theory && !t.geq(ch, cg);
    }
  CHECK(strict_pairs > 0);
}

TEST_CASE("a dicot and its canonical form are equal in every small context; equal games have "
          "one canonical form", "[misere]") {
  GameForest f;
  std::vector<std::uint32_t> day2 = dicots_to_day_2(f);
  auto xs = contexts(day2);
  std::vector<std::uint32_t> games = day2;
  std::mt19937 rng(7);
  for (int i = 0; i < 30; ++i) games.push_back(f.random_dicot(rng, 3, 3));
  PartizanMisereSearch search(f);
  DicotTable& t = dicot_table();
  std::vector<DicotGame> canonical;
  for (std::uint32_t g : games) {
    DicotGame c = f.canonical<kD>(g);
    canonical.push_back(c);
    std::uint32_t tree = f.tree_of(c);
    INFO("G = " << dicot_text(c));
    CHECK(geq_on(search, g, tree, xs));
    CHECK(geq_on(search, tree, g, xs));
    CHECK(t.birthday(c) <= 3);
  }
  for (std::size_t i = 0; i < games.size(); ++i)
    for (std::size_t j = 0; j < games.size(); ++j) {
      bool equal = t.geq(canonical[i], canonical[j]) && t.geq(canonical[j], canonical[i]);
      INFO(dicot_text(canonical[i]) << " vs " << dicot_text(canonical[j]));
      CHECK(equal == (canonical[i] == canonical[j]));
    }
}

TEST_CASE("sums of dicots in canonical form play like the sums of the trees", "[misere]") {
  GameForest f;
  std::vector<std::uint32_t> day2 = dicots_to_day_2(f);
  auto xs = contexts(day2);
  std::mt19937 rng(11);
  PartizanMisereSearch search(f);
  for (int i = 0; i < 12; ++i) {
    std::uint32_t g = f.random_dicot(rng, 2, 2), h = f.random_dicot(rng, 3, 2);
    test::check_sum_plays_like_trees<kD>(f, search, g, h, xs);
  }
}

namespace {

// Both tables' forms of the impartial games whose options are the subsets of `games`.
std::vector<std::pair<DicotGame, MisereGame>> next_day(
    const std::vector<std::pair<DicotGame, MisereGame>>& games) {
  std::vector<std::pair<DicotGame, MisereGame>> out;
  for (std::uint32_t mask = 0; mask < (1u << games.size()); ++mask) {
    std::vector<DicotGame> dicot_options;
    std::vector<MisereGame> misere_options;
    for (std::size_t i = 0; i < games.size(); ++i)
      if (mask >> i & 1) {
        dicot_options.push_back(games[i].first);
        misere_options.push_back(games[i].second);
      }
    out.emplace_back(dicot_table().from_options(dicot_options, dicot_options),
                     misere_table().from_options(misere_options));
  }
  return out;
}

}  // namespace

TEST_CASE("on impartial games, equality modulo D is misère equality of impartial games "
          "(Renault 2015)", "[misere]") {
  // Every impartial form born by day 3 (2^4 of them on day 3), in both tables.
  std::vector<std::pair<DicotGame, MisereGame>> games{{dicot_table().zero(), misere_table().zero()}};
  for (int day = 1; day <= 3; ++day) games = next_day(games);
  REQUIRE(games.size() == 16);
  for (const auto& [dg, mg] : games)
    for (const auto& [dh, mh] : games) {
      INFO(dicot_text(dg) << " vs " << dicot_text(dh));
      CHECK((dg == dh) == (mg == mh));
    }
}

TEST_CASE("dicot notation and known values", "[misere]") {
  DicotTable& t = dicot_table();
  // * + * = 0 modulo D (as in impartial misère play), and {* | *} = 0.
  CHECK(t.sum(t.star(), t.star()) == t.zero());
  CHECK(parse_dicot("{*|*}") == t.zero());
  CHECK(dicot_text(parse_dicot("{0, * | *}")) == dicot_text(parse_dicot("{*, 0|*}")));
  CHECK(dicot_text(parse_dicot("*2")) == "*2");
  CHECK(t.outcome(t.star()) == Outcome::kPrevious);
  CHECK(t.outcome(t.zero()) == Outcome::kNext);
  CHECK_THROWS_AS(parse_dicot("{0 | }"), ParseError);
  CHECK_THROWS_AS(parse_dicot("{0 | 0"), ParseError);
  CHECK_THROWS_AS(parse_dicot("{0 | 0} x"), ParseError);
  CHECK_THROWS_AS(t.from_options(std::vector<DicotGame>{t.zero()}, {}), DomainError);
}
