#include "games/sharding/shard_folder.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <string_view>
#include <system_error>

#include "cgt/error.hpp"
#include "cgt/files/file_io.hpp"
#include "cgt/notation/printable.hpp"
#include "games/sharding/folder_files.hpp"

namespace cgt::games {

namespace fs = std::filesystem;

ShardFolder::ShardFolder(fs::path folder) : folder_(std::move(folder)) {
  create_folder(folder_);
}

fs::path ShardFolder::file_of(const std::string& job, const Shard& s) const {
  return folder_ / fmt::format("{}.shard-{}-of-{}.json", job, s.index, s.count);
}

Report read_report(const fs::path& file) {
  std::string text = read_file(file, kMaxReportBytes);
  try {
    return report_from_json(text);
  } catch (const ParseError& e) {
    throw DomainError(fmt::format("{}: not a report: {}", printable(file.native()), e.what()));
  } catch (const Error& e) {
    throw DomainError(fmt::format("{}: {}", printable(file.native()), e.what()));
  }
}

std::optional<Report> ShardFolder::find(const ShardedJob& job, const JobArgs& args) const {
  fs::path file = file_of(job.name, args.shard);
  if (!fs::exists(file)) return std::nullopt;
  Report r = read_report(file);
  if (r.params != job_params(job, args) || r.unit_from != args.unit_from ||
      r.unit_to != args.unit_to)
    throw DomainError(fmt::format(
        "{} is a shard of another run ({}, units {}..{}; this run: {}, units {}..{}): use "
        "another folder",
        file.string(), r.params, r.unit_from, r.unit_to, job_params(job, args), args.unit_from,
        args.unit_to));
  return r;
}

void ShardFolder::write(const Report& r) const {
  write_atomically(file_of(r.name, Shard{r.shard_index, r.shard_count}),
                   [&](std::ostream& out) { out << to_json(r) << "\n"; });
}

void ShardFolder::check_split(const ShardedJob& job, const JobArgs& whole,
                              std::int64_t count) const {
  const std::string prefix = job.name + ".shard-";
  const std::string params = job_params(job, whole);
  for (const fs::path& file : reports_in(folder_)) {
    std::string name = file.filename().string();
    std::size_t of = name.rfind("-of-");
    if (!name.starts_with(prefix) || of == std::string::npos) continue;
    std::int64_t other = 0;
    std::string_view digits(name.data() + of + 4, name.size() - of - 4 - 5);  // before ".json"
    auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), other);
    if (ec != std::errc() || end != digits.data() + digits.size() || other == count) continue;
    // Another split of other units (a --from/--to piece) merges with this run's shards.
    Report r = read_report(file);
    bool overlaps = r.unit_from <= whole.unit_to && whole.unit_from <= r.unit_to;
    if (r.params == params && !overlaps) continue;
    if (r.params != params)
      throw DomainError(fmt::format(
          "{} holds shards of another run of {} ({}: other arguments, units {}..{}): use "
          "another folder",
          printable(folder_.native()), job.name, printable(file.filename().native()),
          r.unit_from, r.unit_to));
    throw DomainError(fmt::format(
        "{} holds shards of a run of {} split into {} shards ({}, units {}..{}), not {}: resume "
        "it with --shards {}, or use another folder",
        printable(folder_.native()), job.name, other, printable(file.filename().native()),
        r.unit_from, r.unit_to, count, other));
  }
}

std::vector<fs::path> ShardFolder::reports_in(const fs::path& folder) {
  std::vector<fs::path> files;
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(folder, ec)) {
    std::string name = entry.path().filename().string();
    if (entry.is_regular_file() && name.find(".shard-") != std::string::npos &&
        name.size() > 5 && name.ends_with(".json"))
      files.push_back(entry.path());
  }
  if (ec) throw Error(ErrorCode::kIo, fmt::format("cannot list {}: {}", folder.string(),
                                                  ec.message()));
  std::sort(files.begin(), files.end());
  return files;
}

}  // namespace cgt::games
