// Sharded runs: whatever the split, the shards' reports merge into exactly the report of one
// run over all the units (the second computation is that single run); and a merge refuses
// reports that are not the shards of one run, cover a unit twice or miss one.
#include <catch2/catch.hpp>
#include <fmt/format.h>
#include <algorithm>
#include <filesystem>

#include "cgt/error.hpp"
#include "cgt/notation/table.hpp"
#include "games/sharding/merge.hpp"
#include "games/sharding/shard_folder.hpp"
#include "games/statement_checks.hpp"
#include "games/sharding/sharded_job.hpp"
#include "tests/support/data_file.hpp"
#include "tests/support/verifier_run.hpp"

using namespace cgt;
using namespace cgt::games;
using cgt::test::timeless;

namespace {

// Small bounds for every job (the four-pile positions of p2nim-theorem-22 grow like N^4, the
// three-pile table of gfib-question-21 like 12 N^3).
JobArgs bounds_for(const ShardedJob& job) {
  JobArgs a;
  if (job.is_table()) {
    a.from = 1;
    a.to = 12;
  } else {
    a.upto = job.name == "p2nim-theorem-22" ? 12 : job.name == "gfib-question-21" ? 16 : 60;
  }
  return a;
}

// Shards i/k of a run, as one worker process runs them: what the job prepares is made once.
std::vector<Report> shards_of(const ShardedJob& job, JobArgs whole, std::int64_t k) {
  std::vector<Report> parts;
  Progress quiet;
  ShardRunner runner(job);
  for (std::int64_t i = 0; i < k; ++i) {
    whole.shard = Shard{i, k};
    parts.push_back(runner.run(whole, quiet));
  }
  return parts;
}

// The job `name` run with these bounds in k shards: the merged report, and a table's table.
struct MergedRun {
  Report report;
  TextTable table;
};

MergedRun merged_in_shards(const char* name, JobKind kind, const JobArgs& bounds,
                           std::int64_t k) {
  const JobRegistry jobs = all_jobs();
  const ShardedJob* job = jobs.find(name, kind);
  REQUIRE(job);
  MergedRun run{merge_reports(shards_of(*job, whole_run(*job, bounds), k), job), {}};
  if (job->is_table()) run.table = job->table(run.report);
  return run;
}

}  // namespace

TEST_CASE("shards are written i/k with 0 <= i < k, and anything else is refused by name", "[sharding]") {
  CHECK(parse_shard("0/1").index == 0);
  CHECK(parse_shard("3/8").count == 8);
  for (const char* bad : {"", "1", "8/8", "-1/4", "1/0", "a/b", "1/2/3", "1 /2", "0/1000001"}) {
    CAPTURE(bad);
    CHECK_THROWS_WITH(parse_shard(bad), Catch::Contains("--shard takes i/k"));
  }
}

TEST_CASE("a job is the one job of its name and kind, and a verifier's or a table's", "[sharding]") {
  // `cgt verify NAME` finds a verifier's job, `cgt table NAME` a table's (gn-numbers is both).
  const JobRegistry jobs = all_jobs();
  const VerifierRegistry verifiers = all_verifiers();
  const TableRegistry tables = all_tables();
  for (const ShardedJob& job : jobs.all()) {
    CAPTURE(job.name);
    CHECK(&job == jobs.find(job.name, job.kind()));
    CHECK(std::count_if(jobs.all().begin(), jobs.all().end(), [&](const ShardedJob& j) {
            return j.name == job.name && j.kind() == job.kind();
          }) == 1);
    CHECK((job.is_table() ? tables.find(job.name) != nullptr
                          : verifiers.find(job.name) != nullptr));
  }
  const ShardedJob* numbers = jobs.find("gn-numbers", JobKind::kTable);
  REQUIRE(numbers);
  CHECK(numbers->is_table());
  CHECK(jobs.find("gn-numbers", JobKind::kVerifier) == nullptr);
}

