// Benchmark: a long script of random positions and sums (with game values) across every
// ruleset, run as one process through the tool's interpreter, as a user runs a file of
// positions: outcomes (solve(S), half of them for one player moving first), and one statement
// in four a canonical form (value(S)). The tables drop entries and the game table is collected
// between statements, so memory should reach a plateau.
//
//   cgt_bench_long_script [--statements N] [--seed S] [--cells C] [--every K] [--write FILE]
//                         [--memory BYTES]
//
// Every K statements (default 500) prints statements run, seconds, the process's peak memory,
// the bytes of all tables, the games in the game table and the entries and evictions of the
// transposition tables. Statements that fail are counted and shown (there must be none).
// --write FILE also writes the script, to run it with the cgt tool itself.
#include <fmt/format.h>

#include <algorithm>

#include <fstream>
#include <random>
#include <sstream>

#include "cgt/error.hpp"
#include "cgt/game_table.hpp"
#include "cgt/large_stack.hpp"
#include "cgt/memory_budget.hpp"
#include "games/random_positions.hpp"
#include "lang/parser.hpp"
#include "lang/session.hpp"
#include "tools/bench/bench_util.hpp"
#include "tools/cgt/interpreter.hpp"

namespace {

// A statement on a random sum that the rulesets accept (some random boards are not positions:
// a NoGo board with a captured block, say), tried in `checker`.
std::string random_statement(std::mt19937_64& rng, int cells, cgt::lang::Session& checker) {
  std::string sum;
  for (;;) {
    sum = cgt::games::random_sum(rng, 3, cells);
    try {
      checker.evaluate(*cgt::lang::parse_expression(sum));
      break;
    } catch (const cgt::InterruptedError&) {
      throw;  // Ctrl-C: the benchmark stops (guarded_main)
    } catch (const cgt::Error&) {
    }
  }
  switch (rng() % 4) {
    case 0: return "value(" + sum + ")";
    case 1: return "solve(" + sum + ", \"L\")";
    default: return "solve(" + sum + ")";
  }
}

}  // namespace

int main(int argc, char** argv) {
  return cgt::bench::guarded_main([&] {
    cgt::bench::BenchArgs args(
        argc, argv, 0, "[--statements N] [--seed S] [--cells C] [--every K] [--write FILE]");
    auto statements = args.number("--statements", 5000);
    auto every = std::max(1LL, args.number("--every", 500));
    int cells = static_cast<int>(args.number("--cells", 9));
    std::mt19937_64 rng(static_cast<std::uint64_t>(args.number("--seed", 1)));
    std::string path = args.text("--write", "");
    std::ofstream script;
    if (!path.empty()) script.open(path);
    cgt::lang::Session session, checker;
    std::ostringstream out, err;
    cgt::tool::Interpreter interpreter(session, out, err);
    long long failed = 0;
    double start = cgt::bench::now_seconds();
    fmt::print("statements  seconds  peak MiB  tables MiB  games  entries  evicted\n");
    cgt::run_with_large_stack([&] {
      for (long long i = 1; i <= statements; ++i) {
        std::string statement = random_statement(rng, cells, checker);
        if (script.is_open()) script << statement << "\n";
        cgt::tool::RunStatus status =
            interpreter.run(statement, "script", static_cast<std::size_t>(i));
        if (interpreter.interrupted()) throw cgt::InterruptedError();  // Ctrl-C: stop here
        if (status != cgt::tool::RunStatus::kOk && ++failed <= 5)
          fmt::print(stderr, "{}", err.str());
        out.str("");
        err.str("");
        if (i % every == 0 || i == statements) {
          std::size_t entries = 0, evicted = 0;
          for (const cgt::TableUsage& u : cgt::table_usage()) {
            entries += u.entries;
            evicted += u.counters.evictions;
          }
          fmt::print("{:>10}  {:>7.1f}  {:>8.0f}  {:>10.1f}  {:>5}  {:>7}  {:>7}\n", i,
                     cgt::bench::seconds_since(start), cgt::bench::peak_rss_mib(),
                     cgt::tables_bytes() / 1048576.0, cgt::game_table().size(), entries, evicted);
          std::fflush(stdout);
        }
      }
    });
    fmt::print("failed statements: {}\n", failed);
    return failed == 0 ? 0 : 1;
  });
}
