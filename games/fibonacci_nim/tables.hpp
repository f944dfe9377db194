// The named tables of the Fibonacci nim papers; games/registry.cpp adds them to all_tables().
#pragma once

#include "games/named_tables.hpp"
#include "games/sharding/sharded_job.hpp"

namespace cgt::games {

// gfib-complementary (paper 000, Table 1's layout), fib-grundy (paper 002, Table 1),
// wythoff-grundy (paper 002, Table 2), wythoff-p-positions.
// All four split into shards by rows.
void register_fibonacci_nim_tables(TableRegistry& r);
void add_fibonacci_nim_table_jobs(JobRegistry& r);

}  // namespace cgt::games
