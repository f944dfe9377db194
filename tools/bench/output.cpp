// Benchmark: writing large canonical forms, as the tool does. For the family
// x_k = {x_(k-1) + 2^k | x_(k-1) - 2^k} from x_0 = {1|0} (the text about doubles with each
// k), the median over several runs of: the full pretty form; the form cut at the tool's default
// limit of 10,000 characters; counting its general subpositions (for the cut note); and the
// JSON object the tool prints (three notations, each cut at 10,000 characters).
//
//   cgt_bench_output [--runs R] [--max-k K]
#include "tools/cgt/output.hpp"

#include <fmt/format.h>

#include <functional>
#include <string>

#include "cgt/canonical.hpp"
#include "cgt/facts.hpp"
#include "cgt/large_stack.hpp"
#include "cgt/notation/printer.hpp"
#include "cgt/sum.hpp"
#include "cgt/values.hpp"
#include "tools/bench/bench_util.hpp"

namespace {

double median_ms(int runs, const std::function<void()>& work) {
  std::vector<double> times;
  for (int r = 0; r < runs; ++r) {
    double start = cgt::bench::now_seconds();
    work();
    times.push_back(1000 * cgt::bench::seconds_since(start));
  }
  return cgt::bench::median(times);
}

}  // namespace

int main(int argc, char** argv) {
  return cgt::bench::guarded_main([&] {
    cgt::bench::BenchArgs args(argc, argv, 0, "[--runs R] [--max-k K]");
    int runs = static_cast<int>(args.number("--runs", 5));
    int max_k = static_cast<int>(args.number("--max-k", 14));
    constexpr std::size_t kLimit = cgt::tool::OutputOptions::kDefaultMaxChars;
    fmt::print("{:>3} {:>12} {:>10} {:>12} {:>12} {:>12} {:>12}\n", "k", "characters", "general",
               "full ms", "cut ms", "count ms", "json ms");
    cgt::run_with_large_stack([&] {
      cgt::Game x = cgt::canonicalise({cgt::integer(1)}, {cgt::zero()});
      for (int k = 1; k <= max_k; ++k) {
        cgt::Game power = cgt::number(cgt::Dyadic(1).times_power_of_two(k));
        x = cgt::canonicalise({cgt::sum(x, power)}, {cgt::difference(x, power)});
        std::size_t characters = 0, general = 0;
        double full = median_ms(runs, [&] { characters = cgt::to_string(x).size(); });
        double cut = median_ms(runs, [&] {
          cgt::BoundedText out(kLimit);
          cgt::print(x, cgt::Style::kPretty, out);
        });
        double count = median_ms(runs, [&] { general = cgt::general_subpositions(x, 1u << 30); });
        double json = median_ms(runs, [&] { cgt::tool::value_json(x, cgt::tool::OutputOptions{}); });
        fmt::print("{:>3} {:>12} {:>10} {:>12.3f} {:>12.3f} {:>12.3f} {:>12.3f}\n", k, characters,
                   general, full, cut, count, json);
      }
    });
    return 0;
  });
}
