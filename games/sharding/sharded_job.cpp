#include "games/sharding/sharded_job.hpp"

#include <fmt/format.h>

#include <charconv>
#include <chrono>
#include <utility>

#include "cgt/error.hpp"

namespace cgt::games {
namespace {

constexpr std::int64_t kMaxShards = 1'000'000;

bool parse_int(std::string_view s, std::int64_t* out) {
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), *out);
  return ec == std::errc() && end == s.data() + s.size();
}

void check_bounds(const ShardedJob& job, const JobArgs& a) {
  if (job.is_table()) {
    if (a.from < 0 || a.from > a.to || a.to > job.max_bound)
      throw DomainError(fmt::format("table {}: need 0 <= --from <= --to <= {}, not {}..{}",
                                    job.name, job.max_bound, a.from, a.to));
  } else if (a.upto < 0 || a.upto > job.max_bound) {
    throw DomainError(fmt::format("verify {}: --upto must lie between 0 and {}, not {}", job.name,
                                  job.max_bound, a.upto));
  }
}

// What every job says of itself, and its largest bound.
ShardedJob described_job(std::string name, std::string summary, std::string source,
                         std::string unit, std::int64_t max_bound) {
  ShardedJob job;
  job.name = std::move(name);
  job.summary = std::move(summary);
  job.source = std::move(source);
  job.unit = std::move(unit);
  job.max_bound = max_bound;
  return job;
}

}  // namespace

UnitRange units_zero_to_upto(const JobArgs& args) {
  return UnitRange{0, args.upto};
}

ShardedJob verifier_job(std::string name, std::string summary, std::string source, std::string unit,
                        std::int64_t default_upto, std::int64_t max_upto,
                        std::function<UnitRange(const JobArgs&)> units) {
  ShardedJob job = described_job(std::move(name), std::move(summary), std::move(source),
                                 std::move(unit), max_upto);
  job.default_upto = default_upto;
  job.units = std::move(units);
  return job;
}

ShardedJob table_job(std::string name, std::string summary, std::string unit,
                     std::int64_t default_from, std::int64_t default_to, std::int64_t max_to) {
  ShardedJob job = described_job(std::move(name), std::move(summary), "", std::move(unit), max_to);
  job.default_from = default_from;
  job.default_to = default_to;
  return job;
}

Shard parse_shard(std::string_view text) {
  std::size_t slash = text.find('/');
  Shard s;
  if (slash == std::string_view::npos || !parse_int(text.substr(0, slash), &s.index) ||
      !parse_int(text.substr(slash + 1), &s.count) || s.count < 1 || s.count > kMaxShards ||
      s.index < 0 || s.index >= s.count)
    throw DomainError(fmt::format(
        "--shard takes i/k with 0 <= i < k <= {} (shard i of k), not '{}'", kMaxShards, text));
  return s;
}

std::uint64_t JobArgs::unit_count() const {
  if (unit_to < unit_from + shard.index) return 0;
  return static_cast<std::uint64_t>((unit_to - unit_from - shard.index) / shard.count + 1);
}

std::string job_params(const ShardedJob& job, const JobArgs& args) {
  if (!job.params.empty()) return job.params;
  return job.is_table() ? fmt::format("from {} to {}", args.from, args.to)
                        : fmt::format("upto {}", args.upto);
}

JobArgs whole_run(const ShardedJob& job, JobArgs bounds) {
  check_bounds(job, bounds);
  UnitRange all = job.units(bounds);
  bounds.unit_from = all.from;
  bounds.unit_to = all.to;
  bounds.shard = Shard{};
  return bounds;
}

Report run_shard(const ShardedJob& job, const JobArgs& args, Progress& progress) {
  return ShardRunner(job).run(args, progress);
}

Report ShardRunner::run(const JobArgs& args, Progress& progress) {
  const ShardedJob& job = *job_;
  check_bounds(job, args);
  UnitRange all = job.units(args);
  if (args.unit_from < all.from || args.unit_to > all.to || args.unit_from > args.unit_to)
    throw DomainError(fmt::format(
        "{}: the units ({}) of {} run from {} to {}; --units {}..{} is not within them",
        job.name, job.unit, job_params(job, args), all.from, all.to, args.unit_from,
        args.unit_to));
  if (args.shard.index < 0 || args.shard.index >= args.shard.count)
    throw DomainError(fmt::format("--shard {}/{}: need 0 <= i < k", args.shard.index,
                                  args.shard.count));
  auto start = std::chrono::steady_clock::now();
  const std::string run_key =
      fmt::format("{} {} {}..{}", job.name, job_params(job, args), args.unit_from, args.unit_to);
  if (job.prepare && prepared_for_ != run_key) {
    prepared_.reset();  // before making the next: the two may not fit in memory together
    prepared_ = job.prepare(args, progress);
    prepared_for_ = run_key;
  }
  Report r;
  progress.start(job.name, args.unit_count());
  job.run(args, prepared_.get(), r, progress);
  r.end_unit();
  progress.finish();
  r.name = job.name;
  r.of_table = job.is_table();
  r.upto = job.is_table() ? args.to : args.upto;
  r.params = job_params(job, args);
  r.unit_from = args.unit_from;
  r.unit_to = args.unit_to;
  r.shard_index = args.shard.index;
  r.shard_count = args.shard.count;
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (r.shard_count == 1 && r.unit_from == all.from && r.unit_to == all.to && job.finish)
    job.finish(r);
  return r;
}

Verifier verifier_of(const ShardedJob& job) {
  return {job.name, job.summary, job.source, job.default_upto, job.max_bound,
          [job](std::int64_t upto, Progress& progress) {
            JobArgs bounds;
            bounds.upto = upto;
            return run_shard(job, whole_run(job, bounds), progress);
          }};
}

NamedTable table_of(const ShardedJob& job) {
  NamedTable t;
  t.name = job.name;
  t.summary = job.summary;
  t.default_from = job.default_from;
  t.default_to = job.default_to;
  t.max_to = job.max_bound;
  t.build = [job](std::int64_t from, std::int64_t to, Progress& progress) {
    JobArgs bounds;
    bounds.from = from;
    bounds.to = to;
    return job.table(run_shard(job, whole_run(job, bounds), progress));
  };
  return t;
}

const ShardedJob* JobRegistry::find(const std::string& name, JobKind kind) const {
  for (const ShardedJob& j : jobs_)
    if (j.name == name && j.kind() == kind) return &j;
  return nullptr;
}

}  // namespace cgt::games
