#include "games/konane/konane.hpp"

#include <catch2/catch.hpp>
#include <random>

#include "cgt/compare.hpp"
#include "cgt/error.hpp"
#include "cgt/sum.hpp"
#include "cgt/values.hpp"
#include "games/ruleset/impartial.hpp"
#include "games/ruleset/outcome_search.hpp"
#include "tests/games/clobber/random_boards.hpp"
#include "tests/support/naive_outcome.hpp"
#include "tests/support/session_run.hpp"

using namespace cgt;
using namespace cgt::games;

namespace {

GridBoard board(const std::string& text) {
  return parse_konane(text, "test");
}

}  // namespace

TEST_CASE("Konane outcomes of random positions and sums agree with a plain game-tree search",
          "[konane]") {
  Evaluator<Konane> evaluator;
  OutcomeSearch<Konane> search(evaluator, 8);
  test::NaiveOutcome<Konane> naive(Konane{false});
  std::mt19937 rng(41);
  for (int trial = 0; trial < 200; ++trial) {
    std::vector<GridBoard> sum;
    int parts = trial < 100 ? 1 : 2 + trial % 2;
    for (int i = 0; i < parts; ++i)
      sum.push_back(board(parts == 1 ? test::random_grid_up_to(rng, 4, 5, "..XXOO#")
                                     : test::random_grid_up_to(rng, 3, 3, "..XXOO#")));
    Outcome expected = naive.outcome(sum);
    Game total = zero();
    for (const GridBoard& p : sum) total = total + evaluator.value(p);
    CHECK(outcome(total) == expected);
    CHECK(search.outcome(sum) == expected);
  }
}

TEST_CASE("Konane values with components and symmetries equal those of the whole board",
          "[konane]") {
  Konane rules;
  Evaluator<Konane> reduced, whole(Konane{false});
  std::mt19937 rng(42);
  int split = 0;
  for (int trial = 0; trial < 200; ++trial) {
    // Two random corners of a wider board: parts apart often enough to split.
    std::string a = test::random_grid(rng, 2, 3, "..XO"), b = test::random_grid(rng, 2, 3, "..XO#");
    GridBoard p = board(a.substr(0, 3) + "......." + "|" + a.substr(4, 3) + ".......|" + "......." +
                        b.substr(0, 3) + "|......." + b.substr(4, 3));
    std::vector<GridBoard> parts;
    rules.components(p, parts);
    if (parts.size() > 1) ++split;
    CHECK(reduced.value(p) == whole.value(p));
  }
  for (int trial = 0; trial < 100; ++trial) {
    GridBoard p = board(test::random_grid(rng, 3, 4, "...XXOO#"));
    CHECK(reduced.value(p) == whole.value(p));
  }
  CHECK(split >= 10);  // the test reaches the splitting code (17 of 200 boards split)
}

TEST_CASE("Impartial Konane: Grundy values by mex are the nimbers of the canonical forms",
          "[konane]") {
  Evaluator<Impartial<Konane>> evaluator(Impartial<Konane>{Konane{}});
  std::mt19937 rng(62);
  for (int trial = 0; trial < 100; ++trial) {
    GridBoard p = board(test::random_grid_up_to(rng, 3, 4, "..XO#"));
    CHECK(evaluator.value(p) == nimber(evaluator.grundy(p)));
  }
}

TEST_CASE("Konane values derived by hand from the rules", "[konane]") {
  Evaluator<Konane> evaluator;
  // XO.: Left jumps to ..X (0); Right's O has no cell beyond the X: {0 | } = 1.
  CHECK(evaluator.value(board("XO.")) == integer(1));
  CHECK(evaluator.value(board("X|O|.")) == integer(1));
  // .XO.: each jumps the other, leaving one stone: {0 | 0} = *.
  CHECK(evaluator.value(board(".XO.")) == star());
  // XO.O.: Left lands on the middle cell (..XO., where each can jump the other: *) or jumps
  // on to the end (0); Right has no jump: {0, * | } = 1.
  CHECK(evaluator.value(board("XO.O.")) == integer(1));
  // A wall stops the jump.
  CHECK(evaluator.value(board("XO#")) == zero());
}

TEST_CASE("Konane multiple jumps: each landing cell is an option", "[konane]") {
  Konane rules;
  std::vector<GridBoard> options;
  rules.options(board("XO.O.O."), Player::kLeft, options);
  std::vector<std::string> texts;
  for (const GridBoard& o : options) texts.push_back(rules.text(o));
  CHECK(texts == std::vector<std::string>{"..XO.O.", "....XO.", "......X"});
  options.clear();
  rules.options(board("XO.O.O."), Player::kRight, options);
  CHECK(options.empty());
}

TEST_CASE("Konane splits only parts that can never meet", "[konane]") {
  Konane rules;
  std::vector<GridBoard> parts;
  // Two dominoes (at most one move each) 6 apart: 6 >= 1 + 1 + 2.
  rules.components(board("XO.....|.......|.....OX"), parts);
  CHECK(parts.size() == 2);
  parts.clear();
  // 3 apart: they might meet.
  rules.components(board("XO..|....|..OX"), parts);
  CHECK(parts.size() == 1);
  parts.clear();
  // Stones of one colour never move: nothing to play.
  rules.components(board("XX..|...X"), parts);
  CHECK(parts.empty());
}

TEST_CASE("Konane bad input gives a clear error naming the function", "[konane]") {
  CHECK_THROWS_AS(board("XZ"), DomainError);
  auto bad = test::run_session("konane(\"XO|Z.\")\n");
  CHECK_FALSE(bad.ok);
  CHECK(bad.err.find("konane(grid): unexpected 'Z'") != std::string::npos);
  auto ragged = test::run_session("konane(\"XO.|.\")\n");
  CHECK(ragged.err.find("konane(grid): row 2 has 1 cells, row 1 has 3") != std::string::npos);
  auto wide = test::run_session("value(konane(\"" + std::string(65, '.') + "\"))\n");
  CHECK(wide.out == "0\n");  // boards of any size, up to 65,535 cells
  auto big = test::run_session("konane(\"" + std::string(65'536, '.') + "\")\n");
  CHECK(big.err.find("konane(grid): the board has more than 65535 cells") != std::string::npos);
  auto fine = test::run_session("value(konane(\"XO.\"))\n");
  CHECK(fine.ok);
  CHECK(fine.out == "1\n");
}
