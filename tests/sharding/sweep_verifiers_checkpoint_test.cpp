// The sequential verifiers that keep state beside their sweep, checkpointed: gn-numbers (every
// number found, each saved once), gn-conjecture-4.13 (the value sweep) and cs-outcomes (six
// reduced sweeps in a row, then Example 6.2) run in stages from a folder, or stopped by Ctrl-C
// and resumed, report exactly as one uninterrupted run without a folder; a damaged checkpoint,
// or one of another verifier, is refused.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "cgt/error.hpp"
#include "cgt/interrupt.hpp"
#include "games/sharding/segment_file.hpp"
#include "games/sharding/sweep_checkpoint.hpp"
#include "tests/support/temp_folder.hpp"
#include "tests/support/verifier_run.hpp"

using namespace cgt;
using namespace cgt::games;
using cgt::test::registered_verifier;
using cgt::test::run_in_stages;
using cgt::test::TempFolder;
using cgt::test::timeless;
namespace fs = std::filesystem;

namespace {

const std::string kReducedSweepTask = "reduced canonical forms of the heaps";

// The report of `name` to `upto` on `folder` after 10 runs stopped by Ctrl-C at the second
// progress report of `task` (a heap or so in): each saves what it did into the checkpoint
// `checkpoint` (NAME, or NAME.PART), and the next goes further.
Report run_after_interrupts(const std::string& name, std::int64_t upto, const fs::path& folder,
                            const std::string& task, const std::string& checkpoint) {
  std::int64_t steps = 0;
  for (int stops = 0; stops < 10; ++stops) {
    int reports = 0;
    Progress interrupted([&](std::string_view t, std::uint64_t, std::uint64_t) {
      if (t == task && ++reports == 2) request_interrupt();
    });
    CHECK_THROWS_AS(run_with_checkpoints(registered_verifier(name), upto, interrupted, folder),
                    InterruptedError);
    clear_interrupt();
    std::optional<SweepCheckpoint::Saved> saved = SweepCheckpoint(folder, checkpoint, upto).load();
    REQUIRE(saved);
    REQUIRE(saved->steps > steps);
    steps = saved->steps;
  }
  Progress quiet;
  return run_with_checkpoints(registered_verifier(name), upto, quiet, folder);
}

}  // namespace

TEST_CASE("gn-numbers run in stages from its folder reports as one run, each number saved once",
          "[sharding][checkpoint]") {
  const std::int64_t n = 3000;
  const Report single = cgt::test::run_named_verifier("gn-numbers", n);
  Progress quiet;

  SECTION("a save after every heap, then larger --upto on the same folder") {
    TempFolder dir("cgt-sweep-verifiers-numbers-upto");
    run_with_checkpoints(registered_verifier("gn-numbers"), 400, quiet, dir.path,
                         SaveIntervals{{}, {}});
    CHECK(run_in_stages("gn-numbers", {1000, 2000, n}, dir.path) == timeless(single));
    // The saves hold each number once: their new numbers add up to the heaps that are numbers.
    std::uint64_t saved_numbers = 0, segments = 0;
    SweepCheckpoint(dir.path, "gn-numbers", n).load([&](const JsonValue& state) {
      std::istringstream in(state.at("numbers").as_string());
      for (std::string pair; in >> pair;) ++saved_numbers;
      ++segments;
    });
    CHECK(segments == 401 + 3);
    CHECK(saved_numbers == single.count_of("heaps whose value is a number"));
  }

  SECTION("Ctrl-C saves a checkpoint that the next run continues from") {
    TempFolder dir("cgt-sweep-verifiers-numbers-interrupted");
    CHECK(timeless(run_after_interrupts("gn-numbers", n, dir.path, kReducedSweepTask,
                                        "gn-numbers")) == timeless(single));
  }
}

TEST_CASE("gn-conjecture-4.13 run in stages from its folder reports as one run",
          "[sharding][checkpoint]") {
  const std::int64_t n = 1500;
  const std::string single = timeless(cgt::test::run_named_verifier("gn-conjecture-4.13", n));
  Progress quiet;

  SECTION("a save after every heap, then larger --upto on the same folder") {
    TempFolder dir("cgt-sweep-verifiers-conjecture-upto");
    run_with_checkpoints(registered_verifier("gn-conjecture-4.13"), 200, quiet, dir.path,
                         SaveIntervals{{}, {}});
    CHECK(run_in_stages("gn-conjecture-4.13", {700, 1000, n}, dir.path) == single);
  }

  SECTION("Ctrl-C saves a checkpoint that the next run continues from") {
    TempFolder dir("cgt-sweep-verifiers-conjecture-interrupted");
    // The value sweep reports under the verifier's task.
    CHECK(timeless(run_after_interrupts("gn-conjecture-4.13", n, dir.path, "gn-conjecture-4.13",
                                        "gn-conjecture-4.13")) == single);
  }
}

