// Checkpoints of sequential sweeps: a reduced sweep saved after heap K (at once, or a little at
// a time) and continued by a fresh sweep gives every heap's facts of one uninterrupted sweep;
// the GoldenNugget Main Theorem run stopped (Ctrl-C, or a smaller --upto first, or killed amid a
// save) and resumed from its folder gives the report of one uninterrupted run, however many
// segments its checkpoint has; Ctrl-C just after a save saves no heap twice; a checkpoint of
// another run, or a damaged one, is refused.
#include "games/sharding/sweep_checkpoint.hpp"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "cgt/error.hpp"
#include "games/complementary_subtraction/reduced_sweep.hpp"
#include "games/sharding/segment_file.hpp"
#include "games/sharding/shard_folder.hpp"
#include "games/sharding/sweep_resumption.hpp"
#include "tests/support/sweep_saves.hpp"
#include "tests/support/temp_folder.hpp"
#include "tests/support/verifier_run.hpp"

using namespace cgt;
using namespace cgt::games;
using cgt::test::TempFolder;
using cgt::test::timeless;
namespace fs = std::filesystem;

namespace {

bool same_facts(const HeapFacts& a, const HeapFacts& b) {
  return a.is_number == b.is_number && a.left_stop == b.left_stop && a.right_stop == b.right_stop &&
         a.below_left_stop == b.below_left_stop && a.above_right_stop == b.above_right_stop &&
         a.rcf() == b.rcf();
}

// What a reduced sweep of `set` to `upto` saves (tests/support/sweep_saves.hpp).
std::string saved_after(
    const SubtractionSet& set, std::int64_t upto, std::int64_t at,
    const std::function<bool(std::int64_t)>& save_before = [](std::int64_t) { return false; }) {
  Progress quiet;
  return cgt::test::saved_after(
      [&](const SweepHooks& hooks) {
        ReducedSweep(set).run(
            upto, quiet, [](std::int64_t, const HeapFacts&) {}, hooks);
      },
      at, save_before);
}

const Verifier& main_theorem() {
  return cgt::test::registered_verifier("gn-main-theorem");
}

}  // namespace

TEST_CASE("a reduced sweep continued from its saved state gives the facts of one sweep",
          "[sharding][checkpoint]") {
  const QuadraticIrrational sqrt2 = QuadraticIrrational::from_surd(0, 2, 1);
  for (const SubtractionSet& set :
       {SubtractionSet::golden_nugget(), SubtractionSet::beatty(sqrt2)}) {
    const std::int64_t n = 3000;
    std::vector<HeapFacts> whole = reduced_facts(set, n);
    for (std::int64_t k : {0, 1, 2, 17, 1000, 2999, 3000}) {
      INFO(set.name() << ", saved after heap " << k);
      // Saved by a sweep to k and by one to n: the state after heap k does not depend on it;
      // saved at once, or in parts (after every heap, or every 7th).
      for (auto [upto, every] :
           {std::pair<std::int64_t, std::int64_t>{k, 0}, {n, 0}, {n, 1}, {n, 7}}) {
        INFO("sweep to " << upto << ", saved every " << every << " heaps");
        std::istringstream in(saved_after(
            set, upto, k, [&, every = every](std::int64_t h) { return every && h % every == 0; }));
        SweepHooks resume;
        resume.resume = &in;
        std::int64_t next = k + 1;
        Progress quiet;
        ReducedSweep(set).run(
            n, quiet,
            [&](std::int64_t h, const HeapFacts& f) {
              REQUIRE(h == next++);
              REQUIRE(same_facts(f, whole[static_cast<std::size_t>(h)]));
            },
            resume);
        CHECK(next == n + 1);
      }
    }
  }
}

