#include "games/domineering/domineering.hpp"

#include <algorithm>
#include <bit>
#include <catch2/catch.hpp>
#include <random>

#include "cgt/compare.hpp"
#include "cgt/error.hpp"
#include "cgt/sum.hpp"
#include "cgt/values.hpp"
#include "games/ruleset/outcome_search.hpp"
#include "tests/games/domineering/random_boards.hpp"
#include "tests/support/data_file.hpp"
#include "tests/support/naive_outcome.hpp"
#include "tests/support/session_run.hpp"
#include "lang/session.hpp"

using namespace cgt;
using namespace cgt::games;
using cgt::test::PlainDomineering;
using cgt::test::integer_bound;
using cgt::test::random_board;

TEST_CASE("Outcomes of random boards and sums: naive search, values and outcome search agree",
          "[domineering]") {
  test::check_board_sums<Domineering>(120, 20261123);
}

TEST_CASE(
    "Components, symmetry, closed forms and dominated moves change no value: a plain evaluator "
    "agrees",
    "[domineering]") {
  Evaluator<Domineering> fast;
  Evaluator<PlainDomineering> plain;
  std::mt19937 rng(5);
  for (int trial = 0; trial < 150; ++trial) {
    DominoBoard b = random_board(rng, 14);
    INFO(Domineering{}.text(b));
    CHECK(fast.value(b) == plain.value(b));
  }
}

TEST_CASE("Every move left out as dominated is no better than a move kept, by plain values",
          "[domineering]") {
  Evaluator<PlainDomineering> plain;
  std::mt19937 rng(6);
  int dropped = 0;
  for (int trial = 0; trial < 400; ++trial) {
    DominoBoard b = random_board(rng, 16);
    INFO(Domineering{}.text(b));
    for (Player who : {Player::kLeft, Player::kRight}) {
      std::vector<DominoBoard> all, kept, ordered;
      Domineering{}.options(b, who, all);
      Domineering{}.undominated_options(b, who, kept);
      Domineering{}.search_options(b, who, ordered);
      auto by_cells = [](const DominoBoard& x, const DominoBoard& y) { return x.empty < y.empty; };
      std::vector<DominoBoard> kept_sorted = kept;
      std::sort(kept_sorted.begin(), kept_sorted.end(), by_cells);
      std::sort(ordered.begin(), ordered.end(), by_cells);
      CHECK(ordered == kept_sorted);  // the search tries the same moves, reordered
      for (const DominoBoard& o : all) {
        if (std::find(kept.begin(), kept.end(), o) != kept.end()) continue;
        ++dropped;
        Game v = plain.value(o);
        bool dominated = std::any_of(kept.begin(), kept.end(), [&](const DominoBoard& k) {
          return who == Player::kLeft ? leq(v, plain.value(k)) : leq(plain.value(k), v);
        });
        CHECK(dominated);
      }
    }
  }
  CHECK(dropped > 100);  // the rule is exercised
}

TEST_CASE("Bridges: the theorem's bounds hold by plain values, and so does its split",
          "[domineering]") {
  // For a bridge s with sides A and C, where only Left can use s (a vertical bridge):
  // A + (C + s) <= G and (A + s) + C <= G <= (A + s) + (C + s), mirrored for Right; and
  // G = A + (C + s) when A + s = A, which never holds when the line through s stops at its
  // neighbour in A. Checked on the values of an evaluator that knows only the moves.
  Evaluator<PlainDomineering> plain;
  std::mt19937 rng(7);
  int splits = 0, vertical = 0, horizontal = 0;
  for (int trial = 0; trial < 600; ++trial) {
    DominoBoard b = random_board(rng, 16);
    std::vector<DominoBridge> bridges;
    domino_bridges(b, bridges);
    Game g = plain.value(b);
    for (const DominoBridge& bridge : bridges) {
      INFO(Domineering{}.text(b) << " bridge " << std::countr_zero(bridge.cell));
      auto value = [&](std::uint64_t cells) { return plain.value({cells, b.rows, b.cols}); };
      Game a = value(bridge.first), a_grown = value(bridge.first | bridge.cell);
      Game c = value(bridge.second), c_grown = value(bridge.second | bridge.cell);
      bool left_only = (bridge.first & (bridge.cell >> b.stride())) != 0;  // A lies above s
      ++(left_only ? vertical : horizontal);
      auto at_most = [&](Game x, Game y) { return left_only ? leq(x, y) : leq(y, x); };
      CHECK(at_most(sum(a, c_grown), g));
      CHECK(at_most(sum(a_grown, c), g));
      CHECK(at_most(g, sum(a_grown, c_grown)));
      if (!bridge.first_straight) CHECK(a_grown != a);  // the line stops at the neighbour
      if (!bridge.second_straight) CHECK(c_grown != c);
      if (a_grown == a) {
        ++splits;
        CHECK(g == sum(a, c_grown));
      }
      if (c_grown == c) {
        ++splits;
        CHECK(g == sum(a_grown, c));
      }
    }
  }
  CHECK(splits > 100);  // the theorem is exercised, on bridges of both kinds
  CHECK(vertical > 50);
  CHECK(horizontal > 50);
}

