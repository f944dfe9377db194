// Benchmark: canonical forms and outcomes of sums of k hot switches, the files
// shared/bench/switch-sums/sw_K.txt (five sums per K). For each file: the median wall time of
// several runs, each on an empty game table, and the peak memory of the process.
//
//   cgt_bench_switch_sums DIR [--runs R] [--only K]
//
// With --only K a single file is measured, so the peak memory is that file's alone.
#include <fmt/format.h>

#include <string>
#include <vector>

#include "cgt/compare.hpp"
#include "cgt/game_table.hpp"
#include "cgt/large_stack.hpp"
#include "tools/bench/bench_util.hpp"
#include "lang/session.hpp"

int main(int argc, char** argv) {
  return cgt::bench::guarded_main([&] {
    cgt::bench::BenchArgs args(argc, argv, 1, "DIR [--runs R] [--only K]");
    std::string dir = args.positional(0);
    int runs = static_cast<int>(args.number("--runs", 5));
    int only = static_cast<int>(args.number("--only", 0));
    fmt::print("{:>3} {:>6} {:>12} {:>10} {:>9} {:>12}\n", "K", "sums", "median s", "games",
               "outcomes", "peak MiB");
    cgt::run_with_large_stack([&] {
      for (int k : cgt::bench::kSwitchSumSizes) {
        if (only && k != only) continue;
        auto lines = cgt::bench::read_sum_file(fmt::format("{}/sw_{}.txt", dir, k));
        std::vector<double> times;
        std::string outcomes;
        std::size_t games = 0;
        for (int r = 0; r < runs; ++r) {
          cgt::game_table().reset();
          outcomes.clear();
          double start = cgt::bench::now_seconds();
          for (const auto& line : lines) {
            cgt::Game g = cgt::lang::evaluate_game(line.expression);
            outcomes += cgt::outcome_letter(cgt::outcome(g));
          }
          times.push_back(cgt::bench::seconds_since(start));
          games = cgt::game_table().size();
        }
        fmt::print("{:>3} {:>6} {:>12.4f} {:>10} {:>9} {:>12.1f}\n", k, lines.size(),
                   cgt::bench::median(times), games, outcomes, cgt::bench::peak_rss_mib());
      }
    });
    return 0;
  });
}
