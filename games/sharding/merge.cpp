#include "games/sharding/merge.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <tuple>

#include "cgt/error.hpp"

namespace cgt::games {
namespace {

// Units a merge may span: a bitmap of this many bits is 16 MB.
constexpr std::int64_t kMaxSpan = std::int64_t{1} << 27;

std::string describe(const Report& r) {
  return fmt::format("{} ({}, units {}..{}, shard {}/{})", r.name, r.params, r.unit_from,
                     r.unit_to, r.shard_index, r.shard_count);
}

}  // namespace

Report merge_reports(const std::vector<Report>& parts, const ShardedJob* job) {
  if (parts.empty()) throw DomainError("merge: no reports given");
  const Report& first = parts.front();
  std::int64_t lo = first.unit_from, hi = first.unit_to;
  for (const Report& p : parts) {
    if (p.name != first.name || p.of_table != first.of_table || p.params != first.params || p.upto != first.upto ||
        p.columns != first.columns)
      throw DomainError(fmt::format("merge: {} and {} are not shards of one run",
                                    describe(first), describe(p)));
    if (p.shard_count < 1 || p.shard_index < 0 || p.shard_index >= p.shard_count)
      throw DomainError(fmt::format("merge: {} has no valid shard", describe(p)));
    lo = std::min(lo, p.unit_from);
    hi = std::max(hi, p.unit_to);
  }
  if (hi < lo) throw DomainError("merge: the reports cover no units");
  if (hi - lo + 1 > kMaxSpan)
    throw LimitError(fmt::format("merge: {} units is more than the {} a merge checks", hi - lo + 1,
                                 kMaxSpan));

  // Every unit of lo..hi exactly once; `owner` says which report ran it.
  std::vector<std::int32_t> owner(static_cast<std::size_t>(hi - lo + 1), -1);
  for (std::size_t i = 0; i < parts.size(); ++i)
    for (std::int64_t u = parts[i].unit_from + parts[i].shard_index; u <= parts[i].unit_to;
         u += parts[i].shard_count) {
      std::int32_t& o = owner[static_cast<std::size_t>(u - lo)];
      if (o != -1)
        throw DomainError(fmt::format("merge: unit {} is covered twice, by {} and by {}", u,
                                      describe(parts[static_cast<std::size_t>(o)]),
                                      describe(parts[i])));
      o = static_cast<std::int32_t>(i);
    }
  auto hole = std::find(owner.begin(), owner.end(), -1);
  if (hole != owner.end())
    throw DomainError(fmt::format("merge: unit {} of {}..{} is covered by no report (a shard is "
                                  "missing)",
                                  lo + (hole - owner.begin()), lo, hi));

  Report m;
  m.name = first.name;
  m.of_table = first.of_table;
  m.upto = first.upto;
  m.params = first.params;
  m.unit_from = lo;
  m.unit_to = hi;
  m.columns = first.columns;
  // Counts in the order a single run meets them: by the unit of first use, then as that
  // unit's report lists them.
  struct FirstUse {
    std::int64_t unit;
    std::size_t report, position;
  };
  std::map<std::string, FirstUse> first_use;
  std::map<std::string, std::uint64_t> totals;
  struct Kept {
    std::int64_t unit;
    std::size_t report, position;
  };
  std::vector<Kept> kept;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    const Report& p = parts[i];
    if (p.count_units.size() != p.counts.size() || p.failure_units.size() != p.failures.size())
      throw DomainError(fmt::format("merge: {} does not record its units", describe(p)));
    m.checked += p.checked;
    m.failure_count += p.failure_count;
    m.checksum += p.checksum;
    m.seconds += p.seconds;
    for (std::size_t k = 0; k < p.counts.size(); ++k) {
      const auto& [key, n] = p.counts[k];
      totals[key] += n;
      FirstUse use{p.count_units[k], i, k};
      auto [it, inserted] = first_use.emplace(key, use);
      if (!inserted && std::tie(use.unit, use.report, use.position) <
                           std::tie(it->second.unit, it->second.report, it->second.position))
        it->second = use;
    }
    for (std::size_t k = 0; k < p.failures.size(); ++k) kept.push_back({p.failure_units[k], i, k});
    m.rows.insert(m.rows.end(), p.rows.begin(), p.rows.end());
  }
  // A unit's rows come from one report, in their order: sorting by unit is a single run's order.
  std::stable_sort(m.rows.begin(), m.rows.end(),
                   [](const ReportRow& a, const ReportRow& b) { return a.unit < b.unit; });
  std::vector<std::pair<FirstUse, std::string>> order;
  for (const auto& [key, use] : first_use) order.emplace_back(use, key);
  std::sort(order.begin(), order.end(), [](const auto& a, const auto& b) {
    return std::tie(a.first.unit, a.first.report, a.first.position) <
           std::tie(b.first.unit, b.first.report, b.first.position);
  });
  for (const auto& [use, key] : order) {
    m.counts.emplace_back(key, totals[key]);
    m.count_units.push_back(use.unit);
  }
  // A shard keeps its first failures by unit, so the merged first ones are among them.
  std::stable_sort(kept.begin(), kept.end(), [](const Kept& a, const Kept& b) {
    return std::tie(a.unit, a.report, a.position) < std::tie(b.unit, b.report, b.position);
  });
  for (const Kept& k : kept) {
    if (m.failures.size() == Report::kKeptFailures) break;
    m.failures.push_back(parts[k.report].failures[k.position]);
    m.failure_units.push_back(k.unit);
  }
  if (job && job->finish && !job->is_table()) {
    JobArgs bounds;
    bounds.upto = m.upto;
    UnitRange all = job->units(bounds);
    if (lo == all.from && hi == all.to) job->finish(m);
  }
  return m;
}

}  // namespace cgt::games