TEST_CASE("Values through bridges equal a plain evaluator's", "[domineering]") {
  Evaluator<Domineering> fast;
  Evaluator<PlainDomineering> plain;
  std::mt19937 rng(8);
  int bridged = 0;
  while (bridged < 150) {
    DominoBoard b = random_board(rng, 18);
    std::vector<ConditionalSplit<DominoBoard>> splits;
    Domineering{}.conditional_splits(b, splits);
    if (splits.empty()) continue;
    ++bridged;
    INFO(Domineering{}.text(b));
    CHECK(fast.value(b) == plain.value(b));
  }
}

TEST_CASE("The dominance test by search agrees with comparisons of values and changes no value",
          "[domineering]") {
  test::check_dominance_test<Domineering>(
      Domineering{}, [](std::mt19937& rng) { return random_board(rng, 14); }, 200, 9, 4);
}

TEST_CASE(
    "Values with the tools' dominance test equal values without it, on boards of up to 34 cells",
    "[domineering]") {
  // Counts the options the test leaves out, so that the check cannot pass vacuously, and those
  // left out by a value other than the first one tried (an option tested again).
  struct CountingTest final : DominanceTest<DominoBoard> {
    explicit CountingTest(OutcomeSearch<Domineering>& s) : search(s) {}
    bool no_better(const DominoBoard& option, Game v, Player who) override {
      bool skip = search.no_better(option, v, who);
      ++asked;
      skipped += skip;
      skipped_by_later += skip && option == last;
      last = option;
      return skip;
    }
    OutcomeSearch<Domineering>& search;
    DominoBoard last;
    int asked = 0, skipped = 0, skipped_by_later = 0;
  };
  Evaluator<Domineering> plain, tested;
  OutcomeSearch<Domineering> search(tested, Domineering::kDominanceFoldSize);
  CountingTest counting(search);
  tested.set_dominance_test(&counting);
  std::mt19937 rng(10);
  for (int trial = 0; trial < 80; ++trial) {
    DominoBoard b = random_board(rng, 34);
    INFO(Domineering{}.text(b));
    CHECK(tested.value(b) == plain.value(b));
  }
  CHECK(counting.skipped > 1000);
  CHECK(counting.skipped_by_later > 10);
  // The evaluator's counts of the tests and of the options they skipped are the test's own.
  CHECK(tested.counts().tests == static_cast<std::uint64_t>(counting.asked));
  CHECK(tested.counts().skipped == static_cast<std::uint64_t>(counting.skipped));
  CHECK(counting.asked > counting.skipped);
}

