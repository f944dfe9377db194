// Boards of any size, for every grid and strip ruleset: the wide board (WideGridBoard,
// WideCreatureStrip, WideDominoRow) against the 64-cell board on the same small positions, the
// wide rules' outcomes against the plain game-tree search (which knows nothing but the moves),
// and boards of more than 64 cells (long strips, 16 x 16 rooms) against the sums of their
// pieces valued on small boards.
#include <catch2/catch.hpp>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "cgt/compare.hpp"
#include "cgt/error.hpp"
#include "cgt/sum.hpp"
#include "cgt/values.hpp"
#include "games/amazons/amazons.hpp"
#include "games/clobber/clobber.hpp"
#include "games/col/col.hpp"
#include "games/domineering/cram.hpp"
#include "games/domineering/domineering.hpp"
#include "games/domineering/wide_domino_game.hpp"
#include "games/elephants_and_rhinos/elephants_and_rhinos.hpp"
#include "games/fission/fission.hpp"
#include "games/konane/konane.hpp"
#include "games/nogo/nogo.hpp"
#include "games/ruleset/outcome_search.hpp"
#include "games/ruleset/wide_rules.hpp"
#include "games/snort/snort.hpp"
#include "games/toads_and_frogs/toads_and_frogs.hpp"
#include "games/toppling_dominoes/toppling_dominoes.hpp"
#include "tests/support/ruleset_checks.hpp"
#include "tests/support/session_run.hpp"

using namespace cgt;
using namespace cgt::games;

