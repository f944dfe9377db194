// A run's output folder, its checkpoint: each finished shard is written there as soon as it is
// done (NAME.shard-I-of-K.json, written to a temporary file and renamed, so a kill never
// leaves half a report), and a run started again on the same folder skips the shards it finds.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "games/sharding/sharded_job.hpp"
#include "games/verification.hpp"

namespace cgt::games {

class ShardFolder {
 public:
  // Creates the folder if needed; IoError-coded Error when it cannot.
  explicit ShardFolder(std::filesystem::path folder);

  std::filesystem::path file_of(const std::string& job, const Shard& s) const;
  // The report of this shard of this run if the folder has it. DomainError when the folder
  // holds that shard of another run (other params or units): the caller should not mix them.
  std::optional<Report> find(const ShardedJob& job, const JobArgs& args) const;
  void write(const Report& r) const;
  // DomainError when the folder holds shards of `job` split into other than `count` shards
  // whose units overlap `whole`'s or whose params differ (the reports would not merge): names
  // a file and the --shards that resumes it. Other splits of other units are pieces of one run.
  void check_split(const ShardedJob& job, const JobArgs& whole, std::int64_t count) const;
  // Every report in the folder (the files NAME.shard-*.json), for `cgt merge DIR`.
  static std::vector<std::filesystem::path> reports_in(const std::filesystem::path& folder);

  const std::filesystem::path& path() const { return folder_; }

 private:
  std::filesystem::path folder_;
};

// Reports larger than this are refused (the largest tables' reports are a few hundred MB).
inline constexpr std::uint64_t kMaxReportBytes = std::uint64_t{1} << 30;

// The report in a file (a regular file of at most kMaxReportBytes); Error (kIo) when it cannot
// be read, ParseError/DomainError when it is not a report.
Report read_report(const std::filesystem::path& file);

}  // namespace cgt::games