TEST_CASE(
    "cs-outcomes run in stages from its folder reports as one run, skipping finished "
    "sweeps",
    "[sharding][checkpoint]") {
  const std::int64_t n = 2500;  // beyond the heaps whose val(h) is cross-checked (2000)
  const std::string single = timeless(cgt::test::run_named_verifier("cs-outcomes", n));
  Progress quiet;

  SECTION("larger --upto on the same folder") {
    TempFolder dir("cgt-sweep-verifiers-outcomes-upto");
    CHECK(run_in_stages("cs-outcomes", {1, 1000, n}, dir.path) == single);
  }

  SECTION("stopped amid its fourth sweep, resumed from there") {
    TempFolder dir("cgt-sweep-verifiers-outcomes-fourth");
    // A sweep begins where the progress turns to the reduced sweep's task (from ordering the
    // heaps by angle, or from resuming).
    int sweeps = 0;
    std::string last_task;
    auto count_sweeps = [&](std::string_view task) {
      if (task == kReducedSweepTask && last_task != task) ++sweeps;
      last_task = task;
    };
    Progress fourth([&](std::string_view task, std::uint64_t, std::uint64_t) {
      count_sweeps(task);
      if (sweeps == 4) request_interrupt();
    });
    CHECK_THROWS_AS(run_with_checkpoints(registered_verifier("cs-outcomes"), n, fourth, dir.path),
                    InterruptedError);
    clear_interrupt();
    // The resumed run sweeps the fourth alpha (from its checkpoint), the fifth and sixth only.
    sweeps = 0;
    last_task.clear();
    Progress counted(
        [&](std::string_view task, std::uint64_t, std::uint64_t) { count_sweeps(task); });
    CHECK(timeless(run_with_checkpoints(registered_verifier("cs-outcomes"), n, counted,
                                        dir.path)) == single);
    CHECK(sweeps == 3);
  }

  SECTION("Ctrl-C again and again") {
    TempFolder dir("cgt-sweep-verifiers-outcomes-interrupted");
    CHECK(timeless(run_after_interrupts("cs-outcomes", n, dir.path, kReducedSweepTask,
                                        "cs-outcomes.sweep-1")) == single);
  }
}

TEST_CASE(
    "the checkpoints of gn-numbers, gn-conjecture-4.13 and cs-outcomes are refused when "
    "damaged or of another verifier",
    "[sharding][checkpoint]") {
  Progress quiet;
  for (auto [name, file] : {std::pair<std::string, std::string>{"gn-numbers", "gn-numbers"},
                            {"gn-conjecture-4.13", "gn-conjecture-4.13"},
                            {"cs-outcomes", "cs-outcomes.sweep-1"}}) {
    INFO(name);
    TempFolder dir("cgt-sweep-verifiers-damaged");
    const fs::path checkpoint = dir.path / (file + ".checkpoint");
    run_with_checkpoints(registered_verifier(name), 300, quiet, dir.path);
    run_with_checkpoints(registered_verifier(name), 600, quiet, dir.path);
    std::optional<SegmentFile> whole = read_segment_file(checkpoint);
    REQUIRE(whole);
    REQUIRE(whole->segments.size() == 2);
    // Another verifier's checkpoint, under this one's name.
    fs::copy_file(checkpoint, dir.path / "other.checkpoint");
    CHECK_THROWS_WITH(SweepCheckpoint(dir.path, "other", 900).load(),
                      Catch::Contains("is a checkpoint of " + file + ", not of other"));
    // A byte of the first segment's body changed: the CRC tells.
    {
      std::fstream f(checkpoint, std::ios::in | std::ios::out | std::ios::binary);
      f.seekp(
          static_cast<std::streamoff>(whole->segments[0].offset + whole->segments[0].bytes / 2));
      f.put('#');
    }
    CHECK_THROWS_WITH(run_with_checkpoints(registered_verifier(name), 900, quiet, dir.path),
                      Catch::Contains(checkpoint.string() + ": segment 1 (line 2) is damaged"));
  }
}
