// A table job whose units are its rows: the rows from..to of a table, one a value of its first
// column (or none), each made from what the job's prepare made. A shard makes some of the rows (kept in
// its report as Report::rows) and the merged report shows them all, in order.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "cgt/notation/table.hpp"
#include "games/sharding/sharded_job.hpp"

namespace cgt::games {

// The cells of row u (its first cell included), from what job.prepare made (null without one);
// none when unit u has no row (a table of the heaps whose values are numbers).
using RowCells =
    std::function<std::vector<std::string>(const JobArgs&, const void* prepared, std::int64_t u)>;
// The table's title and header for the bounds, without rows.
using TableFrame = std::function<TextTable(std::int64_t from, std::int64_t to)>;

// A frame whose title and header do not depend on the bounds.
TableFrame fixed_frame(std::string title, std::vector<std::string> header);

// Sets job.units (from..to), job.run and job.table; the caller sets the rest.
void make_row_table(ShardedJob& job, RowCells row, TableFrame frame);

}  // namespace cgt::games
