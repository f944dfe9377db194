// Merging the reports of a run's shards into the report of the whole run: the same counts,
// failures (in the order a single run finds them), rows (by unit), checksum and notes.
#pragma once

#include <vector>

#include "games/sharding/sharded_job.hpp"
#include "games/verification.hpp"

namespace cgt::games {

// Checks that the reports are of one job with the same params, and that their units cover a
// range exactly once (DomainError naming the first unit covered twice or missing), then merges.
// The result covers that range in one shard; `seconds` is the shards' total. When `job` is
// given and the range is all of the job's units, job->finish adds its notes.
Report merge_reports(const std::vector<Report>& parts, const ShardedJob* job);

}  // namespace cgt::games
