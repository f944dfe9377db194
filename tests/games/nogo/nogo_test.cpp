#include "games/nogo/nogo.hpp"

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
  return parse_nogo(text, "test");
}

// A random NoGo position (every block has a liberty) of at most the given shape.
GridBoard random_position(std::mt19937& rng, int max_rows, int max_cols, const std::string& cells) {
  for (;;) {
    GridBoard b =
        parse_grid_board(test::random_grid_up_to(rng, max_rows, max_cols, cells), ".XO#", "test");
    if (every_block_breathes(b)) return b;
  }
}

}  // namespace

TEST_CASE("NoGo outcomes of random positions and sums agree with a plain game-tree search",
          "[nogo]") {
  Evaluator<NoGo> evaluator;
  OutcomeSearch<NoGo> search(evaluator, 8);
  test::NaiveOutcome<NoGo> naive(NoGo{false});
  std::mt19937 rng(51);
  for (int trial = 0; trial < 200; ++trial) {
    std::vector<GridBoard> sum;
    int parts = trial < 100 ? 1 : 2 + trial % 2;
    for (int i = 0; i < parts; ++i)
      sum.push_back(parts == 1 ? random_position(rng, 4, 4, "...XO#")
                               : random_position(rng, 2, 3, "...XO#"));
    Outcome expected = naive.outcome(sum);
    Game total = zero();
    for (const GridBoard& p : sum) total = total + evaluator.value(p);
    CHECK(outcome(total) == expected);
    CHECK(search.outcome(sum) == expected);
  }
}

TEST_CASE("NoGo values with components and symmetries equal those of the whole board", "[nogo]") {
  NoGo rules;
  Evaluator<NoGo> reduced, whole(NoGo{false});
  std::mt19937 rng(52);
  int split = 0;
  for (int trial = 0; trial < 200; ++trial) {
    GridBoard p = random_position(rng, 3, 4, "..XXOO#");
    std::vector<GridBoard> parts;
    rules.components(p, parts);
    if (parts.size() > 1) ++split;
    CHECK(reduced.value(p) == whole.value(p));
  }
  CHECK(split >= 10);  // the test reaches the splitting code (14 of 200 boards split)
}

TEST_CASE("Impartial NoGo: Grundy values by mex are the nimbers of the canonical forms", "[nogo]") {
  Evaluator<Impartial<NoGo>> evaluator(Impartial<NoGo>{NoGo{}});
  std::mt19937 rng(62);
  for (int trial = 0; trial < 100; ++trial) {
    GridBoard p = random_position(rng, 3, 3, "...XO#");
    CHECK(evaluator.value(p) == nimber(evaluator.grundy(p)));
  }
}

TEST_CASE("NoGo values derived by hand from the rules", "[nogo]") {
  Evaluator<NoGo> evaluator;
  // One cell: a stone there has no liberty.
  CHECK(evaluator.value(board(".")) == zero());
  // X.: neither may fill the last cell (X's block, or the new O, would have no liberty).
  CHECK(evaluator.value(board("X.")) == zero());
  // ..: either player takes a cell, leaving a position like X. (0): {0 | 0} = *.
  CHECK(evaluator.value(board("..")) == star());
  // X.O: a stone on the middle cell leaves the other colour's stone without a liberty.
  CHECK(evaluator.value(board("X.O")) == zero());
  // X..: Left's XX. and X.X leave no legal move (0); Right's O in the middle would leave X
  // without a liberty, X.O leaves no legal move (0): {0, 0 | 0} = *.
  CHECK(evaluator.value(board("X..")) == star());
}

TEST_CASE("NoGo splits where no block links two empty regions", "[nogo]") {
  NoGo rules;
  std::vector<GridBoard> parts;
  // The X block touches both regions: one part.
  rules.components(board("..X..|XXX.O"), parts);
  CHECK(parts.size() == 1);
  parts.clear();
  // The wall and the two blocks keep the regions apart.
  rules.components(board("..X#O..|..X#O.."), parts);
  REQUIRE(parts.size() == 2);
  CHECK(rules.text(parts[0]) == "..X|..X");
  CHECK(rules.text(parts[1]) == "O..|O..");
}

