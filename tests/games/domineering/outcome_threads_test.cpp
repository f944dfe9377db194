// The outcome search on several threads (games/ruleset/outcome_search.hpp) against the plain
// search and against the outcomes of canonical forms: every search is put on threads from its
// first position (set_solo_visits(0)), repeated, so that the threads race differently each
// time. CI runs these under AddressSanitizer and UndefinedBehaviorSanitizer too.
#include <catch2/catch.hpp>
#include <algorithm>
#include <chrono>
#include <random>
#include <thread>

#include "cgt/compare.hpp"
#include "cgt/error.hpp"
#include "cgt/interrupt.hpp"
#include "cgt/large_stack.hpp"
#include "cgt/memory_budget.hpp"
#include "cgt/thread_count.hpp"
#include "games/domineering/domineering.hpp"
#include "games/ruleset/outcome_search.hpp"
#include "tests/games/domineering/random_boards.hpp"
#include "tests/support/naive_outcome.hpp"

using namespace cgt;
using namespace cgt::games;
using cgt::test::random_board;

namespace {

// Sets the process's thread count for a scope.
class ThreadsFor {
 public:
  explicit ThreadsFor(unsigned n) : saved_(thread_count()) { thread_count() = n; }
  ~ThreadsFor() { thread_count() = saved_; }
  ThreadsFor(const ThreadsFor&) = delete;
  ThreadsFor& operator=(const ThreadsFor&) = delete;

 private:
  unsigned saved_;
};

// A board of rows x cols with each cell blocked with chance 1/4.
DominoBoard random_rectangle(std::mt19937& rng, unsigned rows, unsigned cols) {
  std::uint64_t cells = 0;
  for (unsigned i = 0; i < rows * cols; ++i)
    if (rng() % 4 != 0) cells |= 1ull << i;
  return DominoBoard::from_packed(cells, rows, cols);
}

}  // namespace

TEST_CASE("Outcome search on 2, 3 and 4 threads: the plain search's outcomes, repeated",
          "[domineering][threads]") {
  for (PlayConvention convention : {PlayConvention::kNormal, PlayConvention::kMisere}) {
    const bool misere = convention == PlayConvention::kMisere;
    test::NaiveOutcome<Domineering> naive(Domineering{}, misere);
    std::mt19937 rng(misere ? 3501 : 3502);
    for (int trial = 0; trial < 40; ++trial) {
      int parts = trial < 20 ? 1 : 2 + trial % 2;
      std::vector<DominoBoard> sum;
      for (int i = 0; i < parts; ++i) sum.push_back(random_board(rng, parts == 1 ? 14 : 8));
      const Outcome expected = naive.outcome(sum);
      INFO(Domineering{}.text(sum.front()) << " and " << parts - 1 << " more, misère "
                                           << misere);
      for (unsigned threads : {2u, 3u, 4u}) {
        ThreadsFor scope(threads);
        for (int repeat = 0; repeat < 3; ++repeat) {
          Evaluator<Domineering> evaluator;
          OutcomeSearch<Domineering> search(
              evaluator, misere || repeat == 0 ? 0 : Domineering::kFoldSize, convention);
          search.set_solo_visits(0);
          CHECK(search.outcome(sum) == expected);
          CHECK(search.wins_moving_first(sum, Player::kLeft) ==
                first_player_wins(expected, Player::kLeft));
        }
      }
    }
  }
}

TEST_CASE("Outcome search on 2 threads: the outcomes of the canonical forms of random 5x5 boards",
          "[domineering][threads]") {
  std::mt19937 rng(3503);
  Evaluator<Domineering> values;
  ThreadsFor scope(2);
  for (int trial = 0; trial < 12; ++trial) {
    DominoBoard board = random_rectangle(rng, 5, trial % 2 == 0 ? 5 : 4);
    INFO(Domineering{}.text(board));
    const Outcome expected = outcome(values.value(board));
    for (int repeat = 0; repeat < 3; ++repeat) {
      Evaluator<Domineering> evaluator;  // its own: the values above would fold the board
      OutcomeSearch<Domineering> search(evaluator, Domineering::kFoldSize);
      search.set_solo_visits(0);
      CHECK(search.outcome({board}) == expected);
      CHECK(search.thread_counters().size() == 2);  // the threads did search
    }
  }
}