TEST_CASE("Ctrl-C just after a save adds no second segment for the same heap",
          "[sharding][checkpoint]") {
  // Saves due after every heap; Ctrl-C pressed as the save after heap k ends, so that the sweep
  // stops at its next poll, still at heap k, and saves on stopping: nothing new to save. Twice
  // the same steps would be a damaged checkpoint. k = n: the save after the run's last heap.
  const std::int64_t n = 500;
  for (std::int64_t k : {std::int64_t{200}, n}) {
    INFO("Ctrl-C after the save of heap " << k);
    TempFolder dir("cgt-sweep-checkpoint-save-then-stop");
    SweepCheckpoint checkpoint(dir.path, "gn-main-theorem", n, SaveIntervals{{}, {}});
    SweepResumption resumption(&checkpoint, [] { return std::string("{}"); }, {});
    SweepHooks hooks = resumption.hooks();
    hooks.save = [&](std::int64_t h, const std::function<void(std::ostream&)>& write_new) {
      resumption.hooks().save(h, write_new);
      if (h == k) request_interrupt();
    };
    Progress quiet;
    CHECK_THROWS_AS(ReducedSweep(SubtractionSet::golden_nugget())
                        .run(
                            n, quiet, [](std::int64_t, const HeapFacts&) {}, hooks),
                    InterruptedError);
    clear_interrupt();
    std::optional<SegmentFile> file = read_segment_file(checkpoint.file());
    REQUIRE(file);
    CHECK(file->segments.size() == static_cast<std::size_t>(k + 1));  // one per heap 0..k
    std::optional<SweepCheckpoint::Saved> saved =
        SweepCheckpoint(dir.path, "gn-main-theorem", n).load();
    REQUIRE(saved);
    CHECK(saved->steps == k + 1);
  }
}

TEST_CASE("a reduced sweep refuses the saved state of another set or a longer sweep",
          "[sharding][checkpoint]") {
  cgt::test::check_golden_nugget_saves_refused_elsewhere(
      saved_after(SubtractionSet::golden_nugget(), 100, 100),
      [](const SubtractionSet& set, std::int64_t upto, const SweepHooks& hooks) {
        Progress quiet;
        ReducedSweep(set).run(
            upto, quiet, [](std::int64_t, const HeapFacts&) {}, hooks);
      });
}

TEST_CASE(
    "gn-lemma-4.1, as printed and corrected, run in stages from its folder reports as "
    "one run",
    "[sharding][checkpoint]") {
  const std::int64_t n = 3000;
  for (const char* name : {"gn-lemma-4.1", "gn-lemma-4.1-corrected"}) {
    TempFolder dir("cgt-sweep-checkpoint-lemma");
    CHECK(cgt::test::run_in_stages(name, {1, 700, 2000, n}, dir.path) ==
          timeless(cgt::test::run_named_verifier(name, n)));
  }
}

TEST_CASE("gn-main-theorem stopped and resumed from its folder reports as one run",
          "[sharding][checkpoint]") {
  const std::int64_t n = 4000;  // beyond the heaps whose val(h) is cross-checked (3000)
  const std::string single = timeless(cgt::test::run_named_verifier("gn-main-theorem", n));
  Progress quiet;

  SECTION("a smaller --upto first, then the larger one continues from its checkpoint") {
    TempFolder dir("cgt-sweep-checkpoint-upto");
    CHECK(cgt::test::run_in_stages("gn-main-theorem", {10, 2500, 3500, n}, dir.path) == single);
    // Finished: the report comes from the folder; a smaller bound is refused.
    CHECK(timeless(read_report(dir.path / "gn-main-theorem.report.json")) == single);
    CHECK(timeless(run_with_checkpoints(main_theorem(), n, quiet, dir.path)) == single);
    CHECK_THROWS_WITH(run_with_checkpoints(main_theorem(), 100, quiet, dir.path),
                      Catch::Contains("beyond this run's --upto 100"));
  }

  SECTION("Ctrl-C saves a checkpoint that the next run continues from") {
    TempFolder dir("cgt-sweep-checkpoint-interrupted");
    // Ctrl-C at the sweep's second progress report, a few heaps in (amid a heap or between
    // two): each run saves what it did and the next one goes further.
    int reports = 0;
    Progress interrupted([&](std::string_view task, std::uint64_t, std::uint64_t) {
      if (task == "reduced canonical forms of the heaps" && ++reports % 2 == 0) request_interrupt();
    });
    std::int64_t steps = 0;
    for (int stops = 0; stops < 20; ++stops) {
      CHECK_THROWS_AS(run_with_checkpoints(main_theorem(), n, interrupted, dir.path),
                      InterruptedError);
      std::optional<SweepCheckpoint::Saved> saved =
          SweepCheckpoint(dir.path, "gn-main-theorem", n).load();
      REQUIRE(saved);
      REQUIRE(saved->steps > steps);
      steps = saved->steps;
    }
    clear_interrupt();
    CHECK(timeless(run_with_checkpoints(main_theorem(), n, quiet, dir.path)) == single);
  }
}