namespace {

// One ruleset on both boards: how to read a text into each, which cells random small positions
// hold, which cells the pieces of a cut board hold (sparser: a sum of many hot or infinitesimal
// pieces has a large canonical form, whose arithmetic is not what these tests are about), and
// the separator that cuts a board into independent pieces ('#', or '.' for Clobber's stones),
// `gap` cells wide.
template <Ruleset Narrow, Ruleset Wide>
struct Family {
  Narrow narrow;
  Wide wide;
  std::function<typename Narrow::Position(const std::string&)> parse_narrow;
  std::function<typename Wide::Position(const std::string&)> parse_wide;
  std::string cells, piece_cells;
  char separator = '#';
  int gap = 1;
};

// A random piece of exactly rows x cols cells that the ruleset accepts (NoGo refuses blocks
// without a liberty).
template <Ruleset Narrow, Ruleset Wide>
std::string random_piece(const Family<Narrow, Wide>& f, const std::string& cells, std::mt19937& rng,
                         int rows, int cols) {
  for (;;) {
    std::string text;
    for (int r = 0; r < rows; ++r) {
      if (r) text += '|';
      for (int c = 0; c < cols; ++c) text += cells[rng() % cells.size()];
    }
    try {
      f.parse_narrow(text);
      return text;
    } catch (const DomainError&) {
    }
  }
}

// Pieces of rows x cols laid out `across` to a row of pieces, each followed (rightwards and
// downwards) by a separator line `gap` cells wide except the last of a row or column.
std::string tiled(const std::vector<std::string>& pieces, int across, int rows, int cols,
                  char separator, int gap) {
  int down = static_cast<int>(pieces.size()) / across;
  int width = across * cols + (across - 1) * gap, height = down * rows + (down - 1) * gap;
  std::vector<std::string> grid(static_cast<std::size_t>(height),
                                std::string(static_cast<std::size_t>(width), separator));
  for (int k = 0; k < static_cast<int>(pieces.size()); ++k) {
    int top = k / across * (rows + gap), left = k % across * (cols + gap);
    const std::string& piece = pieces[static_cast<std::size_t>(k)];
    for (int r = 0; r < rows; ++r)
      for (int c = 0; c < cols; ++c)
        grid[static_cast<std::size_t>(top + r)][static_cast<std::size_t>(left + c)] =
            piece[static_cast<std::size_t>(r * (cols + 1) + c)];
  }
  std::string text;
  for (const std::string& row : grid) text += (text.empty() ? "" : "|") + row;
  return text;
}

// Small positions: the same value on either board, the same text, and on the wide board the
// plain search's outcome is the value's.
template <Ruleset Narrow, Ruleset Wide>
void check_small_boards(const Family<Narrow, Wide>& f, int max_rows, int max_cols, unsigned seed) {
  Evaluator<Narrow> narrow(f.narrow);
  Evaluator<Wide> wide(f.wide);
  test::NaiveOutcome<test::WithoutShortcuts<Wide>> naive(test::WithoutShortcuts<Wide>{f.wide});
  std::mt19937 rng(seed);
  for (int trial = 0; trial < 60; ++trial) {
    int rows = 1 + static_cast<int>(rng() % static_cast<unsigned>(max_rows));
    int cols = 1 + static_cast<int>(rng() % static_cast<unsigned>(max_cols));
    std::string text = random_piece(f, f.cells, rng, rows, cols);
    INFO(f.wide.name() << ": " << text);
    auto small = f.parse_narrow(text);
    auto big = f.parse_wide(text);
    CHECK(f.wide.text(big) == f.narrow.text(small));
    Game g = narrow.value(small);
    CHECK(wide.value(big) == g);
    if (rows * cols <= 9) CHECK(naive.outcome({big}) == outcome(g));
  }
}

// Boards of more than 64 cells cut by separators: the value on the wide board, by the wide rules
// alone and by the tool's rules (whose pieces of at most 64 cells go to the 64-cell board), is
// the sum of the pieces' values on the 64-cell board, and the outcome search agrees.
template <Ruleset Narrow, Ruleset Wide>
void check_cut_boards(const Family<Narrow, Wide>& f, int across, int count, int rows, int cols,
                      unsigned seed) {
  Evaluator<Narrow> narrow(f.narrow);
  Evaluator<Wide> wide(f.wide);
  Evaluator<WideRules<Narrow, Wide>> tool(WideRules<Narrow, Wide>(f.narrow, f.wide));
  OutcomeSearch<WideRules<Narrow, Wide>> search(tool, 8);
  std::mt19937 rng(seed);
  for (int trial = 0; trial < 3; ++trial) {
    std::vector<std::string> pieces;
    Game total = zero();
    for (int k = 0; k < count; ++k) {
      pieces.push_back(random_piece(f, f.piece_cells, rng, rows, cols));
      total = total + narrow.value(f.parse_narrow(pieces.back()));
    }
    std::string text = tiled(pieces, across, rows, cols, f.separator, f.gap);
    auto board = f.parse_wide(text);
    INFO(f.wide.name() << ": " << text);
    REQUIRE_FALSE(narrow_position(f.wide, board));  // more than 64 cells
    CHECK(wide.value(board) == total);
    CHECK(tool.value(board) == total);
    CHECK(search.outcome({board}) == outcome(total));
  }
}

// A strip of 18 pieces of 1 x 5 (over 100 cells), and for grid rulesets a board of 4 x 4
// pieces of 3 x 3 (16 x 16 with one-cell separators).
template <Ruleset Narrow, Ruleset Wide>
void check_family(const Family<Narrow, Wide>& f, bool grids, unsigned seed) {
  check_small_boards(f, grids ? 3 : 1, grids ? 4 : 10, seed);
  check_cut_boards(f, 18, 18, 1, 5, seed + 1);
  if (grids) check_cut_boards(f, 4, 16, 3, 3, seed + 2);
}

template <class Rules>
auto grid_parser(std::string_view allowed) {
  return [allowed](const std::string& text) {
    return parse_grid_board<typename Rules::Position>(text, allowed, "test");
  };
}

}  // namespace

TEST_CASE("Clobber and Cannibal Clobber on boards of any size", "[wide_boards]") {
  for (bool cannibal : {false, true})
    check_family(
        Family<Clobber, WideClobber>{Clobber{cannibal}, WideClobber{cannibal},
                                     grid_parser<Clobber>(".XO"), grid_parser<WideClobber>(".XO"),
                                     "..XXOO", "....XO", '.'},
        true, cannibal ? 11 : 12);
}

