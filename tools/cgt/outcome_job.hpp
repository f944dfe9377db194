// `cgt outcome`: the outcome class of one position by outcome search, split into shards whose
// units are the root's options: Left's options (each searched with Right to move), then
// Right's (with Left to move). Left moving first wins the root exactly when some Left option
// is lost by Right moving first, and likewise for Right, so the merged report of any split
// decides the root; its shards run, checkpoint and merge as every sharded job's do.
//
// Unless every option is asked for, a shard stops searching a player's options once it has
// found one that wins for that player: the rest of them are recorded as not searched. What a
// shard recorded depends only on its own units (never on other shards), so its report, once
// written, stays valid for a resumed run.
#pragma once

#include <string>

#include "cgt/compare.hpp"
#include "cgt/notation/table.hpp"
#include "games/sharding/sharded_job.hpp"
#include "games/verification.hpp"

namespace cgt::tool {

// The name of the job, of its reports and of their files in a folder.
inline constexpr const char* kOutcomeJob = "outcome";

struct OutcomeSpec {
  std::string ruleset;       // a ruleset function of one argument: domineering, clobber, ...
  std::string position;      // the position's text, as that function reads it
  bool all_options = false;  // --all-options: search every option, winning ones found or not
};

// The job of a position; DomainError for a ruleset or a text that is not a position of it.
games::ShardedJob outcome_job(const OutcomeSpec& spec);

// The root's outcome class from a merged report of the job (every unit covered).
Outcome root_outcome(const games::Report& r);

// The table of a (merged) report: the root's outcome in its title, a row an option with the
// player who moved to it, who wins it with the other to move, and its positions and seconds.
TextTable outcome_table(const games::Report& r);

}  // namespace cgt::tool
