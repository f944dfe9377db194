// The tool's subcommands: `cgt verify ...` runs a paper verification, `cgt table ...` prints a
// named table, `cgt positions ...` a table of positions of a ruleset. Each returns the process
// exit status.
#pragma once

#include <string>
#include <vector>

#include "games/sharding/sharded_job.hpp"

namespace cgt::tool {

// cgt verify NAME [--upto N] [--json] | cgt verify --list
int run_verify(const std::vector<std::string>& args);
// cgt merge [--json | --format F] REPORT... | DIR...
int run_merge(const std::vector<std::string>& args);
// cgt positions RULESET (--file F | --all RxC) [--values | --outcomes] [--json] [SHARDING]
int run_positions(const std::vector<std::string>& args);
// The job `cgt positions` runs for these arguments (its options other than the positions'
// own are ignored): for the MPI driver's computing ranks. DomainError for bad ones.
games::ShardedJob positions_job_of(const std::vector<std::string>& args);
// cgt outcome RULESET POSITION [--all-options] [--json] [SHARDING]
int run_outcome(const std::vector<std::string>& args);
// The job `cgt outcome` runs for these arguments, as positions_job_of.
games::ShardedJob outcome_job_of(const std::vector<std::string>& args);
// cgt table NAME [--from A] [--to B] [--format text|markdown|csv|latex] | cgt table --list
int run_table(const std::vector<std::string>& args);

}  // namespace cgt::tool
