// Benchmark: long strips, one family for n = FROM .. TO (docs/rulesets-boards.md).
//
//   cgt_bench_strips FAMILY FROM TO solve|value [--runs R] [--fold F]
//
// FAMILY: nogo, the empty 1 x n NoGo strip; clobber, the alternating Clobber strip (XO)^n of 2n
// stones; clobber-gaps, n pieces "XOXOX." (6n cells, n components of five stones). `solve`
// finds the outcome by outcome search, folding components of at most F cells (default: the
// tools' fold size, 8); `value` the canonical form. Each strip is timed alone from empty tables,
// as the median of R runs (default 1), on the 64-cell boards when it fits and on the wide ones
// otherwise, as the tool does. Prints n, the cells, the outcome, the seconds and the positions
// the tables hold, then the peak memory.
#include <fmt/format.h>

#include <exception>
#include <string>

#include "cgt/compare.hpp"
#include "cgt/error.hpp"
#include "cgt/large_stack.hpp"
#include "games/clobber/clobber.hpp"
#include "games/nogo/nogo.hpp"
#include "games/ruleset/outcome_search.hpp"
#include "games/ruleset/wide_rules.hpp"
#include "tools/bench/bench_util.hpp"

namespace {

using namespace cgt::games;

struct Result {
  cgt::Outcome outcome = cgt::Outcome::kPrevious;
  std::size_t positions = 0;
};

template <Ruleset R>
Result run(const R& rules, const typename R::Position& p, bool by_value, std::size_t fold) {
  Evaluator<R> evaluator(rules);
  if (by_value) {
    cgt::Game g = evaluator.value(p);
    return Result{cgt::outcome(g), evaluator.size()};
  }
  OutcomeSearch<R> search(evaluator, fold);
  cgt::Outcome o = search.outcome({p});
  return Result{o, evaluator.size() + search.size()};
}

// The strip's result on the fast path when it fits, else on the wide board.
template <Ruleset Narrow, Ruleset Wide>
Result run_board(const Narrow& narrow, const Wide& wide, const WideGridBoard& board, bool by_value,
                 std::size_t fold) {
  if (auto small = narrowed(board)) return run(narrow, *small, by_value, fold);
  return run(WideRules<Narrow, Wide>(narrow, wide), board, by_value, fold);
}

std::string repeated(const std::string& piece, long long n) {
  std::string s;
  for (long long i = 0; i < n; ++i) s += piece;
  return s;
}

}  // namespace

int main(int argc, char** argv) {
  return cgt::bench::guarded_main([&] {
    cgt::bench::BenchArgs args(
        argc, argv, 4, "nogo|clobber|clobber-gaps FROM TO solve|value [--runs R] [--fold F]");
    std::string family = args.positional(0), mode = args.positional(3);
    long long from = args.positional_number(1), to = args.positional_number(2);
    if (family != "nogo" && family != "clobber" && family != "clobber-gaps") {
      fmt::print(stderr, "unknown family '{}' (nogo, clobber or clobber-gaps)\n", family);
      return 2;
    }
    if (mode != "value" && mode != "solve") {
      fmt::print(stderr, "unknown mode '{}' (value or solve)\n", mode);
      return 2;
    }
    int runs = static_cast<int>(args.number("--runs", 1));
    auto fold = static_cast<std::size_t>(args.number("--fold", 8));
    bool by_value = mode == "value";
    cgt::run_with_large_stack([&] {
      for (long long n = from; n <= to; ++n) {
        std::string text = family == "nogo"      ? repeated(".", n)
                           : family == "clobber" ? repeated("XO", n)
                                                 : repeated("XOXOX.", n);
        Result result;
        cgt::bench::Timing t = cgt::bench::median_timing(runs, [&] {
          if (family == "nogo")
            result = run_board(NoGo{}, WideNoGo{}, parse_nogo<WideGridBoard>(text, "nogo"),
                               by_value, fold);
          else
            result = run_board(Clobber{}, WideClobber{},
                               parse_clobber<WideGridBoard>(text, "clobber"), by_value, fold);
        });
        fmt::print("n={:<4} {:>5} cells  {}  {:>9.3f} s wall {:>9.3f} s cpu {:>10} positions\n", n,
                   text.size(), cgt::outcome_letter(result.outcome), t.wall, t.cpu,
                   result.positions);
        std::fflush(stdout);
      }
    });
    fmt::print("peak {:.0f} MiB\n", cgt::bench::peak_rss_mib());
    return 0;
  });
}
