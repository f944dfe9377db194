#include "games/clobber/clobber.hpp"

#include <catch2/catch.hpp>
#include <random>

#include "cgt/big_int.hpp"
#include "cgt/compare.hpp"
#include "cgt/error.hpp"
#include "cgt/sum.hpp"
#include "cgt/values.hpp"
#include "games/ruleset/impartial.hpp"
#include "games/ruleset/outcome_search.hpp"
#include "tests/games/clobber/random_boards.hpp"
#include "tests/support/data_file.hpp"
#include "tests/support/naive_outcome.hpp"
#include "tests/support/session_run.hpp"

using namespace cgt;
using namespace cgt::games;

namespace {

GridBoard board(const std::string& text) {
  return parse_clobber(text, "test");
}

}  // namespace

TEST_CASE("Clobber outcomes of random positions and sums agree with a plain game-tree search",
          "[clobber]") {
  for (bool cannibal : {false, true}) {
    Evaluator<Clobber> evaluator(Clobber{cannibal});
    OutcomeSearch<Clobber> search(evaluator, 8);
    test::NaiveOutcome<Clobber> naive(Clobber{cannibal, false});
    std::mt19937 rng(cannibal ? 12 : 11);
    for (int trial = 0; trial < 120; ++trial) {
      std::vector<GridBoard> sum;
      int parts = trial < 60 ? 1 : 2 + trial % 2;
      for (int i = 0; i < parts; ++i)
        sum.push_back(board(parts == 1 ? test::random_grid_up_to(rng, 3, 4, ".XXOO")
                                       : test::random_grid_up_to(rng, 2, 3, ".XXOO")));
      Outcome expected = naive.outcome(sum);
      Game total = zero();
      for (const GridBoard& p : sum) total = total + evaluator.value(p);
      CHECK(outcome(total) == expected);
      CHECK(search.outcome(sum) == expected);
    }
  }
}

TEST_CASE("Clobber values with components and symmetries equal those of the whole board",
          "[clobber]") {
  for (bool cannibal : {false, true}) {
    Evaluator<Clobber> reduced(Clobber{cannibal}), whole(Clobber{cannibal, false});
    std::mt19937 rng(cannibal ? 22 : 21);
    for (int trial = 0; trial < 150; ++trial) {
      GridBoard p = board(test::random_grid_up_to(rng, 3, 4, "..XXOO"));
      CHECK(reduced.value(p) == whole.value(p));
    }
  }
}

TEST_CASE("Clobber values derived by hand from the rules", "[clobber]") {
  Evaluator<Clobber> clobber(Clobber{}), cannibal(Clobber{true});
  // XO: either player clobbers, leaving one stone (0): {0 | 0} = *.
  CHECK(clobber.value(board("XO")) == star());
  CHECK(clobber.value(board("X|O")) == star());
  // XXO: Left's only move leaves X.X (0); Right's leaves XO. (*): {0 | *} = ^.
  CHECK(clobber.value(board("XXO")) == up());
  CHECK(clobber.value(board("OXX")) == up());
  // Stones of one colour, or apart, have no moves.
  CHECK(clobber.value(board("XX.O|X...")) == zero());
  // Cannibal: in XX only Left moves, to a single stone: {0 | } = 1.
  CHECK(cannibal.value(board("XX")) == integer(1));
  CHECK(cannibal.value(board("XX.OO")) == zero());  // 1 + (-1)
}

TEST_CASE("Clobber values agree with CGSuite's regression tests", "[clobber]") {
  auto rows = test::read_data_file("clobber_cgsuite_values.txt");
  REQUIRE(rows.size() >= 1);
  for (const auto& row : rows) {
    REQUIRE(row.size() == 2);
    auto run = test::run_session("value(clobber(\"" + row[0] + "\")) == " + row[1] + "\n");
    INFO(row[0]);
    CHECK(run.out == "true\n");
  }
}

TEST_CASE("Impartial Clobber: Grundy values by mex are the nimbers of the canonical forms",
          "[clobber]") {
  Evaluator<Impartial<Clobber>> evaluator(Impartial<Clobber>{Clobber{}});
  std::mt19937 rng(61);
  for (int trial = 0; trial < 100; ++trial) {
    GridBoard p = board(test::random_grid_up_to(rng, 3, 4, ".XO"));
    CHECK(evaluator.value(p) == nimber(evaluator.grundy(p)));
  }
}

