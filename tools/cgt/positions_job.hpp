// `cgt positions`: a table of positions of a ruleset with their values (canonical forms) or
// outcomes (by outcome search), as a sharded job whose units are the positions: the lines of a
// file, or the boards of a size. Its shards run, checkpoint and merge as every sharded job's do.
#pragma once

#include <cstdint>
#include <string>

#include "cgt/notation/table.hpp"
#include "games/sharding/sharded_job.hpp"
#include "games/verification.hpp"

namespace cgt::tool {

// The name of the job, of its reports and of their files in a folder.
inline constexpr const char* kPositionsJob = "positions";
// The most positions a table holds (its rows are kept in memory and in the reports).
inline constexpr std::uint64_t kMaxPositions = std::uint64_t{1} << 22;

struct PositionsSpec {
  std::string ruleset;     // a ruleset function of one argument: domineering, clobber, ...
  std::string file;        // --file: a position a line, as POSITION or NAME<TAB>POSITION
  std::string board_size;  // --all RxC: every board of R rows and C columns
  std::string cells;       // --cells: what the boards of --all are made of (default: every cell
                           // the ruleset takes)
  bool outcomes = false;   // --outcomes: outcome classes by outcome search, not values
};

// The job of a table; DomainError naming the option for a bad spec, the file and line for a
// line that is not a position of the ruleset.
games::ShardedJob positions_job(const PositionsSpec& spec);

// The table of a (merged) report of the job: a row a position, titled by what was tabulated,
// the outcome classes counted and the number of distinct values.
TextTable positions_table(const games::Report& r);

}  // namespace cgt::tool
