// `cgt verify` and `cgt table` split into shards: the options (--from/--to on a verifier's
// units, --shard i/k, --shards K, --jobs N, --out DIR), the plan they make, and the end of every
// sharded run: all its shards' reports merged and printed as one run prints its report. The
// worker processes (--jobs) and the MPI driver (tools/cgt_mpi) execute the same plans.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "cgt/notation/table.hpp"
#include "games/sharding/shard_folder.hpp"
#include "games/sharding/sharded_job.hpp"

namespace cgt::tool {

struct ShardOptions {
  std::optional<std::int64_t> units_from, units_to;  // a verifier's --from and --to
  std::optional<games::Shard> shard;                 // run this one shard only
  std::int64_t shards = 0;               // split into this many (0: four per worker)
  int jobs = 1;                          // worker processes
  std::string out;                       // the checkpoint folder ("" for none)

  bool splits() const {
    return shard || shards > 0 || jobs > 1 || !out.empty() || units_from || units_to;
  }
  // Only --out: for a sequential sweep, the folder of its checkpoints.
  bool only_folder() const {
    return !out.empty() && !shard && shards == 0 && jobs == 1 && !units_from && !units_to;
  }
};

// Reads the option --shard, --shards, --jobs or --out at args[i] and its value (advancing i):
// true when it was one.
// DomainError for a bad value, naming the option and its range.
bool read_shard_option(const std::vector<std::string>& args, std::size_t& i, ShardOptions& o);

// How the merged report is printed.
struct ReportFormat {
  bool json = false;
  TableFormat table = TableFormat::kText;
};

class ShardPlan {
 public:
  // bounds: a verifier's upto, or a table's from and to. `workers` sets the default number of
  // shards (four per worker, so that shards of unequal cost even out).
  ShardPlan(const games::ShardedJob& job, games::JobArgs bounds, const ShardOptions& o,
            int workers);

  const games::ShardedJob& job() const { return *job_; }
  std::int64_t shard_count() const { return shards_; }
  games::JobArgs args_of(std::int64_t shard) const;
  // The shards whose reports are not in the folder yet (all without a folder).
  std::vector<std::int64_t> pending() const;
  // Keeps a finished shard's report: writes it to the folder at once.
  void finished(games::Report r);
  // Merges every shard's report (from the folder and this run) and prints it to stdout;
  // returns the exit status (1 when a verifier found a counterexample).
  int print_merged(const ReportFormat& format);

 private:
  const games::ShardedJob* job_;
  games::JobArgs whole_;
  std::int64_t shards_;
  std::optional<games::ShardFolder> folder_;
  std::vector<games::Report> fresh_;
};

// Executes the pending shards of a plan in this process, one after another, or in `jobs` worker
// processes (forked, each with its own game table), with one progress bar for the whole run.
// InterruptedError after Ctrl-C (the workers stopped, the finished shards kept).
void run_plan_locally(ShardPlan& plan, int jobs);

// How run_sharded executes a plan's pending shards: run_plan_locally unless replaced (the MPI
// driver's rank 0 hands them out to the other ranks).
using PlanExecutor = std::function<void(ShardPlan& plan, int jobs)>;
void set_plan_executor(PlanExecutor executor);

// `cgt verify NAME ... --shard ...` and the like: runs the plan the options make and prints the
// merged report (or, with --shard, that shard's). Returns the exit status.
int run_sharded(const games::ShardedJob& job, const games::JobArgs& bounds,
                const ShardOptions& o, const ReportFormat& format);

}  // namespace cgt::tool
