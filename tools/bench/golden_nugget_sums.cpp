// Benchmark: sums of GoldenNugget heaps (paper 004) at scale.
//
//   cgt_bench_golden_nugget_sums running [--runs R] [--only K]
//       the running sums S(1), ..., S(K) = val(1) + ... + val(K) for K in 30, 35, ..., 60
//   cgt_bench_golden_nugget_sums outcomes [--runs R] [--heaps 2|3] [--max-heap H]
//       the outcome classes of every position of 2 or 3 blue or red heaps of 1..H counters
//       (games/complementary_subtraction/heap_outcomes.hpp), with how many the stops of the
//       reduced forms decided and how many needed the exact value
//
// Each run starts from an empty game table. Prints the median wall-clock and CPU seconds of
// the runs (the machine may be shared: CPU time is what one core spends), the size of S(K)
// (distinct subpositions, birthday), the games interned, and the process's peak memory; with
// --only K a single K is measured, so the peak memory is that K's alone.
#include <fmt/format.h>

#include <ctime>
#include <string>

#include "cgt/facts.hpp"
#include "cgt/followers.hpp"
#include "cgt/game_table.hpp"
#include "cgt/large_stack.hpp"
#include "games/complementary_subtraction/heap_outcomes.hpp"
#include "games/complementary_subtraction/heap_sums.hpp"
#include "tools/bench/bench_util.hpp"

namespace {

using cgt::bench::median_timing;
using cgt::bench::Timing;

void running(int runs, std::int64_t only) {
  fmt::print("{:>4} {:>9} {:>9} {:>13} {:>9} {:>11} {:>9}\n", "K", "wall s", "cpu s",
             "subpositions", "birthday", "games", "peak MiB");
  for (std::int64_t k : {30, 35, 40, 45, 50, 55, 60}) {
    if (only && k != only) continue;
    cgt::Game s;
    std::size_t games = 0;
    Timing t = median_timing(runs, [&] {
      cgt::games::HeapSums sums(cgt::games::SubtractionSet::golden_nugget());
      cgt::Progress quiet;
      s = sums.running_sum(k, quiet);
      games = cgt::game_table().size();
    });
    fmt::print("{:>4} {:>9.3f} {:>9.3f} {:>13} {:>9} {:>11} {:>9.1f}\n", k, t.wall, t.cpu,
               cgt::follower_count(s), cgt::birthday(s), games, cgt::bench::peak_rss_mib());
    auto st = cgt::game_table().stats();
    for (auto op : {cgt::Operation::kSum, cgt::Operation::kLeq}) {
      auto& c = st.caches[static_cast<std::size_t>(op)];
      fmt::print("  {} lookups {} hits {} slots {}\n", cgt::operation_name(op), c.lookups, c.hits,
                 c.entries);
    }
  }
}

void outcomes(int runs, int heaps, std::int64_t max_heap) {
  cgt::games::OutcomeCounts c;
  Timing t = median_timing(runs, [&] {
    cgt::games::HeapOutcomes o(cgt::games::SubtractionSet::golden_nugget());
    cgt::Progress quiet;
    c = o.count_outcomes(heaps, 1, max_heap, quiet);
  });
  fmt::print("{:>5} {:>5} {:>9} {:>9} {:>9} {:>10} {:>8} {:>8} {:>8} {:>8} {:>9} {:>8} {:>8}\n",
             "heaps", "H", "wall s", "cpu s", "peak MiB", "positions", "L", "R", "N", "P", "by rcf",
             "exact 1", "exact 2");
  using cgt::Outcome;
  fmt::print(
      "{:>5} {:>5} {:>9.3f} {:>9.3f} {:>9.1f} {:>10} {:>8} {:>8} {:>8} {:>8} {:>9} {:>8} {:>8}\n",
      heaps, max_heap, t.wall, t.cpu, cgt::bench::peak_rss_mib(), c.positions,
      c.count(Outcome::kLeft), c.count(Outcome::kRight), c.count(Outcome::kNext),
      c.count(Outcome::kPrevious), c.reduced, c.exact_one_side, c.exact_both_sides);
}

}  // namespace

int main(int argc, char** argv) {
  return cgt::bench::guarded_main([&] {
    cgt::bench::BenchArgs args(argc, argv, 1,
                               "running [--runs R] [--only K] | "
                               "outcomes [--runs R] [--heaps 2|3] [--max-heap H]");
    std::string mode = args.positional(0);
    int runs = static_cast<int>(args.number("--runs", 3));
    cgt::run_with_large_stack([&] {
      if (mode == "running")
        running(runs, args.number("--only", 0));
      else if (mode == "outcomes")
        outcomes(runs, static_cast<int>(args.number("--heaps", 3)), args.number("--max-heap", 100));
      else
        fmt::print(stderr, "unknown mode '{}'\n", mode);
    });
    return 0;
  });
}
