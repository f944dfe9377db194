#include "tools/cgt/sharded_run.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <iostream>
#include <map>

#include "cgt/error.hpp"
#include "games/sharding/merge.hpp"
#include "tools/cgt/progress_bar.hpp"
#include "tools/cgt/worker_processes.hpp"

namespace cgt::tool {
namespace {

constexpr int kMaxJobs = 1024;

PlanExecutor& plan_executor() {
  static PlanExecutor executor = run_plan_locally;
  return executor;
}

std::int64_t integer_option(const std::string& name, const std::string& value, std::int64_t lo,
                            std::int64_t hi) {
  std::int64_t n = 0;
  auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), n);
  if (ec != std::errc() || end != value.data() + value.size() || n < lo || n > hi)
    throw DomainError(
        fmt::format("{} takes an integer from {} to {}, not '{}'", name, lo, hi, value));
  return n;
}

std::string shown(const games::ShardedJob& job, const games::Report& r,
                  const ReportFormat& format) {
  if (format.json || !job.is_table()) return format.json ? to_json(r) + "\n" : to_text(r);
  return render(job.table(r), format.table);
}

}  // namespace

bool read_shard_option(const std::vector<std::string>& args, std::size_t& i, ShardOptions& o) {
  const std::string& a = args[i];
  if (a != "--shard" && a != "--shards" && a != "--jobs" && a != "--out") return false;
  if (i + 1 >= args.size()) throw DomainError(fmt::format("{} needs a value", a));
  const std::string& value = args[++i];
  if (a == "--shard") {
    o.shard = games::parse_shard(value);
  } else if (a == "--shards") {
    o.shards = integer_option(a, value, 1, 1'000'000);
  } else if (a == "--jobs") {
    o.jobs = static_cast<int>(integer_option(a, value, 1, kMaxJobs));
  } else {
    o.out = value;
  }
  return true;
}

ShardPlan::ShardPlan(const games::ShardedJob& job, games::JobArgs bounds, const ShardOptions& o,
                     int workers)
    : job_(&job), whole_(games::whole_run(job, bounds)) {
  if (o.units_from) whole_.unit_from = *o.units_from;
  if (o.units_to) whole_.unit_to = *o.units_to;
  games::UnitRange all = job.units(whole_);
  if (whole_.unit_from < all.from || whole_.unit_to > all.to || whole_.unit_from > whole_.unit_to)
    throw DomainError(fmt::format(
        "{}: --from and --to select its units ({}), which for {} run from {} to {}, not {}..{}",
        job.name, job.unit, games::job_params(job, whole_), all.from, all.to, whole_.unit_from,
        whole_.unit_to));
  shards_ = o.shard ? o.shard->count : o.shards > 0 ? o.shards : 4 * std::int64_t{workers};
  if (o.shard && o.shards > 0 && o.shards != o.shard->count)
    throw DomainError(fmt::format("--shard {}/{} and --shards {} disagree", o.shard->index,
                                  o.shard->count, o.shards));
  // More shards than units would only add empty ones (each with its report and its file).
  if (!o.shard) shards_ = std::min(shards_, whole_.unit_to - whole_.unit_from + 1);
  if (!o.out.empty()) {
    folder_.emplace(o.out);
    folder_->check_split(job, whole_, shards_);
  }
}

games::JobArgs ShardPlan::args_of(std::int64_t shard) const {
  games::JobArgs a = whole_;
  a.shard = games::Shard{shard, shards_};
  return a;
}

std::vector<std::int64_t> ShardPlan::pending() const {
  std::vector<std::int64_t> out;
  for (std::int64_t i = 0; i < shards_; ++i)
    if (!folder_ || !folder_->find(*job_, args_of(i))) out.push_back(i);
  return out;
}

void ShardPlan::finished(games::Report r) {
  if (folder_) folder_->write(r);
  fresh_.push_back(std::move(r));
}

int ShardPlan::print_merged(const ReportFormat& format) {
  std::map<std::int64_t, games::Report> by_shard;
  for (games::Report& r : fresh_) by_shard.emplace(r.shard_index, std::move(r));
  fresh_.clear();
  std::vector<games::Report> parts;
  for (std::int64_t i = 0; i < shards_; ++i) {
    auto it = by_shard.find(i);
    if (it != by_shard.end()) {
      parts.push_back(std::move(it->second));
    } else if (auto kept = folder_ ? folder_->find(*job_, args_of(i)) : std::nullopt) {
      parts.push_back(std::move(*kept));
    } else {
      throw DomainError(fmt::format("{}: shard {}/{} has no report", job_->name, i, shards_));
    }
  }
  games::Report merged = games::merge_reports(parts, job_);
  std::cout << shown(*job_, merged, format) << std::flush;
  return merged.passed() ? 0 : 1;
}

void run_plan_locally(ShardPlan& plan, int jobs) {
  const std::vector<std::int64_t> pending = plan.pending();
  const auto total = static_cast<std::uint64_t>(plan.shard_count());
  std::uint64_t done = total - pending.size();
  Progress bar = terminal_progress();
  bar.start(fmt::format("{} ({} shards)", plan.job().name, total), total);
  bar.update(done);
  games::ShardRunner runner(plan.job());  // each worker has its own copy
  auto run = [&](std::int64_t shard) {
    Progress quiet;  // the bar counts shards; a shard's own progress still polls Ctrl-C
    return runner.run(plan.args_of(shard), quiet);
  };
  if (jobs <= 1) {
    for (std::int64_t shard : pending) {
      plan.finished(run(shard));
      bar.update(++done);
    }
  } else {
    run_in_processes(
        pending.size(), jobs, [&](std::size_t t) { return to_json(run(pending[t])); },
        [&](std::size_t, std::string json) {
          plan.finished(games::report_from_json(json));
          bar.update(++done);
        });
  }
  bar.finish();
  clear_progress_line();
}

void set_plan_executor(PlanExecutor executor) { plan_executor() = std::move(executor); }

int run_sharded(const games::ShardedJob& job, const games::JobArgs& bounds,
                const ShardOptions& o, const ReportFormat& format) {
  ShardPlan plan(job, bounds, o, o.jobs);
  if (!o.shard) {
    plan_executor()(plan, o.jobs);
    return plan.print_merged(format);
  }
  // One shard: its own report, kept in the folder if one is given. A table's shard is not a
  // table, so it is shown as its JSON report.
  games::JobArgs args = plan.args_of(o.shard->index);
  std::optional<games::Report> r;
  if (!o.out.empty()) r = games::ShardFolder(o.out).find(job, args);
  if (!r) {
    Progress bar = terminal_progress();
    r = games::run_shard(job, args, bar);
    clear_progress_line();
    if (!o.out.empty()) games::ShardFolder(o.out).write(*r);
  }
  std::cout << (format.json || job.is_table() ? to_json(*r) + "\n" : to_text(*r)) << std::flush;
  return r->passed() ? 0 : 1;
}

}  // namespace cgt::tool
