// A sharded job: a verifier or table over a range of units (the values of its outer index)
// whose units are independent, so that a run splits into shards (`--shard i/k`) run anywhere,
// in any order, and their reports merge (merge.hpp) into the report of a single run.
//
// Shard i of k takes the units u of [from, to] with (u - from) mod k = i: interleaved, so that
// shards cost about the same when the cost of a unit grows with u.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "cgt/notation/table.hpp"
#include "cgt/progress.hpp"
#include "games/named_tables.hpp"
#include "games/verification.hpp"

namespace cgt::games {

struct Shard {
  std::int64_t index = 0, count = 1;
};

// "i/k" with 0 <= i < k <= 10^6; DomainError naming --shard otherwise.
Shard parse_shard(std::string_view text);

// What one run of a job is asked for: its bounds (a verifier's upto, a table's from and to),
// the units to run (within the job's units for those bounds) and the shard of them.
struct JobArgs {
  std::int64_t upto = 0;          // verifiers
  std::int64_t from = 0, to = 0;  // tables
  std::int64_t unit_from = 0, unit_to = -1;
  Shard shard;

  // The units of this shard, in increasing order.
  template <typename F>
  void for_each_unit(F&& f) const {
    for (std::int64_t u = unit_from + shard.index; u <= unit_to; u += shard.count) f(u);
  }
  std::uint64_t unit_count() const;  // how many units the shard takes
};

// A verifier and a table may share a name (gn-numbers): a job is found by name and kind.
enum class JobKind { kVerifier, kTable };

struct UnitRange {
  std::int64_t from = 0, to = -1;
};

struct ShardedJob {
  std::string name;     // the verifier's or the table's name
  std::string summary;  // as Verifier::summary or NamedTable::summary
  std::string source;   // verifiers: the paper's statement
  std::string unit;     // what one unit is, for `--list` and the README ("m, the smaller pile")
  // What fixes the units of a job made for one run (a table of positions: the ruleset, the
  // file's content or the board size, values or outcomes); empty for the registered jobs, whose
  // bounds say it all.
  std::string params;
  std::int64_t default_upto = 0, default_from = 0, default_to = 0;
  // Verifiers: the largest upto; tables: the largest to.
  std::int64_t max_bound = 1'000'000;
  // The units of a run with these bounds (upto, or from and to).
  std::function<UnitRange(const JobArgs&)> units;
  // What every shard of a run needs and is costly to make (a table of all smaller positions):
  // made once per process for the shards it runs (ShardRunner). May be empty.
  std::function<std::shared_ptr<void>(const JobArgs&, Progress&)> prepare;
  // Runs the units of args (opening each with report.begin_unit) into the report, with what
  // prepare made (null without prepare); calls progress.update once per unit or more often.
  std::function<void(const JobArgs&, void* prepared, Report&, Progress&)> run;
  // Notes drawn from a complete run (after a merge too); may be empty.
  std::function<void(Report&)> finish;
  // Tables: the table a complete report shows; empty for a verifier.
  std::function<TextTable(const Report&)> table;
  bool is_table() const { return static_cast<bool>(table); }
  JobKind kind() const { return is_table() ? JobKind::kTable : JobKind::kVerifier; }
};

// The units 0..upto, one a value of a verifier's outer index: most verifiers' units.
UnitRange units_zero_to_upto(const JobArgs& args);

// A verifier job with what it says of itself, its bounds (upto at most max_upto, default_upto
// when a run names none) and its units; the caller adds prepare, run and finish.
ShardedJob verifier_job(std::string name, std::string summary, std::string source, std::string unit,
                        std::int64_t default_upto, std::int64_t max_upto,
                        std::function<UnitRange(const JobArgs&)> units);

// A table job with what it says of itself and its bounds (to at most max_to, default_from and
// default_to when a run names none); the caller adds units (make_row_table: its rows),
// prepare, run and table.
ShardedJob table_job(std::string name, std::string summary, std::string unit,
                     std::int64_t default_from, std::int64_t default_to, std::int64_t max_to);

// The "params" of a report: what every shard of one run shares ("upto 300", "from 1 to 200",
// or job.params when the job has its own).
std::string job_params(const ShardedJob& job, const JobArgs& args);

// Runs shards of a job, keeping what job.prepare made for the next shard of the same run.
class ShardRunner {
 public:
  explicit ShardRunner(const ShardedJob& job) : job_(&job) {}
  // Runs one shard: checks the bounds, units and shard (DomainError naming the option and its
  // range), times the run and fills in the report's name, params, units and shard. With the
  // whole range in one shard it also applies job.finish.
  Report run(const JobArgs& args, Progress& progress);
  const ShardedJob& job() const { return *job_; }

 private:
  const ShardedJob* job_;
  std::shared_ptr<void> prepared_;
  std::string prepared_for_;  // the run (params and units) prepared_ belongs to
};

// One shard, with nothing kept: ShardRunner(job).run(args, progress).
Report run_shard(const ShardedJob& job, const JobArgs& args, Progress& progress);

// The whole range of the bounds in args, in one shard; DomainError for bounds out of range.
JobArgs whole_run(const ShardedJob& job, JobArgs bounds);

// The verifier or the table that runs the whole job in one process, for `cgt verify` and
// `cgt table`, the Python module and the tests.
Verifier verifier_of(const ShardedJob& job);
NamedTable table_of(const ShardedJob& job);

class JobRegistry {
 public:
  void add(ShardedJob j) { jobs_.push_back(std::move(j)); }
  const ShardedJob* find(const std::string& name, JobKind kind) const;
  const std::vector<ShardedJob>& all() const { return jobs_; }

 private:
  std::vector<ShardedJob> jobs_;
};

// Every job of every ruleset, in a stable order.
JobRegistry all_jobs();

}  // namespace cgt::games
