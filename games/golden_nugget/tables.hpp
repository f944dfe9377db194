// The tables of paper 004 as named tables (`cgt table NAME`), in the paper's layout:
//   gn-values     Table 2: h, val(h), rcf(h)                        (--from/--to: heaps)
//   gn-rcf        Table 3: rcf(F_k + j), row F_k, column +j (j < F_{k-1}, j <= 12)
//                                                                    (--from/--to: row labels)
//   gn-partition  Table 4: B, AB_0, ÂB_0, B̂^2, G(1), G(2), G(3)     (--from/--to: columns)
//   gn-numbers    Table 5: the heaps whose value is a number, with Proposition 4.7's moves
//                                                                    (--from/--to: heaps)
//   gn-sequences  Table 6 (and Table 1): n, A(n), B(n), AB(n), B^2(n), W_n (--from/--to: n)
//   gn-outcomes   outcome classes of every 2- and 3-heap position and how they were decided
//                 (section 6, Question 1.2)                          (--from/--to: heap sizes)
#pragma once

#include "games/named_tables.hpp"
#include "games/sharding/sharded_job.hpp"

namespace cgt::games {

void register_golden_nugget_tables(TableRegistry& registry);
// The tables above as sharded jobs: every one of them splits into shards.
void register_golden_nugget_jobs(JobRegistry& registry);

}  // namespace cgt::games