TEST_CASE("shards of every job merge into the single run's report, split in any way",
          "[sharding]") {
  JobRegistry jobs = all_jobs();
  REQUIRE(jobs.all().size() >= 4);
  Progress quiet;
  for (const ShardedJob& job : jobs.all()) {
    CAPTURE(job.name);
    const JobArgs whole = whole_run(job, bounds_for(job));
    const Report single = run_shard(job, whole, quiet);
    REQUIRE(single.checksum != 0);
    const std::int64_t units = whole.unit_to - whole.unit_from + 1;
    for (std::int64_t k : {std::int64_t{1}, std::int64_t{2}, std::int64_t{3}, std::int64_t{7},
                           units + 3}) {
      CAPTURE(k);
      std::vector<Report> parts = shards_of(job, whole, k);
      CHECK(timeless(merge_reports(parts, &job)) == timeless(single));
      // In any order, and through their JSON files' text.
      std::reverse(parts.begin(), parts.end());
      for (Report& p : parts) p = report_from_json(to_json(p));
      CHECK(timeless(merge_reports(parts, &job)) == timeless(single));
    }
  }
}

TEST_CASE("every job's units split into two ranges, each into shards, merge too", "[sharding]") {
  JobRegistry jobs = all_jobs();
  Progress quiet;
  for (const ShardedJob& job : jobs.all()) {
    CAPTURE(job.name);
    const JobArgs whole = whole_run(job, bounds_for(job));
    const Report single = run_shard(job, whole, quiet);
    JobArgs low = whole, high = whole;
    low.unit_to = (whole.unit_from + whole.unit_to) / 2;
    high.unit_from = low.unit_to + 1;
    std::vector<Report> parts = shards_of(job, low, 2);
    for (Report& p : shards_of(job, high, 3)) parts.push_back(std::move(p));
    CHECK(timeless(merge_reports(parts, &job)) == timeless(single));
    // A range alone is not the whole run: its report covers just its units.
    const Report part = merge_reports(shards_of(job, high, 3), &job);
    CHECK(part.unit_from == high.unit_from);
    CHECK(part.unit_to == whole.unit_to);
  }
}

TEST_CASE("a sharded table shows the text of the table run in one piece", "[sharding]") {
  JobRegistry jobs = all_jobs();
  TableRegistry tables = all_tables();
  Progress quiet;
  int sharded_tables = 0;
  for (const ShardedJob& job : jobs.all()) {
    if (!job.is_table()) continue;
    CAPTURE(job.name);
    ++sharded_tables;
    const NamedTable* table = tables.find(job.name);
    REQUIRE(table);
    const JobArgs whole = whole_run(job, bounds_for(job));
    const std::string text = render(table->build(whole.from, whole.to, quiet), TableFormat::kText);
    CHECK(render(job.table(merge_reports(shards_of(job, whole, 3), &job)), TableFormat::kText) ==
          text);
  }
  CHECK(sharded_tables >= 5);
}

TEST_CASE("gfib-complementary in three shards is paper 000's Table 1", "[sharding]") {
  JobArgs bounds;
  bounds.to = 15;
  const TextTable merged =
      merged_in_shards("gfib-complementary", JobKind::kTable, bounds, 3).table;
  const test::DataRows paper = test::read_data_file("paper000_table1_complementary_values.txt");
  REQUIRE(paper.size() == 17);
  REQUIRE(merged.rows.size() == 16);
  CHECK(std::vector<std::string>(merged.header.begin() + 1, merged.header.end()) ==
        std::vector<std::string>(paper[0].begin() + 1, paper[0].end()));
  for (std::size_t i = 0; i < merged.rows.size(); ++i) {
    std::vector<std::string> expected = paper[i + 1];
    for (std::string& cell : expected)
      if (cell == "inf") cell = "none";  // no value up to the searched bound, 400
    CHECK(merged.rows[i] == expected);
  }
}

TEST_CASE("gfib-question-21's notes come back from its shards' rows", "[sharding]") {
  JobArgs bounds;
  bounds.upto = 15;
  const Report merged =
      merged_in_shards("gfib-question-21", JobKind::kVerifier, bounds, 3).report;
  REQUIRE(merged.notes.size() == 2);
  CHECK_THAT(merged.notes.back(), Catch::EndsWith(": (3, 4)"));
  // The largest value is the largest over the pairs, by the table of complementary values.
  const test::DataRows paper = test::read_data_file("paper000_table1_complementary_values.txt");
  std::int64_t largest = 0;
  std::string pair;
  for (std::size_t i = 1; i < paper.size(); ++i)
    for (std::size_t j = i; j < paper[i].size(); ++j)
      if (paper[i][j] != "inf" && test::cell_integer(paper[i][j]) > largest) {
        largest = test::cell_integer(paper[i][j]);
        pair = fmt::format("({}, {})", paper[i][0], paper[0][j]);
      }
  CHECK_THAT(merged.notes.front(), Catch::EndsWith(fmt::format("is {}, of {}", largest, pair)));
}

