// Outcomes of empty Domineering rectangles against the published ones.
//
// Conventions, and how the sources map onto cgt's. cgt: Left places vertical dominoes, Right
// horizontal ones (domineering.hpp), and an R x C board has R rows and C columns
// (DominoBoard::from_packed). The sources below name the players Vertical and Horizontal
// (Vertical = Left, Horizontal = Right) and write "m x n" for m rows and n columns (Uiterwijk,
// CG 2016, LNCS 10068, section 1: "m denotes the number of rows and n the number of columns";
// Obsequi reads "solve rows m cols n"). A 1 x n row, where only Horizontal can move, is won by
// Horizontal in both sources, which fixes the orientation.
//
// The sources' texts read for this test (their tables of every board were not readable here:
// Lachmann, Moore and Rapaport, "Who wins Domineering on rectangular boards?", MSRI Publ. 42;
// Drummond-Cole, INTEGERS 14 (2014) #G3; Breuker, Uiterwijk and van den Herik, TCS 230 (2000);
// only their abstracts and first pages could be read):
//  - Uiterwijk, "Perfectly Solving Domineering Boards", Computer Games (CGW 2013), CCIS 408,
//    Springer 2014, abstract: with Vertical to move first, (1) all m x 3 boards (m > 1) and
//    (2) all 2k x n boards with n = 3, 5, 7, 9, 11 are a win for Vertical; (3) all 3 x n boards
//    (n > 3), (4) all m x 2k boards for m = 5 and 9, all m x 2k boards with k > 1 for m = 3 and
//    7, and all 11 x 4k boards are a win for Horizontal. "Win for Vertical" there means that
//    Vertical, moving first, wins (the abstract: "the starting player (assumed to be Vertical)";
//    a loss for her is "a win for the second player, Horizontal"): in cgt, whether Left moving
//    first wins. It does not say who wins with Horizontal first.
//  - Uiterwijk, "The impact of safe moves on perfectly solving Domineering boards", part 3,
//    ICGA Journal 37(4), 2014 (doi 10.3233/ICG-2014-37403), abstract: all m x 2k boards for
//    m = 13 are a win for Horizontal, in the same sense. (Its 2k x 13 boards with k >= 3 and
//    11 x 2k boards with k >= 6 pass the 64 cells of a DominoBoard.)
//  - Bullock's Obsequi, the outcomes its source checks itself against (the script `Check` of the
//    public source, github.com/orangepips/obsequi, obsequi/Check at commit 5fe20adb): for
//    m <= n the class of the m x n board, V (Vertical wins), H (Horizontal wins), 1 (the first
//    player wins), 2 (the second player wins), i.e. cgt's L, R, N, P; the script checks the
//    n x m board against the mirror class (V and H swapped), since turning a board a quarter
//    turn swaps the players. It covers 1 x n to n = 8, 2 x n to 15, 3 x n to 13, 4 x n to 12,
//    5 x n to 10, 6 x n and 7 x n to 8, and 8 x 8.
//
// Which boards are searched: those the outcome search solves in under 0.1 s of CPU each in a
// Release build (each measured alone with cgt_bench_domineering at commit 6d50727), so that the
// whole test takes well under 2 s (0.65 s of CPU), and a few times that under the sanitizers.
// Left out as slower (docs/benchmarks.md, "Published rectangles", has the costs of most): Obsequi's
// 4 x 11, 4 x 12, 5 x 9, 5 x 10, 6 x 7, 6 x 8, 7 x 7, 7 x 8, 8 x 8 and their transposes;
// Uiterwijk's 10 x 5, 12 x 5, 6 x 7, 8 x 7, 6 x 9, 4 x 11, 7 x 6, 7 x 8, 9 x 6, 11 x 4, 13 x 4.
#include <catch2/catch.hpp>
#include <vector>

#include "games/domineering/domineering.hpp"
#include "games/ruleset/outcome_search.hpp"

using namespace cgt;
using namespace cgt::games;

