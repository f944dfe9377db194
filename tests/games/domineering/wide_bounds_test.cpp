// The bounds of safe_moves.hpp on the 128-bit boards of wide Domineering (DominoBoard128):
// equal to those of the 64-bit boards where both fit, true by the values of small wide boards,
// and the outcome search with them on wide rectangles against published outcomes.
#include <catch2/catch.hpp>
#include <random>
#include <string>
#include <vector>

#include "cgt/compare.hpp"
#include "cgt/sum.hpp"
#include "cgt/values.hpp"
#include "games/domineering/safe_moves.hpp"
#include "games/domineering/wide_domino_game.hpp"
#include "games/ruleset/outcome_search.hpp"
#include "games/ruleset/wide_rules.hpp"
#include "tests/games/domineering/random_boards.hpp"

using namespace cgt;
using namespace cgt::games;
using cgt::test::integer_bound;

namespace {

bool same_bounds(const IntegerBounds& a, const IntegerBounds& b) {
  return a.lower == b.lower && a.upper == b.upper && a.lower_switch == b.lower_switch &&
         a.upper_switch == b.upper_switch;
}

bool same_option_bound(const std::optional<OptionBound>& a, const std::optional<OptionBound>& b) {
  return a.has_value() == b.has_value() &&
         (!a || (a->n == b->n && a->with_switch == b->with_switch));
}

// A board of at most 64 cells (rows packed edge to edge in `cells`) of any shape the 64-bit
// boards take: stride 8 up to 8 x 8, else rows or columns past 8.
struct PackedBoard {
  std::uint64_t cells;
  unsigned rows, cols;
};
PackedBoard random_packed_board(std::mt19937& rng) {
  const unsigned rows = 1 + static_cast<unsigned>(rng() % (rng() % 4 == 0 ? 32 : 9));
  const unsigned cols = 1 + static_cast<unsigned>(rng() % (64 / rows));
  const unsigned blocked_one_in = 2 + static_cast<unsigned>(rng() % 4);
  std::uint64_t cells = 0;
  for (unsigned i = 0; i < rows * cols; ++i)
    if (rng() % blocked_one_in != 0) cells |= std::uint64_t{1} << i;
  return {cells, rows, cols};
}

DominoBoard128 board128(const PackedBoard& b) {
  return DominoBoard128{b.cells, static_cast<std::uint8_t>(b.rows),
                        static_cast<std::uint8_t>(b.cols)};
}

// A wide board of 65 to 144 cells with few empty cells: a cluster in a window of up to 4 x 4
// (each cell empty with chance 3/4) and one or two dominoes' worth of cells elsewhere, so that
// the bounding box passes 64 cells while the value stays cheap.
WideGridBoard random_wide_board(std::mt19937& rng) {
  unsigned rows, cols;
  do {
    rows = 1 + static_cast<unsigned>(rng() % 16);
    cols = 1 + static_cast<unsigned>(rng() % 40);
  } while (rows * cols <= 64 || rows * cols > 144);
  std::vector<std::string> grid(rows, std::string(cols, '#'));
  const unsigned h = 1 + static_cast<unsigned>(rng() % std::min(4u, rows));
  const unsigned w = 1 + static_cast<unsigned>(rng() % std::min(4u, cols));
  const unsigned top = static_cast<unsigned>(rng() % (rows - h + 1));
  const unsigned left = static_cast<unsigned>(rng() % (cols - w + 1));
  for (unsigned r = top; r < top + h; ++r)
    for (unsigned c = left; c < left + w; ++c)
      if (rng() % 4 != 0) grid[r][c] = '.';
  for (int extra = 1 + static_cast<int>(rng() % 2); extra > 0; --extra) {
    const unsigned r = static_cast<unsigned>(rng() % rows), c = static_cast<unsigned>(rng() % cols);
    grid[r][c] = '.';
    if (rng() % 2 && r + 1 < rows) grid[r + 1][c] = '.';
    if (rng() % 2 && c + 1 < cols) grid[r][c + 1] = '.';
  }
  std::string text;
  for (unsigned r = 0; r < rows; ++r) text += (r ? "|" : "") + grid[r];
  return parse_wide_domino_board(text, "test");
}

}  // namespace