TEST_CASE("statements checked unit by unit in shards give the notes of one checker", "[sharding]") {
  // Cases 0..29: "even" fails on 4 and 10, "small" on 20..29 (the first failures by unit).
  auto check = [](StatementChecks& c, StatementChecks::Statement& even,
                  StatementChecks::Statement& small, std::int64_t u) {
    c.check(even, u != 4 && u != 10, [&] { return Failure{fmt::format("even {}", u), {}}; });
    c.check(small, u < 20, [&] { return Failure{fmt::format("small {}", u), {}}; });
  };
  Report single;
  {
    StatementChecks c(single);
    auto& even = c.statement("even");
    auto& small = c.statement("small");
    for (std::int64_t u = 0; u < 30; ++u) check(c, even, small, u);
    c.finish();
  }
  std::vector<Report> parts(3);
  for (std::int64_t i = 0; i < 3; ++i) {
    Report& r = parts[static_cast<std::size_t>(i)];
    r.name = "statements";
    r.unit_from = 0;
    r.unit_to = 29;
    r.shard_index = i;
    r.shard_count = 3;
    StatementChecks c(r);
    auto& even = c.statement("even");
    auto& small = c.statement("small");
    for (std::int64_t u = i; u < 30; u += 3) {
      r.begin_unit(u);
      check(c, even, small, u);
      c.finish_unit();
    }
    r.end_unit();
  }
  Report merged = merge_reports(parts, nullptr);
  StatementChecks::notes_from_rows(merged);
  REQUIRE(single.notes.size() == 2);
  CHECK(merged.notes == single.notes);
  CHECK(merged.counts == single.counts);
  CHECK(merged.failure_count == single.failure_count);
}

TEST_CASE("a verifier's units split by --from/--to merge too, and its notes come back",
          "[sharding]") {
  const JobRegistry jobs = all_jobs();
  const ShardedJob* job = jobs.find("gfib-theorem-14", JobKind::kVerifier);
  REQUIRE(job);
  Progress quiet;
  JobArgs whole = whole_run(*job, bounds_for(*job));
  const Report single = run_shard(*job, whole, quiet);
  REQUIRE(single.failure_count > Report::kKeptFailures);  // the paper's slips, many of them
  REQUIRE(single.notes.size() == 1);
  JobArgs low = whole, high = whole;
  low.unit_to = 25;
  high.unit_from = 26;
  std::vector<Report> parts = shards_of(*job, low, 2);
  for (Report& p : shards_of(*job, high, 3)) parts.push_back(std::move(p));
  CHECK(timeless(merge_reports(parts, job)) == timeless(single));
  // Without the job, the merge has the same results but not the notes drawn from them.
  CHECK(merge_reports(parts, nullptr).notes.empty());
}

TEST_CASE("different results have different checksums", "[sharding]") {
  JobRegistry jobs = all_jobs();
  Progress quiet;
  JobArgs a;
  a.upto = 60;
  auto whole = [&](const char* name) {
    const ShardedJob& job = *jobs.find(name, JobKind::kVerifier);
    return run_shard(job, whole_run(job, a), quiet);
  };
  Report paper = whole("gfib-theorem-14");
  Report corrected = whole("gfib-theorem-14-corrected");
  CHECK(paper.checked == corrected.checked);
  CHECK(paper.checksum != corrected.checksum);
}

TEST_CASE("a merge refuses what is not exactly the shards of one run", "[sharding]") {
  const JobRegistry jobs = all_jobs();
  const ShardedJob* job = jobs.find("gfib-theorem-10", JobKind::kVerifier);
  REQUIRE(job);
  JobArgs whole = whole_run(*job, bounds_for(*job));
  std::vector<Report> parts = shards_of(*job, whole, 3);
  auto twice = parts;
  twice.push_back(parts[1]);
  CHECK_THROWS_WITH(merge_reports(twice, job), Catch::Contains("is covered twice"));
  auto missing = parts;
  missing.erase(missing.begin() + 1);
  CHECK_THROWS_WITH(merge_reports(missing, job), Catch::Contains("covered by no report"));
  auto other = parts;
  JobArgs bigger = whole_run(*job, JobArgs{61, 0, 0, 0, -1, {}});
  bigger.shard = Shard{1, 3};
  Progress quiet;
  other[1] = run_shard(*job, bigger, quiet);
  CHECK_THROWS_WITH(merge_reports(other, job), Catch::Contains("are not shards of one run"));
  CHECK_THROWS_AS(merge_reports({}, job), DomainError);
}