TEST_CASE("Clobber positions are all-small: between -x and x for every positive number x",
          "[clobber]") {
  // Lessons in Play: a Clobber position in which one player can move lets the other move too
  // (a move needs two adjacent stones of opposite colours), so its value is infinitesimal.
  Evaluator<Clobber> evaluator(Clobber{});
  Game tiny = number(make_dyadic(1, 10));  // 2^-10
  std::mt19937 rng(31);
  for (int trial = 0; trial < 100; ++trial) {
    Game g = evaluator.value(board(test::random_grid_up_to(rng, 3, 4, ".XO")));
    CHECK(less(g, tiny));
    CHECK(less(-tiny, g));
  }
}

TEST_CASE("Clobber splits into groups of stones and reads boards through the symmetries",
          "[clobber]") {
  Clobber rules;
  std::vector<GridBoard> parts;
  rules.components(board("XO..|...X|OO.X"), parts);
  REQUIRE(parts.size() == 1);  // the groups XX (right column) and OO have no moves
  CHECK(rules.text(parts[0]) == "XO");
  parts.clear();
  rules.components(board("XO.X|...O|OX.."), parts);
  CHECK(parts.size() == 3);
  CHECK(rules.normalise(board("..|XO|..")) == rules.normalise(board(".O|.X")));
  CHECK(rules.normalise(board("XO")) != rules.normalise(board("OX.|X..")));
}

TEST_CASE("Alternating Clobber strips (XO)^n are first-player wins, except (XO)^3", "[clobber]") {
  // Conjectured by Albert, Grossman, Nowakowski and Wolfe ("An introduction to Clobber", 2005)
  // and proved by Chen, Folkersen, Hasham, Hayward, Lee, Randall, Schultz and Vandermeer
  // (arXiv:2509.08985, 2025): (XO)^n is N for every n but 3, and XOXOXO is P. The outcome
  // search up to n = 18 (36 stones), the plain game-tree search up to n = 5; values with the
  // shortcuts (groups, symmetries, colour swap) against the plain evaluator up to n = 6.
  Evaluator<Clobber> evaluator;
  OutcomeSearch<Clobber> search(evaluator, 8);
  test::NaiveOutcome<Clobber> naive(Clobber{false, false});
  Evaluator<Clobber> whole(Clobber{false, false});
  std::string strip;
  for (int n = 1; n <= 18; ++n) {
    strip += "XO";
    INFO(strip);
    Outcome expected = n == 3 ? Outcome::kPrevious : Outcome::kNext;
    CHECK(search.outcome({board(strip)}) == expected);
    if (n <= 5) CHECK(naive.outcome({board(strip)}) == expected);
    if (n <= 6) CHECK(evaluator.value(board(strip)) == whole.value(board(strip)));
  }
}

TEST_CASE("Clobber keys a board and its colour swap together, negated", "[clobber]") {
  Clobber rules;
  bool negated_x = false, negated_o = false;
  GridBoard x_first = rules.normalise(board("XXO|..O"), negated_x);
  GridBoard o_first = rules.normalise(board("OOX|..X"), negated_o);
  CHECK(x_first == o_first);
  CHECK(negated_x != negated_o);
  Evaluator<Clobber> evaluator;
  CHECK(evaluator.value(board("OOX|..X")) == -evaluator.value(board("XXO|..O")));
}

TEST_CASE("Clobber bad input gives a clear error naming the function", "[clobber]") {
  CHECK_THROWS_AS(board("XZ"), DomainError);
  auto ragged = test::run_session("clobber(\"XO|X\")\n");
  CHECK_FALSE(ragged.ok);
  CHECK(ragged.err.find("clobber(grid): row 2 has 1 cells, row 1 has 2") != std::string::npos);
  auto blocked = test::run_session("cannibalclobber(\"X#O\")\n");
  CHECK(blocked.err.find("cannibalclobber(grid): unexpected '#'") != std::string::npos);
  auto number = test::run_session("clobber(5)\n");
  CHECK_FALSE(number.ok);
  CHECK(number.err.find("clobber(grid)") != std::string::npos);
  auto wide = test::run_session("value(clobber(\"" + std::string(65, 'X') + "\"))\n");
  CHECK(wide.out == "0\n");  // boards of any size, up to 65,535 cells
  auto big = test::run_session("clobber(\"" + std::string(65'536, 'X') + "\")\n");
  CHECK(big.err.find("clobber(grid): the board has more than 65535 cells") != std::string::npos);
  auto fine = test::run_session("value(clobber(\"XXO\"))\n");
  CHECK(fine.ok);
  CHECK(fine.out == "^\n");
}
