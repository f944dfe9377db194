#include "games/domineering/cram.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <random>
#include <vector>

#include "cgt/compare.hpp"
#include "cgt/sum.hpp"
#include "cgt/values.hpp"
#include "games/ruleset/impartial.hpp"
#include "games/ruleset/outcome_search.hpp"
#include "tests/games/domineering/random_boards.hpp"
#include "tests/support/naive_outcome.hpp"

using namespace cgt;
using namespace cgt::games;
using cgt::test::PlainCram;
using cgt::test::random_board;

namespace {

DominoBoard full_board(int rows, int cols) {
  int n = rows * cols;
  return DominoBoard::from_packed(n == 64 ? ~0ull : (1ull << n) - 1, static_cast<unsigned>(rows),
                                  static_cast<unsigned>(cols));
}

}  // namespace

TEST_CASE("Cram outcomes of random boards and sums: naive search, values and outcome search",
          "[cram]") {
  test::check_board_sums<Cram>(100, 4242);
}

TEST_CASE("Cram values are the nimbers of their Grundy values (mex)", "[cram]") {
  Evaluator<Cram> evaluator;
  Evaluator<PlainCram> plain;
  std::mt19937 rng(31);
  for (int trial = 0; trial < 120; ++trial) {
    DominoBoard b = random_board(rng, 15);
    INFO(Cram{}.text(b));
    std::uint64_t g = plain.grundy(b);
    CHECK(evaluator.value(b) == nimber(g));
    CHECK(evaluator.grundy(b) == g);
  }
}

TEST_CASE("Cram with eight symmetries equals Impartial<Domineering> with four", "[cram]") {
  Evaluator<Cram> cram;
  Evaluator<Impartial<Domineering>> impartial_domineering;
  std::mt19937 rng(77);
  for (int trial = 0; trial < 100; ++trial) {
    DominoBoard b = random_board(rng, 20);
    INFO(Cram{}.text(b));
    CHECK(cram.value(b) == impartial_domineering.value(b));
    CHECK(cram.value(transposed(b)) == cram.value(b));
  }
}

TEST_CASE("Impartial<Domineering> and Cram try Domineering's moves in its order", "[cram]") {
  // Both players: Left's (vertical) moves best first, then Right's (horizontal), as Domineering
  // orders each, then the moves Domineering's order leaves out as dominated for its player (in
  // the order of the options); all the moves of the unordered options.
  static_assert(HasSearchOptions<Impartial<Domineering>>);
  std::mt19937 rng(78);
  int dominated = 0;
  for (int trial = 0; trial < 100; ++trial) {
    DominoBoard b = random_board(rng, 20);
    INFO(Cram{}.text(b));
    std::vector<DominoBoard> expected, all;
    Domineering{}.search_options(b, Player::kLeft, expected);
    Domineering{}.search_options(b, Player::kRight, expected);
    std::size_t ordered = expected.size();
    Domineering{}.options(b, Player::kLeft, all);
    Domineering{}.options(b, Player::kRight, all);
    for (const DominoBoard& o : all) {
      auto ordered_end = expected.begin() + static_cast<std::ptrdiff_t>(ordered);
      if (std::find(expected.begin(), ordered_end, o) == ordered_end) expected.push_back(o);
    }
    dominated += static_cast<int>(expected.size() - ordered);
    for (Player who : {Player::kLeft, Player::kRight}) {
      std::vector<DominoBoard> wrapped, cram, unordered;
      options_best_first(Impartial<Domineering>{}, b, who, wrapped);
      options_best_first(Cram{}, b, who, cram);
      CHECK(wrapped == expected);
      CHECK(cram == expected);
      Cram{}.options(b, who, unordered);
      auto by_cells = [](const DominoBoard& x, const DominoBoard& y) { return x.empty < y.empty; };
      std::sort(wrapped.begin(), wrapped.end(), by_cells);
      std::sort(unordered.begin(), unordered.end(), by_cells);
      CHECK(wrapped == unordered);  // the same moves, reordered
    }
  }
  CHECK(dominated > 0);  // the moves Domineering's order leaves out are exercised
}

TEST_CASE("Cram strips are Dawson's Kayles shifted: octal game 0.07 by mex", "[cram]") {
  // A 1 x n strip loses two adjacent cells per move, leaving strips a and b with a + b = n - 2:
  // the octal game 0.07, whose Grundy values are computed here by mex over those splits.
  Evaluator<Cram> evaluator;
  std::vector<std::uint64_t> octal;
  for (int n = 0; n <= 40; ++n) {
    std::vector<bool> seen(64, false);
    for (int a = 0; a + 2 <= n; ++a) seen[octal[a] ^ octal[n - 2 - a]] = true;
    std::uint64_t g = 0;
    while (seen[g]) ++g;
    octal.push_back(g);
    if (n == 0) continue;
    INFO("n = " << n);
    CHECK(evaluator.grundy(full_board(1, n)) == g);
  }
}

TEST_CASE("Cram on rectangles: both sides even is P, one even and one odd is N", "[cram]") {
  // Winning Ways (Cram): the second player mirrors through the centre when both sides are
  // even; with one side even and one odd, the first player takes the two central cells and
  // mirrors. Checked by the naive search on small boards and by Grundy values on larger ones.
  test::NaiveOutcome<Cram> naive(Cram{});
  Evaluator<Cram> evaluator;
  for (auto [rows, cols] : {std::pair{2, 2}, {2, 4}, {2, 6}, {4, 2}}) {
    CHECK(naive.outcome({full_board(rows, cols)}) == Outcome::kPrevious);
  }
  for (auto [rows, cols] : {std::pair{2, 3}, {2, 5}, {3, 4}, {1, 2}, {1, 4}}) {
    CHECK(naive.outcome({full_board(rows, cols)}) == Outcome::kNext);
  }
  for (auto [rows, cols] : {std::pair{4, 4}, {2, 10}, {4, 6}}) {
    INFO(rows << " x " << cols);
    CHECK(evaluator.grundy(full_board(rows, cols)) == 0);
  }
  for (auto [rows, cols] : {std::pair{3, 6}, {4, 5}, {2, 9}}) {
    INFO(rows << " x " << cols);
    CHECK(evaluator.grundy(full_board(rows, cols)) != 0);
  }
}
