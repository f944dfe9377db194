// cgt-mpi: `cgt verify`, `cgt table`, `cgt positions` and `cgt outcome` over MPI ranks. Rank 0 runs the command as `cgt` does
// (the same options, checkpoint folder and merged report) but hands the shards out to the other
// ranks one at a time, as each asks for work, and writes each report to the folder as it
// arrives; ranks 1.. only compute shards. Usage:
//   mpirun -n 8 cgt-mpi verify gfib-theorem-10 --upto 3000 --shards 64 --out run/
// Without --shards (or --shard) there are four shards per computing rank.
#include <mpi.h>

#include <fmt/format.h>
#include <unistd.h>

#include <chrono>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "cgt/error.hpp"
#include "cgt/interrupt.hpp"
#include "cgt/thread_count.hpp"
#include "games/sharding/sharded_job.hpp"
#include "tools/cgt/interrupts.hpp"
#include "tools/cgt/progress_bar.hpp"
#include "tools/cgt/sharded_run.hpp"
#include "tools/cgt/subcommands.hpp"

namespace {

using cgt::games::JobArgs;

enum Tag : int { kTask = 1, kStop = 2, kResult = 3, kFailed = 4 };

// A task: the job's name and kind (a verifier and a table may share a name) and the run's
// arguments, as one line of text.
std::string encode(const cgt::games::ShardedJob& job, const JobArgs& a) {
  return fmt::format("{} {} {} {} {} {} {} {} {}", job.name, job.is_table() ? 1 : 0, a.upto, a.from, a.to, a.unit_from, a.unit_to,
                     a.shard.index, a.shard.count);
}

std::string receive(int source, int tag, MPI_Status* status) {
  MPI_Status probe;
  MPI_Probe(source, tag, MPI_COMM_WORLD, &probe);
  int size = 0;
  MPI_Get_count(&probe, MPI_CHAR, &size);
  std::string text(static_cast<std::size_t>(size), '\0');
  MPI_Recv(text.data(), size, MPI_CHAR, probe.MPI_SOURCE, probe.MPI_TAG, MPI_COMM_WORLD, status);
  return text;
}

void send(const std::string& text, int dest, int tag) {
  MPI_Send(text.data(), static_cast<int>(text.size()), MPI_CHAR, dest, tag, MPI_COMM_WORLD);
}

// The jobs a computing rank knows: every registered one, and the table of positions its own
// arguments (the same as rank 0's) make; `missing` says why they made none (its file is not
// readable on this rank's machine), for the message of its tasks.
struct RankJobs {
  cgt::games::JobRegistry jobs = cgt::games::all_jobs();
  std::string missing;
};

RankJobs known_jobs(const std::vector<std::string>& args, int rank) {
  RankJobs known;
  if (!args.empty() && (args[0] == "positions" || args[0] == "outcome")) {
    try {
      const std::vector<std::string> rest(args.begin() + 1, args.end());
      known.jobs.add(args[0] == "positions" ? cgt::tool::positions_job_of(rest)
                                            : cgt::tool::outcome_job_of(rest));
    } catch (const cgt::Error& e) {
      known.missing = fmt::format("rank {}: {}", rank, e.what());
    }
  }
  return known;
}

// Ranks 1..: run the shards rank 0 sends until it says stop.
int compute(const RankJobs& known) {
  const cgt::games::JobRegistry& jobs = known.jobs;
  cgt::tool::InterruptScope interrupts;  // SIGTERM from mpirun stops a shard at its next poll
  std::optional<cgt::games::ShardRunner> runner;  // keeps what the shards of a run share
  while (true) {
    MPI_Status status;
    std::string task = receive(0, MPI_ANY_TAG, &status);
    if (status.MPI_TAG == kStop) return 0;
    std::istringstream in(task);
    std::string name;
    int table = 0;
    JobArgs a;
    in >> name >> table >> a.upto >> a.from >> a.to >> a.unit_from >> a.unit_to >> a.shard.index >>
        a.shard.count;
    try {
      const cgt::games::ShardedJob* job =
          jobs.find(name, table ? cgt::games::JobKind::kTable : cgt::games::JobKind::kVerifier);
      if (!job && !known.missing.empty()) throw cgt::DomainError(known.missing);
      if (!job || !in) throw cgt::DomainError(fmt::format("a malformed task: {}", task));
      if (!runner || &runner->job() != job) runner.emplace(*job);
      cgt::Progress quiet;
      send(to_json(runner->run(a, quiet)), 0, kResult);
    } catch (const std::exception& e) {
      send(fmt::format("shard {}/{} of {}: {}", a.shard.index, a.shard.count, name, e.what()), 0,
           kFailed);
    }
  }
}

// Rank 0's executor: shards to idle ranks, reports into the plan (and its folder) as they come.
void hand_out(cgt::tool::ShardPlan& plan, int ranks) {
  const std::vector<std::int64_t> pending = plan.pending();
  if (ranks < 2) return cgt::tool::run_plan_locally(plan, 1);
  const auto total = static_cast<std::uint64_t>(plan.shard_count());
  std::uint64_t done = total - pending.size();
  cgt::Progress bar = cgt::tool::terminal_progress();
  bar.start(fmt::format("{} ({} shards, {} ranks)", plan.job().name, total, ranks - 1), total);
  bar.update(done);
  std::size_t next = 0;
  int busy = 0;
  for (int r = 1; r < ranks && next < pending.size(); ++r, ++busy)
    send(encode(plan.job(), plan.args_of(pending[next++])), r, kTask);
  while (busy > 0) {
    int arrived = 0;
    MPI_Status status;
    while (!arrived) {  // polls, so that Ctrl-C and SIGTERM are noticed at once
      MPI_Iprobe(MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &arrived, &status);
      if (!arrived) {
        cgt::poll_interrupt();
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
      }
    }
    std::string text = receive(status.MPI_SOURCE, status.MPI_TAG, &status);
    --busy;
    if (status.MPI_TAG == kFailed) throw cgt::Error(cgt::ErrorCode::kIo, text);
    plan.finished(cgt::games::report_from_json(text));
    bar.update(++done);
    if (next < pending.size()) {
      send(encode(plan.job(), plan.args_of(pending[next++])), status.MPI_SOURCE, kTask);
      ++busy;
    }
  }
  bar.finish();
  cgt::tool::clear_progress_line();
}

bool has_any(const std::vector<std::string>& args, std::initializer_list<const char*> options) {
  for (const std::string& s : args)
    for (const char* o : options)
      if (s == o) return true;
  return false;
}

}  // namespace

