// The nimber search on impartial Clobber and NoGo boards (components, symmetries with the colour
// swap, the move order) against a plain mex over the whole board's options: a game-tree search
// that knows no components, no symmetries and no sums. Sums are tested as one board whose parts
// a separator keeps apart (an empty column for Clobber, an off-board column for NoGo), so the
// plain mex sees one game and the search a sum.
#include <catch2/catch.hpp>
#include <map>
#include <random>
#include <string>
#include <tuple>
#include <vector>

#include "games/clobber/clobber.hpp"
#include "games/nogo/nogo.hpp"
#include "games/ruleset/impartial.hpp"
#include "games/ruleset/nimber_search.hpp"
#include "tests/support/ruleset_checks.hpp"

using namespace cgt;
using namespace cgt::games;

namespace {

// The Grundy value of a board as the mex of its options' values, over the whole board.
template <class Rules>
class PlainMex {
 public:
  explicit PlainMex(Rules rules) : rules_(rules) {}

  std::uint64_t grundy(const GridBoard& board) {
    auto key = std::tuple(board.rows, board.cols, board.x, board.o, board.blocked);
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    std::vector<GridBoard> options;
    rules_.options(board, Player::kLeft, options);
    rules_.options(board, Player::kRight, options);
    std::vector<bool> seen(options.size() + 1, false);
    for (const GridBoard& o : options)
      if (std::uint64_t g = grundy(o); g < seen.size()) seen[g] = true;
    std::uint64_t g = 0;
    while (seen[g]) ++g;
    memo_[key] = g;
    return g;
  }

 private:
  Rules rules_;
  std::map<std::tuple<std::uint16_t, std::uint16_t, std::uint64_t, std::uint64_t, std::uint64_t>,
           std::uint64_t>
      memo_;
};

// Two grids side by side, a column of `separator` between them (rows padded with it).
std::string side_by_side(const std::string& a, const std::string& b, char separator) {
  auto rows_of = [](const std::string& text) {
    std::vector<std::string> rows(1);
    for (char ch : text) {
      if (ch == '|')
        rows.emplace_back();
      else
        rows.back().push_back(ch);
    }
    return rows;
  };
  std::vector<std::string> left = rows_of(a), right = rows_of(b);
  std::size_t rows = std::max(left.size(), right.size());
  std::size_t left_width = left[0].size(), right_width = right[0].size();
  left.resize(rows, std::string(left_width, separator));
  right.resize(rows, std::string(right_width, separator));
  std::string out;
  for (std::size_t r = 0; r < rows; ++r) {
    if (r) out += '|';
    out += left[r] + separator + right[r];
  }
  return out;
}

GridBoard colours_swapped(GridBoard board) {
  std::swap(board.x, board.o);
  return board;
}

// Random boards of the ruleset (`draw` gives a grid and says whether it is a position), each
// alone and two side by side: the search's values and tests against the plain mex; the
// undecomposed search (`whole` rules: no components, no symmetries) agrees; a board and its
// colour swap have one key and one value.
template <class Rules, class Draw>
void check_against_plain_mex(const Rules& reduced, const Rules& whole, char separator,
                             Draw draw, int boards) {
  using Variant = Impartial<Rules>;
  Evaluator<Variant> evaluator(Variant{reduced});
  NimberSearch<Variant> search(evaluator, 0);  // no mex below: every part searched
  Evaluator<Variant> whole_evaluator(Variant{whole});
  NimberSearch<Variant> whole_search(whole_evaluator, 0);
  PlainMex<Rules> plain(whole);
  std::mt19937 rng(30);
  int tested = 0, nonzero = 0, sums = 0;
  while (tested < boards) {
    std::string text = draw(rng), other = draw(rng);
    if (text.empty() || other.empty()) continue;
    ++tested;
    for (const std::string& grid : {text, side_by_side(text, other, separator)}) {
      GridBoard board = parse_grid_board<GridBoard>(grid, ".XO#", "test");
      std::uint64_t expected = plain.grundy(board);
      INFO(grid);
      CHECK(search.nimber({board}) == expected);
      CHECK(whole_search.nimber({board}) == expected);
      for (std::uint64_t n = 0; n < 4; ++n) CHECK(search.has_nimber({board}, n) == (n == expected));
      CHECK(plain.grundy(colours_swapped(board)) == expected);
      CHECK(Variant{reduced}.normalise(colours_swapped(board)) == Variant{reduced}.normalise(board));
      nonzero += expected != 0;
      sums += grid != text;
    }
  }
  CHECK(nonzero > boards / 4);  // the boards are not all P-positions
  CHECK(sums == boards);
}

}  // namespace

TEST_CASE("nimber search on impartial Clobber: plain mex's values", "[ruleset][nimber]") {
  auto draw = [](std::mt19937& rng) { return test::random_grid(rng, 3, 3, "XXOO."); };
  check_against_plain_mex(Clobber{}, Clobber{false, false}, '.', draw, 60);
}

TEST_CASE("nimber search on impartial NoGo: plain mex's values", "[ruleset][nimber]") {
  // Strips and small rectangles; a grid with a block without liberty is no position.
  auto draw = [](std::mt19937& rng) {
    bool strip = rng() % 2;
    std::string text = strip ? test::random_grid(rng, 1, 9, "....XO")
                             : test::random_grid(rng, 2, 3, "...XO#");
    return every_block_breathes(parse_grid_board<GridBoard>(text, ".XO#", "test")) ? text
                                                                                    : std::string();
  };
  check_against_plain_mex(NoGo{}, NoGo{false}, '#', draw, 60);
}
