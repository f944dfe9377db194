// Benchmark: GoldenNugget (paper 004) at scale.
//
//   cgt_bench_golden_nugget values [--runs R] [--only N]      val(h) for all h <= N
//   cgt_bench_golden_nugget definition [--only N]             the same by plain canonicalise()
//   cgt_bench_golden_nugget rcf [--runs R] [--only N]         gn-main-theorem up to N
//
// Each run starts from an empty game table. Prints the median wall-clock and CPU seconds of the
// runs (the machine may be shared: CPU time is what one core spends) and the peak memory of the
// process; with --only N a single bound is measured, so the peak memory is that bound's alone.
#include <fmt/format.h>

#include <ctime>
#include <string>

#include "cgt/game_table.hpp"
#include "cgt/large_stack.hpp"
#include "games/complementary_subtraction/reduced_sweep.hpp"
#include "games/complementary_subtraction/value_sweep.hpp"
#include "games/verification.hpp"
#include "tools/bench/bench_util.hpp"

namespace {

using cgt::bench::median_timing;
using cgt::bench::Timing;

void values(int runs, std::int64_t only) {
  fmt::print("{:>8} {:>10} {:>10} {:>7} {:>14} {:>12} {:>9}\n", "N", "wall s", "cpu s", "chains",
             "scan steps", "comparisons", "peak MiB");
  for (std::int64_t n : {1600, 8300, 30000, 100000}) {
    if (only && n != only) continue;
    cgt::games::ValueSweep::Stats stats;
    Timing t = median_timing(runs, [&] {
      cgt::games::ValueSweep sweep(cgt::games::SubtractionSet::golden_nugget());
      sweep.extend_to(n);
      stats = sweep.stats();
    });
    fmt::print("{:>8} {:>10.3f} {:>10.3f} {:>7} {:>14} {:>12} {:>9.1f}\n", n, t.wall, t.cpu,
               stats.chains, stats.scan_steps, stats.comparisons, cgt::bench::peak_rss_mib());
  }
}

void definition(std::int64_t only) {
  fmt::print("{:>8} {:>10} {:>10} {:>9}\n", "N", "wall s", "cpu s", "peak MiB");
  for (std::int64_t n : {400, 800, 1600}) {
    if (only && n != only) continue;
    Timing t = median_timing(1, [&] {
      cgt::games::values_by_definition(cgt::games::SubtractionSet::golden_nugget(), n);
    });
    fmt::print("{:>8} {:>10.3f} {:>10.3f} {:>9.1f}\n", n, t.wall, t.cpu,
               cgt::bench::peak_rss_mib());
  }
}

void main_theorem(int runs, std::int64_t only) {
  fmt::print("{:>10} {:>12} {:>12} {:>12} {:>12} {:>9} {:>9} {:>6} {:>6}\n", "N", "verify wall",
             "verify cpu", "sweep wall", "sweep cpu", "peak MiB", "records", "keys", "forms");
  cgt::games::VerifierRegistry registry = cgt::games::all_verifiers();
  const cgt::games::Verifier* verifier = registry.find("gn-main-theorem");
  for (std::int64_t n : {100'000, 1'000'000, 10'000'000}) {
    if (only && n != only) continue;
    cgt::Progress quiet;
    bool passed = true;
    Timing verify = median_timing(
        runs, [&] { passed = cgt::games::run_verifier(*verifier, n, quiet).passed() && passed; });
    cgt::games::ReducedSweep::Stats stats;
    Timing sweep = median_timing(runs, [&] {
      cgt::games::ReducedSweep s(cgt::games::SubtractionSet::golden_nugget());
      s.run(n, quiet, [](std::int64_t, const cgt::games::HeapFacts&) {});
      stats = s.stats();
    });
    fmt::print("{:>10} {:>12.2f} {:>12.2f} {:>12.2f} {:>12.2f} {:>9.1f} {:>9} {:>6} {:>6}{}\n", n,
               verify.wall, verify.cpu, sweep.wall, sweep.cpu, cgt::bench::peak_rss_mib(),
               stats.records, stats.hot_keys, stats.hot_forms, passed ? "" : "  (FAILED)");
  }
}

}  // namespace

int main(int argc, char** argv) {
  return cgt::bench::guarded_main([&] {
    cgt::bench::BenchArgs args(argc, argv, 1, "values|definition|rcf [--runs R] [--only N]");
    std::string mode = args.positional(0);
    int runs = static_cast<int>(args.number("--runs", 3));
    std::int64_t only = args.number("--only", 0);
    cgt::run_with_large_stack([&] {
      if (mode == "values")
        values(runs, only);
      else if (mode == "definition")
        definition(only);
      else if (mode == "rcf")
        main_theorem(runs, only);
      else
        fmt::print(stderr, "unknown mode '{}'\n", mode);
    });
    return 0;
  });
}