TEST_CASE("a checkpoint of another verifier is refused by name", "[sharding][checkpoint]") {
  TempFolder dir("cgt-sweep-checkpoint-other");
  Progress quiet;
  run_with_checkpoints(main_theorem(), 50, quiet, dir.path);
  fs::copy_file(dir.path / "gn-main-theorem.checkpoint", dir.path / "gn-other.checkpoint");
  CHECK_THROWS_WITH(SweepCheckpoint(dir.path, "gn-other", 50).load(),
                    Catch::Contains("is a checkpoint of gn-main-theorem, not of gn-other"));
  // One of an older cgt, which rewrote the whole state at each save.
  std::ofstream(dir.path / "gn-main-theorem.checkpoint")
      << R"({"checkpoint": "gn-main-theorem", "steps": 51, "upto": 50, "state": {}})" << '\n';
  CHECK_THROWS_WITH(
      SweepCheckpoint(dir.path, "gn-main-theorem", 50).load(),
      Catch::Contains((dir.path / "gn-main-theorem.checkpoint").string() + " is a checkpoint in "
                                                                           "an older format"));
}

namespace {

fs::path checkpoint_file(const fs::path& folder) {
  return folder / "gn-main-theorem.checkpoint";
}

// The folder's checkpoint, copied into `copy` and cut after its first `bytes`.
void copy_cut(const fs::path& folder, const fs::path& copy, std::uintmax_t bytes) {
  fs::create_directories(copy);
  fs::copy_file(checkpoint_file(folder), checkpoint_file(copy));
  fs::resize_file(checkpoint_file(copy), bytes);
}

}  // namespace

TEST_CASE("gn-main-theorem resumes as one run from a checkpoint whose last segment was torn",
          "[sharding][checkpoint]") {
  const std::int64_t n = 4000;
  const std::string single = timeless(cgt::test::run_named_verifier("gn-main-theorem", n));
  Progress quiet;
  TempFolder dir("cgt-sweep-checkpoint-torn");
  run_with_checkpoints(main_theorem(), 2000, quiet, dir.path);
  run_with_checkpoints(main_theorem(), 3500, quiet, dir.path);
  std::optional<SegmentFile> whole = read_segment_file(checkpoint_file(dir.path));
  REQUIRE(whole);
  REQUIRE(whole->segments.size() == 2);
  const SegmentFile::Segment &first = whole->segments[0], &last = whole->segments[1];
  const std::uintmax_t last_start = first.offset + first.bytes, end = whole->complete_bytes;
  REQUIRE(end == fs::file_size(checkpoint_file(dir.path)));
  // A kill amid the second save leaves a prefix of its segment: its opening line cut, or its
  // body, down to its last byte.
  for (std::uintmax_t cut : {last_start + 1, last_start + 12, last.offset - 1, last.offset,
                             last.offset + 1, last.offset + last.bytes / 2, end - 1}) {
    INFO("the checkpoint cut after " << cut << " of its " << end << " bytes");
    TempFolder copy("cgt-sweep-checkpoint-torn-copy");
    copy_cut(dir.path, copy.path, cut);
    std::optional<SweepCheckpoint::Saved> saved =
        SweepCheckpoint(copy.path, "gn-main-theorem", n).load();
    REQUIRE(saved);
    CHECK(saved->steps == 2001);
    CHECK(timeless(run_with_checkpoints(main_theorem(), n, quiet, copy.path)) == single);
    // The torn part was cut away before the run appended its own segment.
    std::optional<SegmentFile> resumed = read_segment_file(checkpoint_file(copy.path));
    REQUIRE(resumed);
    CHECK(resumed->segments.size() == 2);
    CHECK(resumed->complete_bytes == fs::file_size(checkpoint_file(copy.path)));
    CHECK(SweepCheckpoint(copy.path, "gn-main-theorem", n).load()->steps == n + 1);
  }
}

