// Benchmark: misère quotients of octal games (games/octal/octal_quotient.hpp). Three parts:
//  - the published quotients (0.75 to heap 40, 0.07 to heap 30, ...): order, P-portion, and the
//    median time over --runs runs, to set beside MisereSolver's figures;
//  - growth: the quotient of --growth CODE at every heap from 1 to --to N, each computed
//    afresh, with its order and time (how cost grows with n);
//  - the largest: the quotient of --largest CODE heap after heap until one takes more than
//    --budget CPU seconds.
// Times are medians of wall-clock and CPU seconds (on a shared machine, CPU is the fair one).
//
//   cgt_bench_misere_quotients [--runs R] [--growth CODE --to N] [--largest CODE --budget S]
#include <fmt/format.h>

#include <string>
#include <vector>

#include "cgt/error.hpp"
#include "games/octal/octal_quotient.hpp"
#include "tools/bench/bench_util.hpp"

namespace {

using cgt::games::parse_take_break_code;
using cgt::games::take_break_quotient;

void print_row(const std::string& code, std::uint32_t heap, const cgt::misere::MisereQuotient& q,
               cgt::bench::Timing t) {
  fmt::print("{:>7} {:>5} {:>8} {:>6} {:>6} {:>10.3f} {:>10.3f} {:>9.0f}\n", code, heap,
             q.monoid.size(), q.p_portion_size(), q.monoid.generators(), t.wall, t.cpu,
             cgt::bench::peak_rss_mib());
}

void header() {
  fmt::print("{:>7} {:>5} {:>8} {:>6} {:>6} {:>10} {:>10} {:>9}\n", "code", "heap", "|Q|", "|P|",
             "gens", "wall s", "cpu s", "peak MiB");
}

}  // namespace

int main(int argc, char** argv) {
  return cgt::bench::guarded_main([&] {
    cgt::bench::BenchArgs args(argc, argv, 0,
                               "[--runs R] [--growth CODE --to N] [--largest CODE --budget S]");
    int runs = static_cast<int>(args.number("--runs", 3));
    std::string growth = args.text("--growth", ""), largest = args.text("--largest", "");
    if (growth.empty() && largest.empty()) {
      header();
      const std::pair<const char*, std::uint32_t> published[] = {
          {"0.75", 40}, {"0.333", 3}, {"0.07", 24}, {"0.07", 30}, {"0.77", 20}, {"0.137", 24}};
      for (auto [code, heap] : published) {
        cgt::misere::MisereQuotient q;
        auto rules = parse_take_break_code(code, "bench");
        cgt::bench::Timing t =
            cgt::bench::median_timing(runs, [&] { q = take_break_quotient(rules, heap); });
        print_row(code, heap, q, t);
      }
    }
    if (!growth.empty()) {
      auto rules = parse_take_break_code(growth, "bench");
      auto to = static_cast<std::uint32_t>(args.number("--to", 30));
      header();
      for (std::uint32_t n = 1; n <= to; ++n) {
        cgt::misere::MisereQuotient q;
        cgt::bench::Timing t =
            cgt::bench::median_timing(runs, [&] { q = take_break_quotient(rules, n); });
        print_row(growth, n, q, t);
      }
    }
    if (!largest.empty()) {
      auto rules = parse_take_break_code(largest, "bench");
      double budget = static_cast<double>(args.number("--budget", 600));
      header();
      for (std::uint32_t n = 1;; ++n) {
        cgt::misere::MisereQuotient q;
        cgt::bench::Timing t =
            cgt::bench::median_timing(1, [&] { q = take_break_quotient(rules, n); });
        print_row(largest, n, q, t);
        if (t.cpu > budget) break;
      }
    }
    return 0;
  });
}