TEST_CASE("Bounds on 128-bit boards equal those on 64-bit boards", "[domineering]") {
  // Every bound of safe_moves.hpp, on the same position as a DominoBoard (stride 8 or the
  // columns) and as a DominoBoard128 (stride the columns): the same counts, the same bounds.
  std::mt19937 rng(4242);
  int decisive = 0, switched = 0, sums_sharper = 0;
  for (int trial = 0; trial < 4000; ++trial) {
    const PackedBoard p = random_packed_board(rng);
    const DominoBoard narrow = DominoBoard::from_packed(p.cells, p.rows, p.cols);
    const DominoBoard128 wide = board128(p);
    INFO(domino_board_text(narrow));
    const IntegerBounds n = domineering_integer_bounds(narrow), w = domineering_integer_bounds(wide);
    CHECK(same_bounds(n, w));
    if (n.lower > 0 || n.upper < 0) ++decisive;
    if (n.lower_switch || n.upper_switch) ++switched;
    CHECK(domineering_balance(narrow) == domineering_balance(wide));
    for (bool vertical : {true, false})
      CHECK(same_option_bound(domineering_option_bound(narrow, vertical),
                              domineering_option_bound(wide, vertical)));
  }
  for (int trial = 0; trial < 2000; ++trial) {
    std::vector<DominoBoard> narrow;
    std::vector<DominoBoard128> wide;
    for (int i = 0, count = 2 + trial % 3; i < count; ++i) {
      const PackedBoard p = random_packed_board(rng);
      narrow.push_back(DominoBoard::from_packed(p.cells, p.rows, p.cols));
      wide.push_back(board128(p));
    }
    INFO(domino_board_text(narrow.front()) << " and " << narrow.size() - 1 << " more");
    std::vector<IntegerBounds> each_narrow(narrow.size()), each_wide(wide.size());
    const IntegerBounds n = domineering_sum_bounds(narrow, each_narrow);
    const IntegerBounds w = domineering_sum_bounds(wide, each_wide);
    CHECK(same_bounds(n, w));
    int summed_lower = 0;
    for (std::size_t i = 0; i < narrow.size(); ++i) {
      CHECK(same_bounds(each_narrow[i], each_wide[i]));
      summed_lower += each_narrow[i].lower;
    }
    if (n.lower > summed_lower) ++sums_sharper;
  }
  // The comparison reaches every part of the bounds.
  CHECK(decisive > 100);
  CHECK(switched > 10);
  CHECK(sums_sharper > 10);
}

TEST_CASE("Bounds on wide boards hold by the values of small wide boards", "[domineering]") {
  // lower <= value <= upper, an option at least as good as the option bound, and the bounds of
  // sums, on boards whose bounding box passes 64 cells (up to 144: past 128, the plain bounds),
  // against the values of the wide ruleset's evaluator (regions, symmetries and one-player
  // regions: no bounds).
  const WideDomineering rules;
  Evaluator<WideDomineering> evaluator;
  std::mt19937 rng(35);
  int decisive = 0, options_bounded = 0, past_128 = 0;
  for (int trial = 0; trial < 1500; ++trial) {
    const WideGridBoard b = random_wide_board(rng);
    INFO(b.rows << " x " << b.cols << ": " << rules.text(b));
    if (b.area() > 128) ++past_128;
    const IntegerBounds bounds = rules.integer_bounds(b);
    const Game v = evaluator.value(b);
    CHECK(leq(integer_bound(bounds.lower, bounds.lower_switch), v));
    CHECK(leq(v, integer_bound(bounds.upper, bounds.upper_switch)));
    if (bounds.lower > 0 || bounds.upper < 0) ++decisive;
    for (Player who : {Player::kLeft, Player::kRight}) {
      const std::optional<OptionBound> o = rules.option_bound(b, who);
      if (!o) continue;
      ++options_bounded;
      const bool left = who == Player::kLeft;
      const Game bound = integer_bound(left ? o->n : -o->n, o->with_switch);
      std::vector<WideGridBoard> options;
      rules.options(b, who, options);
      bool found = false;
      for (const WideGridBoard& option : options)
        found = found ||
                (left ? leq(bound, evaluator.value(option)) : leq(evaluator.value(option), bound));
      CHECK(found);
    }
  }
  for (int trial = 0; trial < 500; ++trial) {
    std::vector<WideGridBoard> parts{random_wide_board(rng), random_wide_board(rng)};
    INFO(rules.text(parts[0]) << " + " << rules.text(parts[1]));
    std::vector<IntegerBounds> each(parts.size());
    const IntegerBounds bounds = rules.sum_integer_bounds(parts, each);
    const Game total = sum(evaluator.value(parts[0]), evaluator.value(parts[1]));
    CHECK(leq(integer_bound(bounds.lower, bounds.lower_switch), total));
    CHECK(leq(total, integer_bound(bounds.upper, bounds.upper_switch)));
    for (std::size_t i = 0; i < parts.size(); ++i)
      CHECK(same_bounds(each[i], rules.integer_bounds(parts[i])));
  }
  CHECK(decisive > 100);
  CHECK(options_bounded > 500);
  CHECK(past_128 > 50);
}

TEST_CASE("Outcomes of wide rectangles with the bounds: Uiterwijk's theorems", "[domineering]") {
  // Vertical (Left) moving first, by Uiterwijk's theorems (rectangles_test.cpp cites them): all
  // m x 3 boards with m > 1 are a win for Vertical, all 3 x n boards with n > 3 a loss. These
  // are past 64 cells, searched on the wide board with its bounds and move order (about a second
  // of CPU each; with the bounds but without the move order, no answer in a minute of CPU).
  using Rules = WideRules<Domineering, WideDomineering>;
  Evaluator<Rules> evaluator(Rules(Domineering{}, WideDomineering{}));
  OutcomeSearch<Rules> search(evaluator, Domineering::kFoldSize);
  struct Claim {
    unsigned rows, cols;
    bool vertical_wins;
  };
  for (const Claim& c : {Claim{22, 3, true}, Claim{3, 22, false}}) {
    std::string text;
    for (unsigned r = 0; r < c.rows; ++r) text += (r ? "|" : "") + std::string(c.cols, '.');
    INFO(c.rows << " x " << c.cols);
    const WideGridBoard board = parse_wide_domino_board(text, "test");
    REQUIRE(board.area() > 64);
    CHECK(search.wins_moving_first({board}, Player::kLeft) == c.vertical_wins);
  }
}