TEST_CASE("Konane on boards of any size", "[wide_boards]") {
  // Pieces of five cells make at most four moves each: two separator cells keep most of them
  // apart, and those the components merge are still valued right.
  check_family(
      Family<Konane, WideKonane>{Konane{}, WideKonane{}, grid_parser<Konane>(".XO#"),
                                 grid_parser<WideKonane>(".XO#"), "...XO#", "....XO#", '#', 2},
      true, 21);
}

TEST_CASE("NoGo on boards of any size", "[wide_boards]") {
  auto narrow = [](const std::string& t) { return parse_nogo<GridBoard>(t, "test"); };
  auto wide = [](const std::string& t) { return parse_nogo<WideGridBoard>(t, "test"); };
  check_family(Family<NoGo, WideNoGo>{NoGo{}, WideNoGo{}, narrow, wide, "....XO#", "......XO#"},
               true, 31);
}

TEST_CASE("Amazons on boards of any size", "[wide_boards]") {
  check_family(
      Family<Amazons, WideAmazons>{Amazons{}, WideAmazons{}, grid_parser<Amazons>(".#XO"),
                                   grid_parser<WideAmazons>(".#XO"), ".....#XO", "......##XO"},
      true, 41);
}

TEST_CASE("Fission, Snort and Col on boards of any size", "[wide_boards]") {
  check_family(Family<Fission, WideFission>{Fission{}, WideFission{}, grid_parser<Fission>(".#X"),
                                            grid_parser<WideFission>(".#X"), "....#XX", "....##X"},
               true, 42);
  check_family(Family<Snort, WideSnort>{Snort{}, WideSnort{}, grid_parser<Snort>(".#XO"),
                                        grid_parser<WideSnort>(".#XO"), "....#XO", "....###XO"},
               true, 43);
  check_family(Family<Col, WideCol>{Col{}, WideCol{}, grid_parser<Col>(".#XO"),
                                    grid_parser<WideCol>(".#XO"), "....#XO", "....###XO"},
               true, 44);
}

TEST_CASE("Domineering and Cram on boards of any size", "[wide_boards]") {
  auto narrow = [](const std::string& t) { return parse_domino_board(t, "test"); };
  auto wide = [](const std::string& t) { return parse_wide_domino_board(t, "test"); };
  check_family(Family<Domineering, WideDomineering>{Domineering{}, WideDomineering{}, narrow, wide,
                                                    "...#", "...##"},
               true, 51);
  check_family(Family<Cram, WideCram>{Cram{}, WideCram{}, narrow, wide, "...#", "...##"}, true, 52);
}

TEST_CASE("Toads and Frogs and Elephants and Rhinos on strips of any length", "[wide_boards]") {
  auto narrow = [](const std::string& t) { return parse_creature_strip<CreatureStrip>(t, "t"); };
  auto wide = [](const std::string& t) { return parse_creature_strip<WideCreatureStrip>(t, "t"); };
  check_family(Family<ToadsAndFrogs, WideToadsAndFrogs>{ToadsAndFrogs{}, WideToadsAndFrogs{},
                                                        narrow, wide, "..XO#", "..XO#"},
               false, 61);
  check_family(Family<ToadsAndFrogs, WideToadsAndFrogs>{ToadsAndFrogs(1, 2, 2, true),
                                                        WideToadsAndFrogs(1, 2, 2, true), narrow,
                                                        wide, "..XO", "...XO"},
               false, 62);
  check_family(
      Family<ElephantsAndRhinos, WideElephantsAndRhinos>{
          ElephantsAndRhinos{}, WideElephantsAndRhinos{}, narrow, wide, "..XO", "..XO"},
      false, 63);
}