TEST_CASE(
    "Dominance tests that fold more of large options (a fold margin) change no value and search "
    "fewer states",
    "[domineering]") {
  // The same small fold for both tests, so that the margin's larger folds (n - 8 for an option
  // of n cells) are what differs; values against an evaluator without any test.
  Evaluator<Domineering> plain, with_margin, without_margin;
  OutcomeSearch<Domineering> margin_search(with_margin, 10), fixed_search(without_margin, 10);
  margin_search.set_fold_margin(8);
  with_margin.set_dominance_test(&margin_search);
  without_margin.set_dominance_test(&fixed_search);
  std::mt19937 rng(41);
  for (int trial = 0; trial < 60; ++trial) {
    DominoBoard b = random_board(rng, 34);
    INFO(Domineering{}.text(b));
    const Game expected = plain.value(b);
    CHECK(with_margin.value(b) == expected);
    CHECK(without_margin.value(b) == expected);
  }
  CHECK(with_margin.counts().skipped > 100);
  CHECK(margin_search.size() < fixed_search.size());
  // The verdicts themselves, against comparisons of values, for options large enough that the
  // margin raises the fold (both verdicts must occur).
  Evaluator<Domineering> searched;
  OutcomeSearch<Domineering> verdicts(searched, 4);
  verdicts.set_fold_margin(4);
  int no_better = 0, better = 0;
  for (int trial = 0; trial < 40; ++trial) {
    DominoBoard b = random_board(rng, 34);
    std::vector<DominoBoard> options;
    Domineering{}.options(b, Player::kLeft, options);
    for (const DominoBoard& o : options) {
      if (Domineering{}.size(o) < 12) continue;
      for (const DominoBoard& other : options) {
        const bool expected = leq(plain.value(o), plain.value(other));
        INFO(Domineering{}.text(o) << " against " << Domineering{}.text(other));
        CHECK(verdicts.no_better(o, plain.value(other), Player::kLeft) == expected);
        (expected ? no_better : better) += 1;
      }
    }
  }
  CHECK(no_better > 20);
  CHECK(better > 20);
}

TEST_CASE("A strip where one player cannot move is the integer of the dominoes that fit",
          "[domineering]") {
  // The closed form (known_value) checked against the plain evaluator, which knows no values.
  Evaluator<PlainDomineering> plain;
  for (int n = 1; n <= 14; ++n) {
    DominoBoard row = DominoBoard::from_packed((1ull << n) - 1, 1, static_cast<unsigned>(n));
    DominoBoard column = DominoBoard::from_packed((1ull << n) - 1, static_cast<unsigned>(n), 1);
    INFO("n = " << n);
    CHECK(plain.value(row) == integer(-(n / 2)));
    CHECK(plain.value(column) == integer(n / 2));
    CHECK(Domineering{}.known_value(row) == integer(-(n / 2)));
    CHECK(Domineering{}.known_value(column) == integer(n / 2));
  }
  // Boards of several horizontal runs (no vertical pair): each run of L cells holds L / 2.
  std::mt19937 rng(9);
  for (int trial = 0; trial < 40; ++trial) {
    DominoBoard b = random_board(rng, 16);
    if (b.vertical_slots() != 0) continue;
    CHECK(Domineering{}.known_value(b) == plain.value(b));
  }
}

TEST_CASE("Turning a board a quarter turn swaps the players: the value is negated",
          "[domineering]") {
  Evaluator<Domineering> evaluator;
  Evaluator<PlainDomineering> plain;  // no symmetries: checks the negative the search uses
  std::mt19937 rng(17);
  for (int trial = 0; trial < 100; ++trial) {
    DominoBoard b = random_board(rng, 16);
    INFO(Domineering{}.text(b));
    CHECK(evaluator.value(transposed(b)) == -evaluator.value(b));
    CHECK(plain.value(Domineering{}.negative(b)) == -plain.value(b));
  }
}

TEST_CASE("Values from the literature", "[domineering]") {
  Evaluator<Domineering> evaluator;
  for (const auto& row : test::read_data_file("domineering_values.txt")) {
    REQUIRE(row.size() == 2);
    INFO(row[0]);
    CHECK(evaluator.value(parse_domino_board(row[0], "test")) == lang::evaluate_game(row[1]));
  }
}

TEST_CASE("Bad boards are refused with the function's name", "[domineering]") {
  CHECK_THROWS_WITH(parse_domino_board("..Z", "domineering(grid)"),
                    Catch::StartsWith("domineering(grid): unexpected 'Z' at column 3"));
  CHECK_THROWS_WITH(parse_domino_board("...|..", "domineering(grid)"),
                    Catch::StartsWith("domineering(grid): row 2 has 2 cells"));
  CHECK_THROWS_WITH(parse_domino_board(std::string(65, '.'), "domineering(grid)"),
                    Catch::Contains("more than 64 cells"));
  test::SessionRun run = test::run_session("domineering(\"..X\")\ncram(\"..|.\")\n");
  CHECK_THAT(run.all(), Catch::Contains("domineering(grid): unexpected 'X'"));
  CHECK_THAT(run.all(), Catch::Contains("cram(grid): row 2 has 1 cells"));
}

