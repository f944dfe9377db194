// An interrupted computation (Ctrl-C, the time limit) or one stopped by the limit on games
// must leave the game table consistent: every node where interning finds it (so equal values
// keep equal handles) and the caches holding only finished results (so the same computation,
// run again, gives what it gives in a fresh table).
#include "cgt/interrupt.hpp"

#include <atomic>
#include <catch2/catch.hpp>
#include <chrono>
#include <thread>

#include "cgt/error.hpp"
#include "cgt/game_table.hpp"
#include "cgt/notation/printer.hpp"
#include "cgt/sum.hpp"
#include "lang/session.hpp"

using namespace cgt;

namespace {

// Long enough to be stopped at many different points: a multiple of a hot game (about 2,400
// games, many canonicalisations and comparisons).
Game work() {
  return multiple(20, lang::evaluate_game("{3|{2|{1|0}}}"));
}

// Interning each node's data again must find the node itself, and add nothing.
void check_consistent() {
  GameTable& t = game_table();
  std::size_t size = t.size();
  for (std::uint32_t id = 0; id < size; ++id) {
    Game g{id};
    Game again;
    if (t.is_number(g)) {
      again = t.number(t.number_part(g));
    } else if (t.is_up_star(g)) {
      again = t.up_star(t.number_part(g), t.ups(g), t.nim(g));
    } else {
      std::vector<Game> left(t.left_options(g).begin(), t.left_options(g).end());
      std::vector<Game> right(t.right_options(g).begin(), t.right_options(g).end());
      again = t.intern_canonical(left, right);
    }
    REQUIRE(again == g);
  }
  REQUIRE(t.size() == size);
}

// The text of work() computed in a fresh table: the reference every run is compared with.
std::string fresh_result() {
  game_table().reset();
  return to_string(work(), Style::kExplicit);
}

}  // namespace

TEST_CASE("an interrupt at any point leaves the table consistent", "[interrupt]") {
  const std::string expected = fresh_result();
  int interrupted = 0;
  for (int delay_us : {0, 50, 200, 500, 1000, 2000, 4000, 8000, 16000, 32000}) {
    for (InterruptReason reason : {InterruptReason::kUser, InterruptReason::kTimeLimit}) {
      INFO("interrupt after " << delay_us << " us");
      game_table().reset();
      clear_interrupt();
      std::thread stopper([=] {
        std::this_thread::sleep_for(std::chrono::microseconds(delay_us));
        request_interrupt(reason);
      });
      try {
        work();
      } catch (const TimeLimitError&) {
        CHECK(reason == InterruptReason::kTimeLimit);
        ++interrupted;
      } catch (const InterruptedError&) {
        CHECK(reason == InterruptReason::kUser);
        ++interrupted;
      }
      stopper.join();
      clear_interrupt();  // the work may have finished before the request
      check_consistent();
      CHECK(to_string(work(), Style::kExplicit) == expected);
    }
  }
  CHECK(interrupted > 0);  // the delays do reach into the computation
}

TEST_CASE("reaching the limit on games at any point leaves the table consistent", "[interrupt]") {
  const std::string expected = fresh_result();
  const std::size_t needed = game_table().size();
  GameTable& t = game_table();
  const std::size_t saved = t.limits().max_games;
  for (std::size_t limit = 2; limit < needed; limit += needed / 37 + 1) {
    INFO("limit " << limit << " of " << needed);
    t.reset();
    t.limits().max_games = limit;
    CHECK_THROWS_AS(work(), TableFullError);
    check_consistent();
    t.limits().max_games = saved;
    CHECK(to_string(work(), Style::kExplicit) == expected);
  }
}

namespace {

// A source that asks to stop at its `stop_at`-th call, for the reason given.
std::atomic<int> source_calls{0};
int stop_at = 0;
InterruptReason stop_reason = InterruptReason::kNone;
InterruptReason counting_source() {
  return ++source_calls == stop_at ? stop_reason : InterruptReason::kNone;
}

}  // namespace

TEST_CASE("an interrupt source stops a computation at a poll, as the flag does", "[interrupt]") {
  const std::string expected = fresh_result();
  int calls_in_full_run = 0;
  {
    game_table().reset();
    source_calls = 0;
    stop_at = -1;  // never
    interrupt_source().store(counting_source);
    work();
    interrupt_source().store(nullptr);
    calls_in_full_run = source_calls;
  }
  REQUIRE(calls_in_full_run > 100);  // asked at every poll
  for (InterruptReason reason : {InterruptReason::kUser, InterruptReason::kTimeLimit}) {
    for (int at : {1, calls_in_full_run / 3, calls_in_full_run - 1}) {
      INFO("stop at poll " << at);
      game_table().reset();
      source_calls = 0;
      stop_at = at;
      stop_reason = reason;
      interrupt_source().store(counting_source);
      if (reason == InterruptReason::kUser)
        CHECK_THROWS_AS(work(), InterruptedError);
      else
        CHECK_THROWS_AS(work(), TimeLimitError);
      interrupt_source().store(nullptr);
      CHECK(source_calls == at);  // the first poll that was told to stop threw
      CHECK(!interrupt_pending());
      check_consistent();
      CHECK(to_string(work(), Style::kExplicit) == expected);
    }
  }
}
