// Benchmark: the Fibonacci nim computations of issue 5, each at growing sizes so the growth of
// the cost shows. For every size: the median wall and CPU times of several runs (the CPU time
// is the steadier figure on a shared machine), the size of the main table in memory, and the
// process's peak resident memory so far (sizes run in increasing order, so it is the largest
// size's peak).
//
//   cgt_bench_fibonacci_nim [--runs R] [--only table1|complementary|theorem10|grundy]
//
//   table1         paper 000's Table 1: complementary values of all n1, n2 <= 15
//   complementary  complementary values of all n1, n2 <= N, b searched up to 10 N
//   theorem10      the verifier gfib-theorem-10 (m, k <= N, every r <= 2(m + k))
//   grundy         the Grundy table G(n, r) of one-pile Fibonacci nim, n <= N
#include <fmt/format.h>

#include <algorithm>
#include <functional>
#include <string>
#include <vector>

#include "games/fibonacci_nim/complementary.hpp"
#include "games/fibonacci_nim/grundy_table.hpp"
#include "games/fibonacci_nim/two_pile_table.hpp"
#include "games/verification.hpp"
#include "tools/bench/bench_util.hpp"

namespace {

using cgt::Progress;
using cgt::games::Pile;

struct Row {
  std::string what;
  std::size_t table_bytes = 0;
};

// Times `work` (which returns what to print about the result) `runs` times.
void measure(const std::string& name, std::int64_t n, int runs, const std::function<Row()>& work) {
  Row row;
  cgt::bench::Timing t = cgt::bench::median_timing(runs, [&] { row = work(); });
  fmt::print("{:<14} {:>6} {:>10.4f} {:>10.4f} {:>10.1f} {:>9.1f}  {}\n", name, n, t.wall, t.cpu,
             row.table_bytes / 1048576.0, cgt::bench::peak_rss_mib(), row.what);
}

Row complementary_values(std::int64_t n, std::int64_t bound) {
  Progress progress;
  cgt::games::ComplementaryTable table(static_cast<Pile>(n), static_cast<Pile>(bound), progress);
  Pile largest = 0;
  std::vector<std::string> none;
  for (Pile a = 0; a <= n; ++a)
    for (Pile b = a; b <= n; ++b) {
      if (auto v = table.value(a, b))
        largest = std::max(largest, *v);
      else
        none.push_back(fmt::format("({}, {})", a, b));
    }
  std::string list;
  for (const auto& p : none) list += (list.empty() ? "" : " ") + p;
  return {fmt::format("b searched to {}; largest value {}; none: {}", bound, largest, list),
          table.memory_bytes()};
}

}  // namespace

int main(int argc, char** argv) {
  return cgt::bench::guarded_main([&] {
    cgt::bench::BenchArgs args(argc, argv, 0,
                               "[--runs R] [--only table1|complementary|theorem10|grundy]");
    int runs = static_cast<int>(args.number("--runs", 3));
    std::string only = args.text("--only", "");
    auto wanted = [&](const char* name) { return only.empty() || only == name; };
    fmt::print("{:<14} {:>6} {:>10} {:>10} {:>10} {:>9}  {}\n", "benchmark", "N", "median s", "cpu s",
               "table MiB", "peak MiB", "result");
    if (wanted("table1")) measure("table1", 15, runs, [] { return complementary_values(15, 100); });
    if (wanted("complementary"))
      for (std::int64_t n : {50, 100, 150, 200})
        measure("complementary", n, runs, [n] { return complementary_values(n, 10 * n); });
    if (wanted("theorem10")) {
      cgt::games::VerifierRegistry registry = cgt::games::all_verifiers();
      const cgt::games::Verifier* v = registry.find("gfib-theorem-10");
      for (std::int64_t n : {250, 500, 1000, 2000})
        measure("theorem10", n, runs, [v, n] {
          Progress progress;
          cgt::games::Report r = cgt::games::run_verifier(*v, n, progress);
          return Row{
              fmt::format("{} (m, k, r) checked, {}", r.checked, r.passed() ? "passed" : "FAILED"),
              // the two-pile table: rows y <= 2N of min(y, N) + 1 four-byte entries
              static_cast<std::size_t>(4 * (3 * n * n / 2 + 3 * n))};
        });
    }
    if (wanted("grundy"))
      for (std::int64_t n : {1250, 2500, 5000, 10000})
        measure("grundy", n, runs, [n] {
          Progress progress;
          cgt::games::FibonacciNimGrundy g(n, progress);
          std::size_t steps = 0;
          for (std::int64_t m = 0; m <= n; ++m) steps += g.row(m).size();
          return Row{fmt::format("{} entries in {} steps; G({}, {}) = {}", (n + 1) * (n + 2) / 2,
                                 steps, n, n, g.value(n, n)),
                     g.memory_bytes()};
        });
    return 0;
  });
}