TEST_CASE("Toppling Dominoes on rows of any length", "[wide_boards]") {
  auto narrow = [](const std::string& t) { return parse_domino_row<DominoRow>(t, "t"); };
  auto wide = [](const std::string& t) { return parse_domino_row<WideDominoRow>(t, "t"); };
  // Toppling never splits a row: the wide rows against the 64-domino ones on small rows, and
  // the closed forms (Fink, Nowakowski, Siegel, Wolfe: n blue dominoes are n, n green *n) on
  // long ones.
  check_small_boards(
      Family<TopplingDominoes, WideTopplingDominoes>{TopplingDominoes{}, WideTopplingDominoes{},
                                                     narrow, wide, "XOG", "XOG"},
      1, 10, 71);
  Evaluator<WideTopplingDominoes> evaluator;
  CHECK(evaluator.value(wide(std::string(100, 'X'))) == integer(100));
  CHECK(evaluator.value(wide(std::string(1000, 'O'))) == integer(-1000));
  CHECK(evaluator.value(wide(std::string(70, 'G'))) == nimber(70));
}

TEST_CASE("A strip of a thousand cells is the sum of its pieces", "[wide_boards]") {
  // Toads and Frogs pieces "X.XO" (1/2) and "X.O" (*), values from Erickson's table
  // (tests/data/toads_and_frogs_values.txt), cut by '#': 125 pieces of eight cells, 63 of the
  // first kind and 62 of the second, so 63/2; one more "X.O" makes 63/2*.
  std::string strip;
  for (int k = 0; k < 125; ++k) strip += k % 2 == 0 ? "X.XO####" : "X.O#####";
  REQUIRE(strip.size() == 1000);
  auto run = test::run_session("value(toads(\"" + strip + "\"))\n" + "solve(toads(\"" + strip +
                               "\"))\n" + "value(toads(\"" + strip + "X.O\"))\n");
  CHECK(run.out == "63/2\nL\n63/2*\n");
}

TEST_CASE("Clobber and NoGo strips of a thousand cells are the sums of their pieces",
          "[wide_boards]") {
  // Clobber: "XXO" is ^ (clobber_test.cpp, from the rules), and so is its mirror "OXX"; 250
  // pieces make 250 ups, summed by the value algebra, which knows no ruleset. NoGo: "X.." is *
  // and "X.O" is 0 (nogo_test.cpp, by hand), and "X.X." is valued on the 64-cell board; the
  // strip is 1,000 cells cut by '#'.
  std::string clobber_strip, nogo_strip;
  for (int k = 0; k < 250; ++k) clobber_strip += k % 3 == 0 ? "OXX." : "XXO.";
  Game ups = zero();
  for (int k = 0; k < 250; ++k) ups = ups + up();
  Evaluator<NoGo> narrow;
  Game nogo_total = zero();
  const std::vector<std::string> pieces = {"X..#", "X.O#", "X.X.#"};
  for (int k = 0; nogo_strip.size() + 5 <= 1000; ++k) {
    const std::string& piece = pieces[static_cast<std::size_t>(k) % pieces.size()];
    nogo_strip += piece;
    nogo_total = nogo_total + narrow.value(parse_nogo<GridBoard>(piece, "test"));
  }
  nogo_strip += std::string(1000 - nogo_strip.size(), '#');
  REQUIRE(clobber_strip.size() == 1000);
  REQUIRE(nogo_strip.size() == 1000);
  Evaluator<WideRules<Clobber, WideClobber>> clobber(
      WideRules<Clobber, WideClobber>(Clobber{}, WideClobber{}));
  CHECK(clobber.value(parse_clobber<WideGridBoard>(clobber_strip, "test")) == ups);
  Evaluator<WideRules<NoGo, WideNoGo>> nogo(WideRules<NoGo, WideNoGo>(NoGo{}, WideNoGo{}));
  CHECK(nogo.value(parse_nogo<WideGridBoard>(nogo_strip, "test")) == nogo_total);
  auto run = test::run_session("value(clobber(\"" + clobber_strip + "\"))\n");
  CHECK(run.out == "^250\n");
}
