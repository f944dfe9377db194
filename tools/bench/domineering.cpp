// Benchmark: Domineering on the boards of ../shared/bench/domineering (lines `label<TAB>grid`).
//
//   cgt_bench_domineering FILE value [--runs R]   canonical form of each board
//   cgt_bench_domineering FILE solve [--runs R]   outcome of each board by outcome search
//
// Each board is timed alone, from empty tables (game table, evaluator, search), as the median
// of R runs (default 3). Prints each board's outcome and seconds, then the totals of the random
// boards and of the empty boards apart (the README's figures), and the peak memory.
#include <fmt/format.h>

#include <string>

#include "cgt/compare.hpp"
#include "cgt/large_stack.hpp"
#include "cgt/notation/printer.hpp"
#include "games/domineering/domineering.hpp"
#include "games/ruleset/outcome_search.hpp"
#include "tools/bench/bench_util.hpp"

namespace {

using cgt::games::Domineering;
using cgt::games::DominoBoard;

// One board's outcome, and its value's text in value mode.
struct Result {
  cgt::Outcome outcome;
  std::string value;
};

Result evaluate(const DominoBoard& board, bool by_value) {
  cgt::games::Evaluator<Domineering> evaluator;
  if (by_value) {
    cgt::Game g = evaluator.value(board);
    return Result{cgt::outcome(g), cgt::to_string(g)};
  }
  cgt::games::OutcomeSearch<Domineering> search(evaluator, Domineering::kFoldSize);
  return Result{search.outcome({board}), ""};
}

}  // namespace

int main(int argc, char** argv) {
  cgt::bench::BenchArgs args(argc, argv, 2, "FILE value|solve [--runs R]");
  std::string mode = args.positional(1);
  if (mode != "value" && mode != "solve") {
    fmt::print(stderr, "unknown mode '{}' (value or solve)\n", mode);
    return 2;
  }
  int runs = static_cast<int>(args.number("--runs", 3));
  bool by_value = mode == "value";
  cgt::bench::Timing random_total{0, 0}, empty_total{0, 0};
  cgt::run_with_large_stack([&] {
    for (const cgt::bench::SumLine& line : cgt::bench::read_sum_file(args.positional(0))) {
      DominoBoard board = cgt::games::parse_domino_board(line.expression, "domineering(grid)");
      Result result;
      cgt::bench::Timing t = cgt::bench::median_timing(runs, [&] { result = evaluate(board, by_value); });
      cgt::bench::Timing& total = line.label.starts_with("empty") ? empty_total : random_total;
      total.wall += t.wall;
      total.cpu += t.cpu;
      std::string value = result.value.size() > 60 ? result.value.substr(0, 57) + "..." : result.value;
      fmt::print("{:<14} {} {:>9.3f} s wall {:>9.3f} s cpu  {}\n", line.label,
                 cgt::outcome_letter(result.outcome), t.wall, t.cpu, value);
      std::fflush(stdout);
    }
  });
  fmt::print("total: random boards {:.3f} s wall {:.3f} s cpu, empty boards {:.3f} s wall {:.3f} s "
             "cpu (sums of medians of {} runs); peak {:.0f} MiB\n",
             random_total.wall, random_total.cpu, empty_total.wall, empty_total.cpu, runs,
             cgt::bench::peak_rss_mib());
  return 0;
}
