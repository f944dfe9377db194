// cgt_bench_reduce: the cost of reduced canonical forms against canonical forms, on the
// switch-sum files sw_K.txt (lines "label<TAB>{a|b} + {c|d} + ...", K switches a line).
// For each K and each run: reset the game table, time building the canonical forms of the
// file's sums, then time rcf() of those forms in the same table (the rcf caches start empty;
// the two phases share no cache). Prints medians over the runs and the ratio rcf / canonical.
// Sums of integer switches are already reduced, so rcf() only confirms it; a second workload
// adds ^ to every switch, so that rcf() has infinitesimals to remove.
//   usage: cgt_bench_reduce DIR [--runs N]     (DIR holds sw_4.txt ... sw_32.txt)
#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <unordered_set>
#include <vector>

#include "cgt/canonical.hpp"
#include "cgt/error.hpp"
#include "cgt/game_table.hpp"
#include "cgt/sum.hpp"
#include "cgt/values.hpp"
#include "reduce/reduced_canonical_form.hpp"

namespace {

using Switches = std::vector<std::pair<long, long>>;  // {a|b} terms of one sum
using Clock = std::chrono::steady_clock;

Switches parse_sum(const std::string& expression, const std::string& where) {
  Switches terms;
  for (std::size_t at = expression.find('{'); at != std::string::npos;
       at = expression.find('{', at + 1)) {
    long a, b;
    if (std::sscanf(expression.c_str() + at, "{%ld|%ld}", &a, &b) != 2)
      throw cgt::Error(cgt::ErrorCode::kParse, where + ": expected {a|b} with integers a, b");
    terms.emplace_back(a, b);
  }
  return terms;
}

std::vector<Switches> read_file(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::vector<Switches> sums;
  for (std::string line; std::getline(in, line);) {
    auto tab = line.find('\t');
    if (tab == std::string::npos) continue;
    sums.push_back(parse_sum(line.substr(tab + 1), path.string()));
  }
  return sums;
}

cgt::Game build(const Switches& terms, bool with_up) {
  cgt::Game total = cgt::zero();
  for (auto [a, b] : terms) {
    cgt::Game term = cgt::canonicalise({cgt::integer(a)}, {cgt::integer(b)});
    total = total + (with_up ? term + cgt::up() : term);
  }
  return total;
}

// Distinct subpositions: the size of a game as a DAG in the table.
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

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
}

double ms_since(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

void bench_workload(const std::filesystem::path& dir, int runs, bool with_up) {
  fmt::print("{}\n", with_up ? "sums of switches plus ^: {a|b} + ^ + {c|d} + ^ + ..."
                             : "sums of switches: {a|b} + {c|d} + ...");
  fmt::print("{:>3} {:>5} {:>12} {:>12} {:>7} {:>10} {:>10}\n", "K", "sums", "canonical ms",
             "rcf ms", "ratio", "cf nodes", "rcf nodes");
  for (int k = 1; k <= 64; ++k) {
    auto path = dir / fmt::format("sw_{}.txt", k);
    if (!std::filesystem::exists(path)) continue;
    std::vector<Switches> sums = read_file(path);
    std::vector<double> cf_ms, rcf_ms;
    std::size_t cf_nodes = 0, rcf_nodes = 0;
    for (int run = 0; run < runs; ++run) {
      cgt::game_table().reset();
      auto start = Clock::now();
      std::vector<cgt::Game> forms;
      for (const Switches& s : sums) forms.push_back(build(s, with_up));
      cf_ms.push_back(ms_since(start));
      start = Clock::now();
      std::vector<cgt::Game> reduced;
      for (cgt::Game g : forms) reduced.push_back(cgt::reduce::rcf(g));
      rcf_ms.push_back(ms_since(start));
      cf_nodes = dag_size(forms);
      rcf_nodes = dag_size(reduced);
    }
    double cf = median(cf_ms), rc = median(rcf_ms);
    fmt::print("{:>3} {:>5} {:>12.2f} {:>12.2f} {:>7.2f} {:>10} {:>10}\n", k, sums.size(), cf, rc,
               rc / cf, cf_nodes, rcf_nodes);
  }
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fputs("usage: cgt_bench_reduce DIR [--runs N]   (DIR holds sw_K.txt files)\n", stderr);
    return 2;
  }
  int runs = 5;
  if (argc == 4 && std::string(argv[2]) == "--runs") runs = std::max(1, std::atoi(argv[3]));
  try {
    bench_workload(argv[1], runs, false);
    fmt::print("\n");
    bench_workload(argv[1], runs, true);
  } catch (const cgt::Error& e) {
    std::fprintf(stderr, "cgt_bench_reduce: %s\n", e.what());
    return 1;
  }
  return 0;
}