int main(int argc, char** argv) {
  MPI_Init(&argc, &argv);
  int rank = 0, ranks = 1;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &ranks);
  std::vector<std::string> args(argv + 1, argv + argc);
  int status = 0;
  if (rank != 0) {
    // One thread a computing rank: MPI places ranks one a core.
    cgt::thread_count() = 1;
    status = compute(known_jobs(args, rank));
  } else {
    if (args.empty() || (args[0] != "verify" && args[0] != "table" && args[0] != "positions" &&
                         args[0] != "outcome")) {
      std::cerr << "usage: mpirun -n RANKS cgt-mpi verify|table|positions|outcome NAME [options "
                   "of cgt verify, cgt table, cgt positions or cgt outcome, see cgt verify "
                   "--help]\n";
      status = 2;
    } else {
      std::vector<std::string> rest(args.begin() + 1, args.end());
      if (!has_any(rest, {"--list", "--help", "-h", "--shards", "--shard"})) {
        rest.push_back("--shards");
        rest.push_back(std::to_string(4 * std::max(ranks - 1, 1)));
      }
      cgt::tool::set_plan_executor(
          [ranks](cgt::tool::ShardPlan& plan, int) { hand_out(plan, ranks); });
      status = args[0] == "verify"  ? cgt::tool::run_verify(rest)
               : args[0] == "table" ? cgt::tool::run_table(rest)
               : args[0] == "outcome" ? cgt::tool::run_outcome(rest)
                                    : cgt::tool::run_positions(rest);
    }
    std::cout.flush();
    if (status >= 2 && status != 130 && status != 143) {
      // A usage error or a failed shard: the other ranks may be computing; stop them all.
      MPI_Abort(MPI_COMM_WORLD, status);
    }
    for (int r = 1; r < ranks; ++r) send("", r, kStop);
  }
  MPI_Finalize();
  return status;
}