TEST_CASE("NoGo strips: runs of stones shortened to one stone keep every value", "[nogo]") {
  // Every strip of up to seven cells of '.', 'X' and 'O' in which each block has a liberty:
  // the value with the shortcuts (components, runs shortened, symmetries, colour swap) equals
  // the plain evaluator's, which knows nothing but the moves.
  std::vector<GridBoard> strips;
  for (int length = 1; length <= 7; ++length) {
    int count = 1;
    for (int i = 0; i < length; ++i) count *= 3;
    for (int code = 0; code < count; ++code) {
      std::string text;
      for (int i = 0, c = code; i < length; ++i, c /= 3) text += ".XO"[c % 3];
      GridBoard b = parse_grid_board(text, ".XO", "test");
      if (every_block_breathes(b)) strips.push_back(b);
    }
  }
  REQUIRE(strips.size() > 1000);
  Evaluator<NoGo> reduced, whole(NoGo{false});  // NoGo{false}: the moves alone
  for (const GridBoard& strip : strips) {
    INFO(NoGo{}.text(strip));
    CHECK(reduced.value(strip) == whole.value(strip));
  }
  // The keys: a run plays as one stone, a column as a row, a colour swap negates.
  NoGo rules;
  CHECK(rules.normalise(board("XX.X..")) == rules.normalise(board("X.X..")));
  CHECK(rules.normalise(board(".|X|X|.")) == rules.normalise(board(".X.")));
  bool negated = false;
  CHECK(rules.normalise(board("X.XX.."), negated) == rules.normalise(board("..O.O")));
  CHECK(negated);
}

TEST_CASE("Empty NoGo strips 1 x n: outcomes and values against the plain search", "[nogo]") {
  Evaluator<NoGo> evaluator;
  OutcomeSearch<NoGo> search(evaluator, 8);
  test::NaiveOutcome<NoGo> naive(NoGo{false});
  Evaluator<NoGo> plain(NoGo{false});
  for (int n = 1; n <= 11; ++n) {
    GridBoard strip = board(std::string(static_cast<std::size_t>(n), '.'));
    INFO("1 x " << n);
    Outcome expected = naive.outcome({strip});
    CHECK(search.outcome({strip}) == expected);
    Game g = evaluator.value(strip);
    CHECK(outcome(g) == expected);
    if (n <= 9) CHECK(g == plain.value(strip));
  }
}

TEST_CASE("NoGo bad input gives a clear error naming the function", "[nogo]") {
  CHECK_THROWS_AS(board("XO"), DomainError);  // both blocks without a liberty
  auto walled = test::run_session("nogo(\"X#|..\")\n");
  CHECK(walled.ok);
  auto dead = test::run_session("nogo(\"XO.|#..\")\n");
  CHECK_FALSE(dead.ok);
  CHECK(dead.err.find("nogo(grid): a block of stones has no liberty") != std::string::npos);
  auto bad = test::run_session("nogo(\"X-.\")\n");
  CHECK(bad.err.find("nogo(grid): unexpected '-'") != std::string::npos);
  auto wide = test::run_session("value(nogo(\"" + std::string(65, '#') + "\"))\n");
  CHECK(wide.out == "0\n");  // boards of any size, up to 65,535 cells
  auto big = test::run_session("nogo(\"" + std::string(65'536, '.') + "\")\n");
  CHECK(big.err.find("nogo(grid): the board has more than 65535 cells") != std::string::npos);
  auto fine = test::run_session("value(nogo(\"..\"))\n");
  CHECK(fine.ok);
  CHECK(fine.out == "*\n");
}
