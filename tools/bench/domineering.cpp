// Benchmark: Domineering on the boards of ../shared/bench/domineering (lines `label<TAB>grid`).
//
//   cgt_bench_domineering FILE value [--runs R] [--test-fold T] [--test-margin M]
//                                [--table TABLE] [--counts 1]
//                                                 canonical form of each board, options tested
//                                                 for dominance by an outcome search folding
//                                                 components of at most T empty cells (default
//                                                 Domineering::kDominanceFoldSize; 0: no test),
//                                                 or n - M in a test of an option of n cells
//                                                 when more (default
//                                                 Domineering::kDominanceFoldMargin; 64: never),
//                                                 components taken from the component table
//                                                 TABLE when given (cgt_bench_domineering_table;
//                                                 read in each run, within its time); with
//                                                 --counts 1, after each run (or its stop by
//                                                 Ctrl-C or SIGTERM) where the evaluator's work
//                                                 went (EvaluatorCounts)
//   cgt_bench_domineering FILE solve [--runs R] [--fold F] [--threads N]
//                                                 outcome of each board by outcome search, which
//                                                 folds components of at most F empty cells
//                                                 (default Domineering::kFoldSize), on N threads
//                                                 (default: 1), printing what each
//                                                 thread searched and the locks it waited for; a
//                                                 board of more than 64 cells is searched on the
//                                                 wide board (wide_domino_game.hpp) with its bounds
//
// Each board is timed alone, from empty tables (game table, evaluator, search), as the median
// of R runs (default 3). Prints each board's outcome and seconds, then the totals of the random
// boards and of the empty boards apart (the README's figures), and the peak memory.
#include "games/domineering/domineering.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <numeric>
#include <string>

#include "cgt/compare.hpp"
#include "cgt/error.hpp"
#include "cgt/files/file_io.hpp"
#include "cgt/large_stack.hpp"
#include "cgt/notation/printer.hpp"
#include "cgt/thread_count.hpp"
#include "games/domineering/component_table.hpp"
#include "games/domineering/wide_domino_game.hpp"
#include "games/ruleset/outcome_search.hpp"
#include "games/ruleset/wide_rules.hpp"
#include "tools/bench/bench_util.hpp"

namespace {

using cgt::games::Domineering;
using cgt::games::DominoBoard;

// One board's outcome, its value's text in value mode, and the positions the tables hold.
struct Result {
  cgt::Outcome outcome;
  std::string value;
  std::size_t positions;
  std::uint64_t searched = 0;  // solve mode: the positions the outcome search searched
};

// The evaluator's counts (evaluator.hpp) and the dominance tests' positions, on one line each.
void print_counts(const cgt::games::EvaluatorCounts& c, std::size_t tested) {
  std::string sizes;
  for (std::size_t n = 0; n < c.computed.size(); ++n)
    if (c.computed[n] != 0) sizes += fmt::format(" {}:{}", n, c.computed[n]);
  fmt::print(
      "  lookups {} found {} | made: closed form {} table {} split {} from options {} | options "
      "evaluated {} skipped {} | dominance tests {}, their positions {}\n  from options by size:{}\n",
      c.lookups, c.found, c.closed_form, c.known, c.split,
      std::accumulate(c.computed.begin(), c.computed.end(), std::uint64_t{0}), c.options, c.skipped,
      c.tests, tested, sizes);
}

Result evaluate(const DominoBoard& board, bool by_value, std::size_t fold, std::size_t test_fold,
                std::size_t test_margin, const std::string& table_text, bool counts) {
  cgt::games::Evaluator<Domineering> evaluator;
  cgt::games::DomineeringComponentTable table;
  if (!table_text.empty()) {
    table = cgt::games::DomineeringComponentTable::parse(table_text);
    evaluator.set_known_components(&table);
  }
  if (by_value) {
    cgt::games::OutcomeSearch<Domineering> tests(evaluator, test_fold);
    tests.set_fold_margin(test_margin);
    if (test_fold > 0) evaluator.set_dominance_test(&tests);
    cgt::Game g;
    try {
      g = evaluator.value(board);
    } catch (...) {
      if (counts) print_counts(evaluator.counts(), tests.size());
      throw;
    }
    if (counts) print_counts(evaluator.counts(), tests.size());
    return Result{cgt::outcome(g), cgt::to_string(g), evaluator.size() + tests.size()};
  }
  using Search = cgt::games::OutcomeSearch<Domineering>;
  Search search(evaluator, fold);
  cgt::Outcome o = search.outcome({board});
  for (const auto& c : search.thread_counters()) {
    const double n = static_cast<double>(std::max<std::uint64_t>(c.searched, 1));
    fmt::print(stderr,
               "  thread: {} positions searched, {} splits; per position {:.3f} algebra locks "
               "({:.4f} waited, held {:.3f} s in all, {:.3f} s of its CPU), {:.3f} table locks "
               "({:.4f} waited)\n",
               c.searched, c.splits, static_cast<double>(c.algebra_locks) / n,
               static_cast<double>(c.algebra_waits) / n, static_cast<double>(c.algebra_held_ns) * 1e-9,
               static_cast<double>(c.algebra_held_cpu_ns) * 1e-9,
               static_cast<double>(c.shard_locks) / n, static_cast<double>(c.shard_waits) / n);
    std::string sites;
    for (std::size_t i = 0; i < c.site_locks.size(); ++i)
      sites += fmt::format(" {} {:.3f}+{:.3f}", Search::kSiteNames[i],
                           static_cast<double>(c.site_locks[i]) / n,
                           static_cast<double>(c.site_hits[i]) / n);
    fmt::print(stderr, "    algebra by site, per position (locked+answered by the thread):{}\n",
               sites);
  }
  return Result{o, "", evaluator.size() + search.size(), search.searched()};
}

// Solve mode on a board of more than 64 cells: the tool's rules (wide_rules.hpp), the board
// searched on the wide board with its bounds (wide_domino_game.hpp).
Result solve_wide(const cgt::games::WideGridBoard& board, std::size_t fold) {
  using Rules = cgt::games::WideRules<Domineering, cgt::games::WideDomineering>;
  cgt::games::Evaluator<Rules> evaluator(Rules(Domineering{}, cgt::games::WideDomineering{}));
  cgt::games::OutcomeSearch<Rules> search(evaluator, fold);
  cgt::Outcome o = search.outcome({board});
  return Result{o, "", evaluator.size() + search.size(), search.searched()};
}

}  // namespace