namespace {

DominoBoard rectangle(unsigned rows, unsigned cols) {
  unsigned cells = rows * cols;
  return DominoBoard::from_packed(cells == 64 ? ~0ull : (1ull << cells) - 1, rows, cols);
}

// The class of the board turned a quarter turn: the players swap.
Outcome transposed(Outcome o) {
  if (o == Outcome::kLeft) return Outcome::kRight;
  if (o == Outcome::kRight) return Outcome::kLeft;
  return o;
}

Outcome from_obsequi(char c) {
  switch (c) {
    case 'V':
      return Outcome::kLeft;
    case 'H':
      return Outcome::kRight;
    case '1':
      return Outcome::kNext;
    default:
      return Outcome::kPrevious;  // '2'
  }
}

struct Entry {
  unsigned rows, cols;
  char obsequi_class;
};

// Obsequi's Check, in its own notation (the lines "flip m n X"), those the search solves fast.
constexpr Entry kObsequiCheck[] = {
    {1, 1, '2'},  {1, 2, 'H'},  {1, 3, 'H'},  {1, 4, 'H'},  {1, 5, 'H'},  {1, 6, 'H'},
    {1, 7, 'H'},  {1, 8, 'H'},  {2, 2, '1'},  {2, 3, '1'},  {2, 4, 'H'},  {2, 5, 'V'},
    {2, 6, '1'},  {2, 7, '1'},  {2, 8, 'H'},  {2, 9, 'V'},  {2, 10, '1'}, {2, 11, '1'},
    {2, 12, 'H'}, {2, 13, '2'}, {2, 14, '1'}, {2, 15, '1'}, {3, 3, '1'},  {3, 4, 'H'},
    {3, 5, 'H'},  {3, 6, 'H'},  {3, 7, 'H'},  {3, 8, 'H'},  {3, 9, 'H'},  {3, 10, 'H'},
    {3, 11, 'H'}, {3, 12, 'H'}, {3, 13, 'H'}, {4, 4, '1'},  {4, 5, 'V'},  {4, 6, '1'},
    {4, 7, 'V'},  {4, 8, 'H'},  {4, 9, 'V'},  {4, 10, 'H'}, {5, 5, '2'},  {5, 6, 'H'},
    {5, 7, 'H'},  {5, 8, 'H'},  {6, 6, '1'},
};

// Whether Vertical, moving first, wins the m x n board, by Uiterwijk's theorems above; for each
// theorem the boards the search solves fast.
struct Claim {
  unsigned rows, cols;
  bool vertical_first_wins;
};

std::vector<Claim> uiterwijk_claims() {
  std::vector<Claim> claims;
  for (unsigned m = 2; m <= 21; ++m) claims.push_back({m, 3, true});     // (1) m x 3
  for (unsigned m = 2; m <= 8; m += 2) claims.push_back({m, 5, true});   // (2) 2k x 5
  for (unsigned m = 2; m <= 4; m += 2) claims.push_back({m, 7, true});   // (2) 2k x 7
  for (unsigned m = 2; m <= 4; m += 2) claims.push_back({m, 9, true});   // (2) 2k x 9
  claims.push_back({2, 11, true});                                       // (2) 2k x 11
  for (unsigned n = 4; n <= 21; ++n) claims.push_back({3, n, false});    // (3) 3 x n
  for (unsigned n = 2; n <= 8; n += 2) claims.push_back({5, n, false});  // (4) 5 x 2k
  for (unsigned n = 2; n <= 4; n += 2) claims.push_back({9, n, false});  // (4) 9 x 2k
  claims.push_back({7, 4, false});                                       // (4) 7 x 2k, k > 1
  claims.push_back({13, 2, false});                                      // part 3: 13 x 2k
  return claims;
}

}  // namespace

TEST_CASE("Outcomes of rectangles: Obsequi's table of solved boards", "[domineering]") {
  Evaluator<Domineering> evaluator;
  OutcomeSearch<Domineering> search(evaluator, Domineering::kFoldSize);
  for (const Entry& e : kObsequiCheck) {
    Outcome expected = from_obsequi(e.obsequi_class);
    INFO(e.rows << " x " << e.cols << ": " << e.obsequi_class);
    CHECK(search.outcome({rectangle(e.rows, e.cols)}) == expected);
    CHECK(search.outcome({rectangle(e.cols, e.rows)}) == transposed(expected));
  }
}

TEST_CASE("Outcomes of rectangles: Uiterwijk's theorems on who wins moving first",
          "[domineering]") {
  Evaluator<Domineering> evaluator;
  OutcomeSearch<Domineering> search(evaluator, Domineering::kFoldSize);
  for (const Claim& c : uiterwijk_claims()) {
    INFO(c.rows << " x " << c.cols);
    CHECK(search.wins_moving_first({rectangle(c.rows, c.cols)}, Player::kLeft) ==
          c.vertical_first_wins);
  }
}
