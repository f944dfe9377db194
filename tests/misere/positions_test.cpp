// Misère play of rulesets' positions: outcomes of partizan and impartial sums by the outcome
// search with the misère terminal rule, and misère canonical forms of impartial positions,
// and canonical forms modulo the dicot universe of Clobber positions and modulo the dead-ending
// universe of Domineering positions, against a plain game-tree
// search (misère rule: a player with no move wins) and Plambeck's table of genera.
#include <catch2/catch.hpp>

#include <random>
#include <string>
#include <vector>

#include "cgt/error.hpp"
#include "cgt/values.hpp"
#include "games/clobber/clobber.hpp"
#include "games/domineering/cram.hpp"
#include "games/domineering/domineering.hpp"
#include "games/octal/octal_game.hpp"
#include "games/ruleset/game_value_position.hpp"
#include "games/ruleset/typed_position.hpp"
#include "games/ruleset/universe_value.hpp"
#include "games/toads_and_frogs/toads_and_frogs.hpp"
#include "misere/genus.hpp"
#include "tests/support/data_file.hpp"
#include "tests/support/naive_outcome.hpp"

using namespace cgt;
using namespace cgt::games;

namespace {

// A random board of rows x cols with about a third of the cells filled.
std::string random_grid(std::mt19937& rng, int rows, int cols, const std::string& stones) {
  std::string text;
  for (int r = 0; r < rows; ++r) {
    if (r > 0) text += '|';
    for (int c = 0; c < cols; ++c)
      text += stones[std::uniform_int_distribution<std::size_t>(0, stones.size() - 1)(rng)];
  }
  return text;
}

// Checks solve(sum, misère) against the plain search for random sums of one or two positions.
template <class R, class Parse>
void check_misere_outcomes(const R& rules, Parse parse, const std::string& stones, int seed) {
  std::mt19937 rng(seed);
  test::NaiveOutcome<R> naive(rules, true);
  int kinds[4] = {0, 0, 0, 0};
  for (int i = 0; i < 60; ++i) {
    std::vector<typename R::Position> parts;
    std::vector<AnyPosition> sum;
    std::string shown;
    for (int k = 0; k <= i % 2; ++k) {
      std::string grid = random_grid(rng, 1 + (i + k) % 3, 2 + i % 3, stones);
      parts.push_back(parse(grid));
      sum.push_back(make_position(rules, parts.back()));
      shown += grid + " ";
    }
    Outcome expected = naive.outcome(parts);
    INFO(rules.name() << ": " << shown);
    CHECK(solve(sum, nullptr, PlayConvention::kMisere) == expected);
    ++kinds[static_cast<int>(expected)];
  }
  int seen = 0;
  for (int k : kinds) seen += k > 0;
  CHECK(seen >= (is_impartial<R>() ? 2 : 3));  // the sums are not all of one or two outcomes
}

// Checks canonical forms modulo U of random sums of two positions: the sum's form is the sum of
// the parts' (the table adds canonical forms), and its outcome is the plain search's.
template <misere::Universe U, class R, class Parse>
void check_universe_outcomes(const R& rules, Parse parse, const std::string& stones, int seed) {
  std::mt19937 rng(seed);
  test::NaiveOutcome<R> naive(rules, true);
  misere::UniverseTable<U>& t = misere::universe_table<U>();
  int kinds[4] = {0, 0, 0, 0};
  for (int i = 0; i < 40; ++i) {
    std::string a = random_grid(rng, 1 + i % 3, 2 + i % 2, stones);
    std::string b = random_grid(rng, 2, 2, stones);
    typename R::Position pa = parse(a), pb = parse(b);
    AnyPosition qa = make_position(rules, pa), qb = make_position(rules, pb);
    misere::UniverseGame<U> ga = universe_value<U>({qa}), gb = universe_value<U>({qb});
    INFO(a << " + " << b);
    CHECK(universe_value<U>({qa, qb}) == t.sum(ga, gb));
    Outcome expected = naive.outcome({pa, pb});
    CHECK(t.outcome(t.sum(ga, gb)) == expected);
    ++kinds[static_cast<int>(expected)];
  }
  int seen = 0;
  for (int k : kinds) seen += k > 0;
  CHECK(seen >= 3);
}

}  // namespace

TEST_CASE("misère outcomes of Domineering, Cram and Clobber sums agree with a plain search",
          "[misere]") {
  auto board = [](const std::string& g) { return parse_domino_board(g, "test"); };
  check_misere_outcomes(Domineering{}, board, "...#", 1);
  check_misere_outcomes(Cram{}, board, "...#", 2);
  check_misere_outcomes(Clobber{}, [](const std::string& g) { return parse_clobber(g, "test"); },
                        "XO.", 3);
}