TEST_CASE("Outcome search on 2 threads with an evaluator holding large parts: the plain search",
          "[domineering][threads]") {
  // The threads take a part larger than any the evaluator holds for one it does not hold,
  // without asking it: here it holds boards larger than the fold size, which the threads fold.
  std::mt19937 rng(3504);
  ThreadsFor scope(2);
  test::NaiveOutcome<Domineering> naive(Domineering{});
  for (int trial = 0; trial < 12; ++trial) {
    const DominoBoard board = random_board(rng, 13);
    INFO(Domineering{}.text(board));
    const Outcome expected = naive.outcome({board});
    Evaluator<Domineering> evaluator;
    std::vector<DominoBoard> options;
    Domineering{}.options(board, Player::kLeft, options);
    for (const DominoBoard& o : options) (void)evaluator.value(o);
    std::size_t largest = 0;  // the evaluator's, by the rules
    for (const DominoBoard& o : options) {
      std::vector<DominoBoard> parts;
      Domineering{}.components(o, parts);
      for (const DominoBoard& part : parts) largest = std::max(largest, Domineering{}.size(part));
    }
    CHECK(evaluator.largest_size() == largest);
    for (int repeat = 0; repeat < 3; ++repeat) {
      OutcomeSearch<Domineering> search(evaluator, Domineering::kFoldSize);
      search.set_solo_visits(0);
      CHECK(search.outcome({board}) == expected);
    }
  }
}

TEST_CASE("The evaluator's largest size is the largest part it stored, until it is cleared",
          "[domineering]") {
  Evaluator<Domineering> evaluator;
  CHECK(evaluator.largest_size() == 0);
  const DominoBoard row = DominoBoard::from_packed(0x3f, 1, 6);  // one part of 6 cells
  (void)evaluator.value(row);
  CHECK(evaluator.largest_size() == Domineering{}.size(row));
  evaluator.clear();
  CHECK(evaluator.largest_size() == 0);
}

TEST_CASE("Ctrl-C stops every thread of an outcome search within a second",
          "[domineering][threads]") {
  ThreadsFor scope(2);
  Evaluator<Domineering> evaluator;
  OutcomeSearch<Domineering> search(evaluator, Domineering::kFoldSize);
  search.set_solo_visits(0);
  const DominoBoard empty_8x8 = DominoBoard::from_packed(~0ull, 8, 8);  // minutes to solve
  std::chrono::steady_clock::time_point requested;
  std::thread watchdog([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    requested = std::chrono::steady_clock::now();
    request_interrupt();
  });
  CHECK_THROWS_AS(run_with_large_stack([&] { (void)search.outcome({empty_8x8}); }),
                  InterruptedError);
  const auto stopped = std::chrono::steady_clock::now();
  watchdog.join();
  CHECK(stopped - requested < std::chrono::seconds(1));
  // What the threads stored is exact: a board of the same search still gets its outcome.
  const DominoBoard board = DominoBoard::from_packed(0xffffull, 4, 4);
  CHECK(search.outcome({board}) == test::NaiveOutcome<Domineering>(Domineering{}).outcome({board}));
}

TEST_CASE("The memory limit stops every thread of an outcome search with its message",
          "[domineering][threads]") {
  ThreadsFor scope(2);
  const std::size_t saved = memory_limits().max_bytes;
  memory_limits().max_bytes = tables_bytes() + (2 << 20);
  Evaluator<Domineering> evaluator;
  OutcomeSearch<Domineering> search(evaluator, Domineering::kFoldSize);
  search.set_solo_visits(0);
  const DominoBoard empty_8x8 = DominoBoard::from_packed(~0ull, 8, 8);
  std::string message;
  try {
    run_with_large_stack([&] { (void)search.outcome({empty_8x8}); });
  } catch (const LimitError& e) {
    message = e.what();
  }
  memory_limits().max_bytes = saved;
  INFO(message);
  CHECK(message.find("memory") != std::string::npos);
}