TEST_CASE("run_shard checks its bounds, units and shard", "[sharding]") {
  const JobRegistry jobs = all_jobs();
  const ShardedJob* job = jobs.find("gfib-theorem-10", JobKind::kVerifier);
  Progress quiet;
  CHECK_THROWS_WITH(whole_run(*job, JobArgs{job->max_bound + 1, 0, 0, 0, -1, {}}),
                    Catch::Contains("--upto must lie between 0 and"));
  JobArgs a = whole_run(*job, bounds_for(*job));
  a.upto = -1;
  CHECK_THROWS_WITH(run_shard(*job, a, quiet), Catch::Contains("--upto must lie between 0 and"));
  a = whole_run(*job, bounds_for(*job));
  a.unit_to = 61;
  CHECK_THROWS_WITH(run_shard(*job, a, quiet), Catch::Contains("is not within them"));
  const ShardedJob* table = jobs.find("gn-outcomes", JobKind::kTable);
  JobArgs t;
  t.from = 5;
  t.to = 4;
  CHECK_THROWS_WITH(whole_run(*table, t), Catch::Contains("need 0 <= --from <= --to"));
}

TEST_CASE("a shard folder keeps reports, finds them again and refuses another run's",
          "[sharding]") {
  namespace fs = std::filesystem;
  fs::path dir = fs::temp_directory_path() / "cgt-shard-folder-test";
  fs::remove_all(dir);
  const JobRegistry jobs = all_jobs();
  const ShardedJob* job = jobs.find("gfib-theorem-10", JobKind::kVerifier);
  ShardFolder folder(dir);
  JobArgs a = whole_run(*job, bounds_for(*job));
  a.shard = Shard{1, 4};
  CHECK_FALSE(folder.find(*job, a));
  Progress quiet;
  Report r = run_shard(*job, a, quiet);
  folder.write(r);
  auto kept = folder.find(*job, a);
  REQUIRE(kept);
  CHECK(timeless(*kept) == timeless(r));
  CHECK(ShardFolder::reports_in(dir) == std::vector<fs::path>{folder.file_of(job->name, a.shard)});
  JobArgs other = whole_run(*job, JobArgs{70, 0, 0, 0, -1, {}});
  other.shard = a.shard;
  CHECK_THROWS_WITH(folder.find(*job, other), Catch::Contains("is a shard of another run"));
  fs::remove_all(dir);
}

TEST_CASE("a report whose content was edited is refused when read, whatever was edited",
          "[sharding]") {
  const JobRegistry jobs = all_jobs();
  const ShardedJob* job = jobs.find("gfib-theorem-10", JobKind::kVerifier);
  Progress quiet;
  JobArgs a = whole_run(*job, bounds_for(*job));
  a.shard = Shard{1, 4};
  const std::string text = to_json(run_shard(*job, a, quiet));
  CHECK(timeless(report_from_json(text)) == timeless(run_shard(*job, a, quiet)));
  // Each edit leaves the checksum as it was: only the digest tells.
  auto edited = [&](const std::string& from, const std::string& to) {
    std::string t = text;
    std::size_t at = t.find(from);
    REQUIRE(at != std::string::npos);
    return t.replace(at, from.size(), to);
  };
  for (const std::string& forged :
       {edited("\"checked\": ", "\"checked\": 1"), edited("\"units\": {\"from\": 0",
                                                          "\"units\": {\"from\": 1"),
        edited("\"checksum\": \"", "\"checksum\": \"1"), edited("\"passed\": true",
                                                                 "\"passed\": false")})
    CHECK_THROWS_WITH(report_from_json(forged),
                      Catch::Contains("does not match its digest") ||
                          Catch::Contains("not hexadecimal"));
  std::string digest = "\"digest\": \"";
  CHECK_THROWS_WITH(report_from_json(edited(digest, digest + "0")),
                    Catch::Contains("not hexadecimal") || Catch::Contains("digest"));
  std::string without = text.substr(0, text.find(", \"digest\"")) + "}";
  CHECK_THROWS_WITH(report_from_json(without), Catch::Contains("it has no digest"));
}