int main(int argc, char** argv) {
  return cgt::bench::guarded_main([&] {
    cgt::bench::BenchArgs args(
        argc, argv, 2,
        "FILE value|solve [--runs R] [--fold F] [--test-fold T] [--test-margin M] [--table TABLE] "
        "[--counts 1] [--threads N]");
    std::string mode = args.positional(1);
    if (mode != "value" && mode != "solve") {
      fmt::print(stderr, "unknown mode '{}' (value or solve)\n", mode);
      return 2;
    }
    int runs = static_cast<int>(args.number("--runs", 3));
    auto fold = static_cast<std::size_t>(
        args.number("--fold", static_cast<long long>(Domineering::kFoldSize)));
    auto test_fold = static_cast<std::size_t>(
        args.number("--test-fold", static_cast<long long>(Domineering::kDominanceFoldSize)));
    auto test_margin = static_cast<std::size_t>(args.number(
        "--test-margin", static_cast<long long>(Domineering::kDominanceFoldMargin)));
    const long long threads = args.number("--threads", cgt::thread_count());
    if (threads < 1 || threads > cgt::kMaxThreads) {
      fmt::print(stderr, "--threads takes 1 to {}, not {}\n", cgt::kMaxThreads, threads);
      return 2;
    }
    cgt::thread_count() = static_cast<unsigned>(threads);
    bool by_value = mode == "value";
    bool counts = args.number("--counts", 0) != 0;
    std::string table_path = args.text("--table", "");
    // The tool's bound, not read_file's default: the table of every region up to 16 cells is
    // 365 MB.
    std::string table_text =
        table_path.empty()
            ? ""
            : cgt::read_file(table_path, cgt::games::DomineeringComponentTable::kMaxFileBytes);
    cgt::bench::Timing random_total{0, 0}, empty_total{0, 0};
    cgt::run_with_large_stack([&] {
      for (const cgt::bench::SumLine& line : cgt::bench::read_sum_file(args.positional(0))) {
        auto wide = cgt::games::parse_wide_domino_board(line.expression, "domineering(grid)");
        if (wide.area() > DominoBoard::kMaxCells && by_value)
          throw cgt::DomainError("value mode takes boards of at most 64 cells");
        Result result;
        cgt::bench::Timing t = cgt::bench::median_timing(runs, [&] {
          if (wide.area() > DominoBoard::kMaxCells) {
            result = solve_wide(wide, fold);
            return;
          }
          DominoBoard board = cgt::games::parse_domino_board(line.expression, "domineering(grid)");
          result = evaluate(board, by_value, fold, test_fold, test_margin, table_text, counts);
        });
        cgt::bench::Timing& total = line.label.starts_with("empty") ? empty_total : random_total;
        total.wall += t.wall;
        total.cpu += t.cpu;
        std::string value =
            result.value.size() > 60 ? result.value.substr(0, 57) + "..." : result.value;
        fmt::print(
            "{:<14} {} {:>9.3f} s wall {:>9.3f} s cpu {:>10} positions {:>10} searched  {}\n",
            line.label, cgt::outcome_letter(result.outcome), t.wall, t.cpu, result.positions,
            result.searched, value);
        std::fflush(stdout);
      }
    });
    fmt::print(
        "total: random boards {:.3f} s wall {:.3f} s cpu, empty boards {:.3f} s wall {:.3f} s "
        "cpu (sums of medians of {} runs); peak {:.0f} MiB\n",
        random_total.wall, random_total.cpu, empty_total.wall, empty_total.cpu, runs,
        cgt::bench::peak_rss_mib());
    return 0;
  });
}