TEST_CASE("misère outcomes of mixed sums and of sums with no move", "[misere]") {
  AnyPosition empty = make_position(Domineering{}, parse_domino_board("#", "test"));
  // No move for anyone: the player to move wins in misère play, loses in normal play.
  CHECK(solve({empty}, nullptr, PlayConvention::kMisere) == Outcome::kNext);
  CHECK(solve({empty}) == Outcome::kPrevious);
  CHECK(solve({}, nullptr, PlayConvention::kMisere) == Outcome::kNext);
  // A Domineering column of 2 (Left's one move) plus a Kayles pin: mixed rules.
  AnyPosition column = make_position(Domineering{}, parse_domino_board(".|.", "test"));
  AnyPosition pin = make_position(kayles_game(), TakeBreakGame::heap(1));
  // Right's only move is the pin, after which Left must move in the column and loses: Right
  // moving first wins. Left moving first: either move leaves Right one move, which Right must
  // make (and lose)... so Left wins too.
  CHECK(solve({column, pin}, nullptr, PlayConvention::kMisere) == Outcome::kNext);
  test::NaiveOutcome<Domineering> naive(Domineering{}, true);
  CHECK(naive.outcome({parse_domino_board(".|.", "test")}) == Outcome::kRight);
  CHECK(solve({column}, nullptr, PlayConvention::kMisere) == Outcome::kRight);
  // A game value is a canonical form of normal play: refused in a misère sum, wherever it is.
  CHECK_THROWS_AS(solve({column, game_value_position(star())}, nullptr, PlayConvention::kMisere),
                  DomainError);
  CHECK_THROWS_AS(solve({game_value_position(star()), column}, nullptr, PlayConvention::kMisere),
                  DomainError);
}

TEST_CASE("misère canonical forms of octal heaps predict their sums' outcomes", "[misere]") {
  for (const char* code : {"0.77", "0.07", "0.137", "4.7"}) {
    TakeBreakGame game = octal_game(code, "test");
    test::NaiveOutcome<TakeBreakGame> naive(game, true);
    for (std::uint32_t a = 1; a <= 9; ++a)
      for (std::uint32_t b = a; b <= 9; ++b) {
        AnyPosition pa = make_position(game, TakeBreakGame::heap(a));
        AnyPosition pb = make_position(game, TakeBreakGame::heap(b));
        bool p = misere::misere_table().is_p_position(misere_value({pa, pb}));
        INFO(code << " " << a << "+" << b);
        CHECK(p == !naive.wins({{a, b}}, Player::kLeft));
        CHECK(p == (solve({pa, pb}, nullptr, PlayConvention::kMisere) == Outcome::kPrevious));
      }
  }
}

TEST_CASE("the genus of 0.312's heaps is Plambeck's", "[misere]") {
  TakeBreakGame game = octal_game("0.312", "test");
  for (const auto& row : test::read_data_file("misere_octal_0312_genus.txt")) {
    auto n = static_cast<std::uint32_t>(test::cell_integer(row[0]));
    INFO("heap " << n);
    misere::MisereGame g = make_position(game, TakeBreakGame::heap(n)).misere_value();
    CHECK(misere::genus_text(misere::genus(g)) == row[1]);
  }
}

TEST_CASE("misère canonical forms are for impartial positions only", "[misere]") {
  AnyPosition p = make_position(Domineering{}, parse_domino_board("..|..", "test"));
  CHECK_THROWS_AS(p.misere_value(), DomainError);
  CHECK_NOTHROW(p.impartial_variant().misere_value());
}

TEST_CASE("Clobber positions modulo D: outcomes of the canonical forms are the search's", "[misere]") {
  check_universe_outcomes<misere::Universe::kDicot>(
      Clobber{}, [](const std::string& g) { return parse_clobber(g, "test"); }, "XO.", 5);
}

TEST_CASE("canonical forms modulo D are for dicots only", "[misere]") {
  // Domineering's ".|." (two cells in a column): a domino fits one way only, so one player can
  // move and the other cannot.
  AnyPosition p = make_position(Domineering{}, parse_domino_board(".|.", "test"));
  CHECK_THROWS_AS(dicot_value({p}), DomainError);
}

TEST_CASE("Domineering positions modulo E: outcomes of the canonical forms are the search's",
          "[misere]") {
  check_universe_outcomes<misere::Universe::kDeadEnding>(
      Domineering{}, [](const std::string& g) { return parse_domino_board(g, "test"); }, "..#",
      17);
}

TEST_CASE("canonical forms modulo E are for dead-ending positions only", "[misere]") {
  // Toads and Frogs "XO.": Right's frog is stuck, but Left's jump frees it.
  AnyPosition p = make_position(ToadsAndFrogs{}, parse_creature_strip("XO.", "test"));
  CHECK_THROWS_AS(dead_ending_value({p}), DomainError);
  // Domineering is dead-ending though not dicot.
  AnyPosition column = make_position(Domineering{}, parse_domino_board(".|.", "test"));
  CHECK(dead_ending_value({column}) == misere::dead_ending_table().integer(1));
}