TEST_CASE("The tool's domineering(grid) plays Left vertically", "[domineering]") {
  // Winning Ways: a vertical slot is a free move for Left (+1), a 2 x 2 square is {1|-1}.
  test::SessionRun run = test::run_session(
      "value(domineering(\".|.\"))\nvalue(domineering(\"..|..\"))\nsolve(domineering(\"..\"))\n");
  CHECK(run.ok);
  CHECK(run.out == "1\n+-1\nR\n");
}

TEST_CASE("Boards of 64 cells, one row or one column, are handled", "[domineering]") {
  Evaluator<Domineering> evaluator;
  DominoBoard row = parse_domino_board(std::string(64, '.'), "test");
  CHECK(evaluator.value(row) == integer(-32));
  std::vector<DominoBoard> options;
  Domineering{}.options(row, Player::kRight, options);
  CHECK(options.size() == 63);
  options.clear();
  Domineering{}.options(row, Player::kLeft, options);
  CHECK(options.empty());
  std::string column_text(127, '|');
  for (std::size_t i = 0; i < column_text.size(); i += 2) column_text[i] = '.';
  DominoBoard column = parse_domino_board(column_text, "test");
  REQUIRE(column.rows == 64);
  CHECK(evaluator.value(column) == integer(32));
  CHECK(evaluator.value(transposed(row)) == integer(32));
}

TEST_CASE("The answers of vulnerable slots are those of the game of counts", "[domineering]") {
  // safe_moves.hpp's c(a, b) against the game it counts, by its recursion: Right moves (spoiling
  // one slot of A, one or two of B, or none), then Left answers with a slot that is left; the
  // count is how many of Right's moves Left can answer, Right choosing the fewest.
  constexpr int kMax = 32;
  std::vector<std::vector<int>> answers(kMax + 1, std::vector<int>(kMax + 1, 0));
  for (int a = 0; a <= kMax; ++a)
    for (int b = 0; a + b <= kMax; ++b) {
      int fewest = kMax;
      auto after_right = [&](int x, int y) {
        int most = 0;
        if (x > 0) most = std::max(most, 1 + answers[x - 1][y]);
        if (y > 0) most = std::max(most, 1 + answers[x][y - 1]);
        fewest = std::min(fewest, most);  // 0 when no slot is left to answer with
      };
      after_right(a, b);
      if (a > 0) after_right(a - 1, b);
      if (b > 0) after_right(a, b - 1);
      if (b > 1) after_right(a, b - 2);
      answers[a][b] = fewest;
      INFO(a << " slots of A, " << b << " of B");
      CHECK(domineering_answers(a, b) == fewest);
    }
}

TEST_CASE("Integer bounds from safe moves hold by plain values", "[domineering]") {
  // safe_moves.hpp's lower <= value <= upper, against the values of the plain evaluator.
  Evaluator<PlainDomineering> plain;
  std::mt19937 rng(35);
  int decisive = 0, switched = 0;
  for (int trial = 0; trial < 2000; ++trial) {
    DominoBoard b = random_board(rng, 16);
    INFO(Domineering{}.text(b));
    IntegerBounds bounds = Domineering{}.integer_bounds(b);
    Game v = plain.value(b);
    CHECK(leq(integer_bound(bounds.lower, bounds.lower_switch), v));
    CHECK(leq(v, integer_bound(bounds.upper, bounds.upper_switch)));
    if (bounds.lower > 0 || bounds.upper < 0) ++decisive;
    if (bounds.lower_switch || bounds.upper_switch) ++switched;
  }
  CHECK(decisive > 0);  // the bounds alone decide some boards' outcomes
  CHECK(switched > 0);   // and some bounds carry the switch of protected blocks
}

