// Benchmark: reduced canonical forms against canonical forms, on the switch-sum files
// shared/bench/switch-sums/sw_K.txt (five sums of K switches per file).
//
//   cgt_bench_reduce DIR [--runs R]
//
// For each K and each run: reset the game table, time building the canonical forms of the
// file's sums, then time rcf() of those forms in the same table (the rcf caches start empty;
// the two phases share no cache). Prints medians over the runs and the ratio rcf / canonical.
// Sums of integer switches are already reduced, so rcf() only confirms it; a second workload
// adds ^ to every switch, so that rcf() has infinitesimals to remove.
#include <fmt/format.h>

#include <algorithm>
#include <string>
#include <unordered_set>
#include <vector>

#include "cgt/game_table.hpp"
#include "cgt/large_stack.hpp"
#include "reduce/reduced_canonical_form.hpp"
#include "tools/bench/bench_util.hpp"
#include "lang/session.hpp"

namespace {

// Distinct subpositions: the size of the games as a DAG in the table.
std::size_t dag_size(const std::vector<cgt::Game>& games) {
  cgt::GameTable& t = cgt::game_table();
  std::unordered_set<std::uint32_t> seen;
  std::vector<cgt::Game> pending(games);
  while (!pending.empty()) {
    cgt::Game g = pending.back();
    pending.pop_back();
    if (!seen.insert(g.id).second || t.is_number(g)) continue;
    for (auto side : {t.left_options(g), t.right_options(g)})
      pending.insert(pending.end(), side.begin(), side.end());
  }
  return seen.size();
}

// "{a|b} + {c|d}" -> "{a|b} + ^ + {c|d} + ^": the lines hold flat switches only.
std::string with_up(std::string expression) {
  std::string out;
  for (char c : expression) {
    out += c;
    if (c == '}') out += " + ^";
  }
  return out;
}

void bench_workload(const std::string& dir, int runs, bool add_up) {
  fmt::print("{}\n", add_up ? "sums of switches plus ^: {a|b} + ^ + {c|d} + ^ + ..."
                            : "sums of switches: {a|b} + {c|d} + ...");
  fmt::print("{:>3} {:>5} {:>12} {:>12} {:>7} {:>10} {:>10}\n", "K", "sums", "canonical ms",
             "rcf ms", "ratio", "cf nodes", "rcf nodes");
  for (int k : cgt::bench::kSwitchSumSizes) {
    auto lines = cgt::bench::read_sum_file(fmt::format("{}/sw_{}.txt", dir, k));
    std::vector<double> cf_ms, rcf_ms;
    std::size_t cf_nodes = 0, rcf_nodes = 0;
    for (int run = 0; run < runs; ++run) {
      cgt::game_table().reset();
      double start = cgt::bench::now_seconds();
      std::vector<cgt::Game> forms;
      for (const auto& line : lines)
        forms.push_back(
            cgt::lang::evaluate_game(add_up ? with_up(line.expression) : line.expression));
      cf_ms.push_back(1000 * cgt::bench::seconds_since(start));
      start = cgt::bench::now_seconds();
      std::vector<cgt::Game> reduced;
      for (cgt::Game g : forms) reduced.push_back(cgt::reduce::rcf(g));
      rcf_ms.push_back(1000 * cgt::bench::seconds_since(start));
      cf_nodes = dag_size(forms);
      rcf_nodes = dag_size(reduced);
    }
    double cf = cgt::bench::median(cf_ms), rc = cgt::bench::median(rcf_ms);
    fmt::print("{:>3} {:>5} {:>12.2f} {:>12.2f} {:>7.3f} {:>10} {:>10}\n", k, lines.size(), cf, rc,
               rc / cf, cf_nodes, rcf_nodes);
  }
}

}  // namespace

int main(int argc, char** argv) {
  return cgt::bench::guarded_main([&] {
    cgt::bench::BenchArgs args(argc, argv, 1, "DIR [--runs R]");
    std::string dir = args.positional(0);
    int runs = static_cast<int>(std::max(1LL, args.number("--runs", 5)));
    cgt::run_with_large_stack([&] {
      bench_workload(dir, runs, false);
      fmt::print("\n");
      bench_workload(dir, runs, true);
    });
    return 0;
  });
}
