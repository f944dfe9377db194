// Checkpoints of sequential sweeps: a reduced sweep saved after heap K and continued by a fresh
// sweep gives every heap's facts of one uninterrupted sweep; the GoldenNugget Main Theorem run
// stopped (Ctrl-C, or a smaller --upto first) and resumed from its folder gives
// the report of one uninterrupted run; and a checkpoint of another run is refused.
#include "games/sharding/sweep_checkpoint.hpp"

#include <catch2/catch.hpp>
#include <filesystem>
#include <sstream>

#include "cgt/error.hpp"
#include "games/complementary_subtraction/reduced_sweep.hpp"
#include "tests/support/verifier_run.hpp"

using namespace cgt;
using namespace cgt::games;
using cgt::test::timeless;
namespace fs = std::filesystem;

namespace {

bool same_facts(const HeapFacts& a, const HeapFacts& b) {
  return a.is_number == b.is_number && a.left_stop == b.left_stop && a.right_stop == b.right_stop &&
         a.below_left_stop == b.below_left_stop && a.above_right_stop == b.above_right_stop &&
         a.rcf() == b.rcf();
}

// The state of a sweep of `set` up to `upto`, saved after heap `at`.
std::string saved_after(const SubtractionSet& set, std::int64_t upto, std::int64_t at) {
  std::ostringstream out;
  ReducedSweep::Checkpoints checkpoints;
  checkpoints.due = [&](std::int64_t h, bool) { return h == at; };
  checkpoints.save = [&](std::int64_t, const std::function<void(std::ostream&)>& write) {
    write(out);
  };
  Progress quiet;
  ReducedSweep(set).run(
      upto, quiet, [](std::int64_t, const HeapFacts&) {}, checkpoints);
  return out.str();
}

// A fresh folder under the temporary directory, removed at the end of the test.
struct TempFolder {
  fs::path path;
  explicit TempFolder(const std::string& name) : path(fs::temp_directory_path() / name) {
    fs::remove_all(path);
  }
  ~TempFolder() { fs::remove_all(path); }
};

const Verifier& main_theorem() {
  static const VerifierRegistry registry = all_verifiers();
  return *registry.find("gn-main-theorem");
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
      // Saved by a sweep to k and by one to n: the state after heap k does not depend on it.
      for (std::int64_t upto : {k, n}) {
        std::istringstream in(saved_after(set, upto, k));
        ReducedSweep::Checkpoints resume;
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

TEST_CASE("a reduced sweep refuses the saved state of another set or a longer sweep",
          "[sharding][checkpoint]") {
  std::string golden = saved_after(SubtractionSet::golden_nugget(), 100, 100);
  Progress quiet;
  auto resume_from = [&](const SubtractionSet& set, std::int64_t upto) {
    std::istringstream in(golden);
    ReducedSweep::Checkpoints resume;
    resume.resume = &in;
    ReducedSweep(set).run(
        upto, quiet, [](std::int64_t, const HeapFacts&) {}, resume);
  };
  CHECK_THROWS_WITH(
      resume_from(SubtractionSet::beatty(QuadraticIrrational::from_surd(0, 2, 1)), 200),
      Catch::Contains("is of the set A = floor(n phi)"));
  CHECK_THROWS_WITH(resume_from(SubtractionSet::golden_nugget(), 50),
                    Catch::Contains("beyond this run's bound 50"));
  CHECK_NOTHROW(resume_from(SubtractionSet::golden_nugget(), 100));
}

TEST_CASE("gn-main-theorem stopped and resumed from its folder reports as one run",
          "[sharding][checkpoint]") {
  const std::int64_t n = 4000;  // beyond the heaps whose val(h) is cross-checked (3000)
  const std::string single = timeless(cgt::test::run_named_verifier("gn-main-theorem", n));
  Progress quiet;

  SECTION("a smaller --upto first, then the larger one continues from its checkpoint") {
    TempFolder dir("cgt-sweep-checkpoint-upto");
    for (std::int64_t k : {10, 2500, 3500})
      run_with_checkpoints(main_theorem(), k, quiet, dir.path);
    CHECK(timeless(run_with_checkpoints(main_theorem(), n, quiet, dir.path)) == single);
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
}
