// Benchmark: loopy rulesets, how the cost grows with the graph of positions.
//
//   cgt_bench_loopy foxandgeese [--runs R] [--rows N]
//
// Values the usual Fox and Geese start (four geese on the top row's dark squares, the fox on the
// bottom row) on boards 8 wide and 3 to N rows high (default 8), each run from an empty game
// table and a new evaluator. Prints the positions in the graph, the median wall-clock and CPU
// seconds (the machine may be shared: CPU time is what one core spends), the peak memory so far
// and the value; on the 8x8 board the value is checked against Welton's 2 + over (Winning Ways,
// 2nd ed., ch. 20).
#include <fmt/format.h>

#include <exception>
#include <string>

#include "cgt/values.hpp"
#include "games/fox_and_geese/fox_and_geese.hpp"
#include "games/ruleset/loopy_evaluator.hpp"
#include "loopy/arithmetic.hpp"
#include "loopy/named.hpp"
#include "loopy/value.hpp"
#include "tools/bench/bench_util.hpp"

namespace {

using cgt::bench::median_timing;
using cgt::bench::Timing;

// Geese on the top row's odd columns, the fox on the bottom row (column 4 when the board has an
// even number of rows, column 3 otherwise, so that it stands on the geese's colour).
std::string start_board(int rows) {
  std::string board;
  for (int r = 0; r < rows; ++r) {
    std::string row(8, '.');
    if (r == 0)
      for (int c = 1; c < 8; c += 2) row[static_cast<std::size_t>(c)] = 'x';
    if (r == rows - 1) row[rows % 2 == 0 ? 4 : 3] = 'o';
    board += (r ? "|" : "") + row;
  }
  return board;
}

bool fox_and_geese(int runs, int max_rows) {
  bool ok = true;
  fmt::print("{:>5} {:>10} {:>10} {:>10} {:>9}  {}\n", "rows", "positions", "wall s", "cpu s",
             "peak MiB", "value");
  for (int rows = 3; rows <= max_rows; ++rows) {
    std::string board = start_board(rows);
    std::size_t positions = 0;
    std::string value;
    bool welton = true;
    Timing t = median_timing(runs, [&] {
      auto [rules, start] = cgt::games::FoxAndGeese::parse(board, false, "bench");
      cgt::games::LoopyEvaluator<cgt::games::FoxAndGeese> evaluator(rules);
      cgt::loopy::Value v = evaluator.value(start);
      positions = evaluator.last_graph_size();
      value = cgt::loopy::to_string(v);
      if (rows == 8) {
        cgt::loopy::Value expected =
            cgt::loopy::Value::of(cgt::loopy::sum_graph(cgt::loopy::Stopper::of(cgt::integer(2)),
                                                        cgt::loopy::over()));
        welton = cgt::loopy::equal(v, expected);
      }
    });
    fmt::print("{:>5} {:>10} {:>10.3f} {:>10.3f} {:>9.1f}  {}{}\n", rows, positions, t.wall,
               t.cpu, cgt::bench::peak_rss_mib(), value,
               rows == 8 ? (welton ? "  (= 2over, Welton)" : "  (NOT Welton's 2over)") : "");
    ok = ok && welton;
  }
  return ok;
}

}  // namespace

int main(int argc, char** argv) {
  return cgt::bench::guarded_main([&] {
    cgt::bench::BenchArgs args(argc, argv, 1, "foxandgeese [--runs R] [--rows N]");
    std::string mode = args.positional(0);
    int runs = static_cast<int>(args.number("--runs", 3));
    int rows = static_cast<int>(args.number("--rows", 8));
    if (rows < 3 || rows > cgt::games::FoxAndGeese::kMaxSide) {
      fmt::print(stderr, "--rows must be 3 to {}, not {}\n", cgt::games::FoxAndGeese::kMaxSide,
                 rows);
      return 2;
    }
    if (mode != "foxandgeese") {
      fmt::print(stderr, "unknown mode '{}'\n", mode);
      return 2;
    }
    return fox_and_geese(runs, rows) ? 0 : 1;
  });
}
