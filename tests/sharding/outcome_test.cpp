// One position's outcome as shards (`cgt outcome`): split into 1, 3 or 7 shards, with a folder
// resumed after some of its shards are deleted, the merged outcome is the one-process search's
// (solve) and a plain game-tree search's, which knows no values; every option's winner is the
// plain search's too. A folder of another position and bad positions are refused.
#include <catch2/catch.hpp>
#include <filesystem>
#include <random>

#include "cgt/compare.hpp"
#include "cgt/error.hpp"
#include "games/clobber/clobber.hpp"
#include "games/domineering/domineering.hpp"
#include "games/sharding/merge.hpp"
#include "games/sharding/shard_folder.hpp"
#include "lang/ruleset_reader.hpp"
#include "tests/sharding/report_columns.hpp"
#include "tests/support/naive_outcome.hpp"
#include "tests/support/temp_folder.hpp"
#include "tools/cgt/outcome_job.hpp"

using namespace cgt;
using namespace cgt::games;
using cgt::test::column;
using cgt::tool::OutcomeSpec;
using cgt::tool::outcome_job;

namespace {

// A random board of `rows` lines of `cols` cells drawn from `cells`.
std::string random_board(std::mt19937& rng, int rows, int cols, const std::string& cells) {
  std::uniform_int_distribution<std::size_t> pick(0, cells.size() - 1);
  std::string text;
  for (int r = 0; r < rows; ++r) {
    if (r > 0) text += '|';
    for (int c = 0; c < cols; ++c) text += cells[pick(rng)];
  }
  return text;
}

JobArgs whole_outcome_run(const ShardedJob& job) {
  return whole_run(job, JobArgs{0, job.default_from, job.default_to, 0, -1, {}});
}

// Every shard of a split into k, run one by one into a folder.
std::vector<Report> run_into(const ShardedJob& job, std::int64_t k, const ShardFolder& folder) {
  Progress quiet;
  std::vector<Report> parts;
  for (std::int64_t i = 0; i < k; ++i) {
    JobArgs args = whole_outcome_run(job);
    args.shard = Shard{i, k};
    if (auto kept = folder.find(job, args)) {
      parts.push_back(*kept);
      continue;
    }
    parts.push_back(run_shard(job, args, quiet));
    folder.write(parts.back());
  }
  return parts;
}

// The merged outcome of every split is the plain search's; so is each searched option's winner.
template <Ruleset R, typename Parse>
void check_splits(const char* ruleset, const std::string& board, R rules, Parse parse) {
  CAPTURE(ruleset, board);
  test::NaiveOutcome<R> plain(rules);
  const Outcome expected = plain.outcome({parse(board)});
  const AnyPosition root = lang::RulesetReader(ruleset).read(board);
  REQUIRE(solve({root}) == expected);
  for (bool all_options : {false, true}) {
    const ShardedJob job = outcome_job(OutcomeSpec{ruleset, board, all_options});
    for (std::int64_t k : {1, 3, 7}) {
      CAPTURE(all_options, k);
      test::TempFolder folder("cgt-outcome-test");
      const std::vector<Report> parts = run_into(job, k, ShardFolder(folder.path));
      const Report merged = merge_reports(parts, &job);
      CHECK(tool::root_outcome(merged) == expected);
      // A resumed run: a shard deleted is run again, the others are read back.
      std::filesystem::remove(ShardFolder(folder.path).file_of(job.name, Shard{k - 1, k}));
      const Report resumed = merge_reports(run_into(job, k, ShardFolder(folder.path)), &job);
      CHECK(tool::root_outcome(resumed) == expected);
      CHECK(resumed.rows.size() == merged.rows.size());
      const std::size_t player = column(merged, "player"), option = column(merged, "option"),
                        winner = column(merged, "winner");
      for (const ReportRow& row : merged.rows) {
        if (row.cells[winner] == "not searched") {
          CHECK(!all_options);
          continue;
        }
        const Player mover = row.cells[player] == "Left" ? Player::kLeft : Player::kRight;
        const bool mover_wins = !plain.wins({parse(row.cells[option])}, opponent(mover));
        CHECK(row.cells[winner] == (mover_wins == (mover == Player::kLeft) ? "Left" : "Right"));
      }
      if (all_options) CHECK(merged.checked == merged.rows.size());
    }
  }
}

}  // namespace

TEST_CASE("one position's outcome as shards is the one-process and the plain search's",
          "[sharding][outcome]") {
  std::mt19937 rng(20261129);
  for (int i = 0; i < 6; ++i) {
    check_splits("domineering", random_board(rng, 4, 4, "...#"), Domineering(),
                 [](const std::string& t) { return parse_domino_board(t, "test"); });
    check_splits("clobber", random_board(rng, 3, 3, ".XOXO"), Clobber(),
                 [](const std::string& t) { return parse_clobber(t, "test"); });
  }
  // Every outcome class among the boards: the empty 2x2 (N), a column of two (L), a row of two
  // (R) and a single cell (P, no options: one unit that records nothing).
  for (const char* board : {"..|..", ".|.", "..", "."})
    check_splits("domineering", board, Domineering(),
                 [](const std::string& t) { return parse_domino_board(t, "test"); });
}

TEST_CASE("a shard stops searching a player's options at a winning one", "[sharding][outcome]") {
  // The empty 2x2 board: both of Left's options (a vertical domino in either column) win for
  // Left; one shard searches the first and records the second as not searched.
  const ShardedJob job = outcome_job(OutcomeSpec{"domineering", "..|..", false});
  Progress quiet;
  const Report r = run_shard(job, whole_outcome_run(job), quiet);
  CHECK(tool::root_outcome(r) == Outcome::kNext);
  CHECK(r.count_of("winning Left options") == 1);
  CHECK(r.count_of("winning Right options") == 1);
  CHECK(r.count_of("not searched") == 2);
  CHECK(r.checked == 2);
}

TEST_CASE("a folder of another position is refused, and so are bad positions",
          "[sharding][outcome]") {
  test::TempFolder folder("cgt-outcome-refused");
  const ShardedJob a = outcome_job(OutcomeSpec{"domineering", "...|...", false});
  const ShardedJob b = outcome_job(OutcomeSpec{"domineering", "...|..#", false});
  run_into(a, 2, ShardFolder(folder.path));
  CHECK_THROWS_WITH(run_into(b, 2, ShardFolder(folder.path)),
                    Catch::Contains("is a shard of another run") &&
                        Catch::Contains("domineering ...|..#"));
  CHECK_THROWS_WITH(ShardFolder(folder.path).check_split(b, whole_outcome_run(b), 3),
                    Catch::Contains("holds shards of another run of outcome"));
  CHECK_THROWS_WITH(outcome_job(OutcomeSpec{"dominering", "..", false}),
                    Catch::Contains("did you mean domineering?"));
  CHECK_THROWS_WITH(outcome_job(OutcomeSpec{"domineering", "..Z", false}),
                    Catch::Contains("unexpected 'Z'"));
  CHECK_THROWS_WITH(outcome_job(OutcomeSpec{"domineering", "", false}),
                    Catch::Contains("give the position"));
  // Units out of range name the range.
  Progress quiet;
  JobArgs args = whole_outcome_run(a);
  args.unit_to = 99;
  CHECK_THROWS_WITH(run_shard(a, args, quiet), Catch::Contains("run from 0 to 6"));
}