TEST_CASE("gn-main-theorem saved a little at a time gives the facts of one save",
          "[sharding][checkpoint]") {
  const std::int64_t n = 4000, first = 400;
  const std::string single = timeless(cgt::test::run_named_verifier("gn-main-theorem", n));
  Progress quiet;
  TempFolder dir("cgt-sweep-checkpoint-segments");
  // A save after every heap up to `first`, then one segment for the rest.
  run_with_checkpoints(main_theorem(), first, quiet, dir.path, SaveIntervals{{}, {}});
  std::optional<SegmentFile> segments = read_segment_file(checkpoint_file(dir.path));
  REQUIRE(segments);
  CHECK(segments->segments.size() == static_cast<std::size_t>(first + 1));
  fs::remove(dir.path / "gn-main-theorem.report.json");
  CHECK(timeless(run_with_checkpoints(main_theorem(), n, quiet, dir.path)) == single);
}

TEST_CASE("a damaged checkpoint is refused naming its file, segment and line",
          "[sharding][checkpoint]") {
  TempFolder dir("cgt-sweep-checkpoint-damaged");
  Progress quiet;
  run_with_checkpoints(main_theorem(), 300, quiet, dir.path);
  run_with_checkpoints(main_theorem(), 600, quiet, dir.path);
  const fs::path file = checkpoint_file(dir.path);
  std::optional<SegmentFile> whole = read_segment_file(file);
  REQUIRE(whole);
  REQUIRE(whole->segments.size() == 2);
  auto with_byte = [&](std::uintmax_t at, char c) {
    TempFolder copy("cgt-sweep-checkpoint-damaged-copy");
    copy_cut(dir.path, copy.path, whole->complete_bytes);
    std::fstream f(checkpoint_file(copy.path), std::ios::in | std::ios::out | std::ios::binary);
    f.seekp(static_cast<std::streamoff>(at));
    f.put(c);
    f.close();
    std::string message;
    try {
      SweepCheckpoint(copy.path, "gn-main-theorem", 600).load();
    } catch (const DomainError& e) {
      message = e.what();
    }
    return message;
  };
  const SegmentFile::Segment& first = whole->segments[0];
  // A heap line of the first segment's body: the CRC tells.
  std::string body_damaged = with_byte(first.offset + first.bytes - 2, 'x');
  CHECK_THAT(body_damaged, Catch::Contains(checkpoint_file(dir.path).filename().string()));
  CHECK_THAT(body_damaged, Catch::Contains("segment 1 (line 2) is damaged"));
  // The second segment's opening line, whole but no longer JSON.
  std::string opening_damaged = with_byte(first.offset + first.bytes, 'x');
  CHECK_THAT(opening_damaged, Catch::Contains(fmt::format("segment 2 (line {}) is damaged",
                                                          whole->segments[1].line)));
}

TEST_CASE("a forged checkpoint is refused naming the file and the line of its bad data",
          "[sharding][checkpoint]") {
  TempFolder dir("cgt-sweep-checkpoint-forged");
  Progress quiet;
  run_with_checkpoints(main_theorem(), 300, quiet, dir.path);
  const fs::path file = checkpoint_file(dir.path);
  std::optional<SegmentFile> whole = read_segment_file(file);
  REQUIRE(whole);
  REQUIRE(whole->segments.size() == 1);
  std::string text;
  {
    std::ifstream in(file, std::ios::binary);
    std::ostringstream all;
    all << in.rdbuf();
    text = all.str();
  }
  const SegmentFile::Segment& segment = whole->segments[0];
  std::string body = text.substr(segment.offset, segment.bytes);
  // The body's last line (a heap of the sweep) replaced, and the segment's CRC made to match:
  // a forgery the CRC cannot tell.
  std::size_t last = body.rfind('\n', body.size() - 2) + 1;
  std::string forged = body.substr(0, last) + std::string(body.size() - 1 - last, 'x') + "\n";
  Cksum cksum;
  cksum.update(forged);
  std::ofstream(file, std::ios::binary | std::ios::trunc)
      << whole->header << '\n'
      << fmt::format(R"({{"segment": 1, "bytes": {}, "cksum": {}}})", forged.size(),
                     cksum.value())
      << '\n'
      << forged;
  // The header, the opening line, then the body's lines before the forged one.
  const auto line = 3 + std::count(body.begin(), body.begin() + static_cast<long>(last), '\n');
  CHECK_THROWS_WITH(run_with_checkpoints(main_theorem(), 600, quiet, dir.path),
                    Catch::Contains(fmt::format("{}, line {}: ", file.string(), line)) &&
                        Catch::Contains("move the checkpoint away"));
}