TEST_CASE("Bounds on sums of boards from their counts together hold by plain values",
          "[domineering]") {
  // safe_moves.hpp's domineering_sum_bounds: lower <= the sum of the parts' values <= upper,
  // against the values of the plain evaluator; each part's bounds are its integer_bounds.
  Evaluator<PlainDomineering> plain;
  std::mt19937 rng(41);
  int sharper = 0;
  for (int trial = 0; trial < 1500; ++trial) {
    std::vector<DominoBoard> parts;
    Game total = game_table().zero();
    std::string text;
    IntegerBounds summed;
    const int count = 2 + trial % 3;
    for (int i = 0; i < count; ++i) {
      parts.push_back(random_board(rng, count == 2 ? 12 : 8));
      total = sum(total, plain.value(parts.back()));
      text += Domineering{}.text(parts.back()) + " + ";
      const IntegerBounds b = Domineering{}.integer_bounds(parts.back());
      summed.lower += b.lower;
      summed.upper += b.upper;
    }
    INFO(text);
    std::vector<IntegerBounds> each(parts.size());
    const IntegerBounds bounds = Domineering{}.sum_integer_bounds(parts, each);
    for (std::size_t i = 0; i < parts.size(); ++i) {
      const IntegerBounds b = Domineering{}.integer_bounds(parts[i]);
      CHECK((each[i].lower == b.lower && each[i].upper == b.upper &&
             each[i].lower_switch == b.lower_switch && each[i].upper_switch == b.upper_switch));
    }
    CHECK(leq(integer_bound(bounds.lower, bounds.lower_switch), total));
    CHECK(leq(total, integer_bound(bounds.upper, bounds.upper_switch)));
    CHECK(bounds.lower >= summed.lower);
    CHECK(bounds.upper <= summed.upper);
    if (bounds.lower > summed.lower || bounds.upper < summed.upper) ++sharper;
  }
  CHECK(sharper > 0);  // the counts together say more than the parts' bounds on some sums
}

TEST_CASE("Option bounds (the mover's tempo) hold by plain values", "[domineering]") {
  // safe_moves.hpp's option_bound: an option p^L >= n (+ +-1) for Left, p^R <= -n (+ +-1) for
  // Right, against the values of the plain evaluator's options.
  Evaluator<PlainDomineering> plain;
  std::mt19937 rng(38);
  int bounded = 0, gained = 0;
  for (int trial = 0; trial < 1000; ++trial) {
    DominoBoard b = random_board(rng, 16);
    INFO(Domineering{}.text(b));
    const IntegerBounds bounds = Domineering{}.integer_bounds(b);
    for (Player who : {Player::kLeft, Player::kRight}) {
      std::optional<OptionBound> o = Domineering{}.option_bound(b, who);
      if (!o) continue;
      ++bounded;
      const bool left = who == Player::kLeft;
      if (o->n > (left ? bounds.lower : -bounds.upper)) ++gained;
      const Game bound = integer_bound(left ? o->n : -o->n, o->with_switch);
      std::vector<DominoBoard> options;
      PlainDomineering{}.options(b, who, options);
      bool found = false;
      for (const DominoBoard& option : options)
        found = found || (left ? leq(bound, plain.value(option)) : leq(plain.value(option), bound));
      CHECK(found);
    }
  }
  CHECK(bounded > 500);
  CHECK(gained > 0);  // the option's bound says more than the position's on some boards
}

TEST_CASE("Outcomes of every rectangle up to 16 cells: the plain search and the outcome search "
          "agree",
          "[domineering]") {
  Evaluator<Domineering> evaluator;
  OutcomeSearch<Domineering> unfolded(evaluator, 0), folded(evaluator, Domineering::kFoldSize);
  test::NaiveOutcome<PlainDomineering> naive(PlainDomineering{});
  for (unsigned rows = 1; rows <= 16; ++rows)
    for (unsigned cols = 1; rows * cols <= 16; ++cols) {
      DominoBoard b = DominoBoard::from_packed((1ull << (rows * cols)) - 1, rows, cols);
      INFO(rows << " x " << cols);
      Outcome expected = naive.outcome({b});
      CHECK(unfolded.outcome({b}) == expected);
      CHECK(folded.outcome({b}) == expected);
    }
}
