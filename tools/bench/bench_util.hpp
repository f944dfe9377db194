// Helpers shared by the benchmark programs: reading the switch-sum files, timing, peak memory
// and medians. Benchmarks are run by hand, never by CTest.
#pragma once

#include <ctime>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "cgt/game_table.hpp"

namespace cgt::bench {

// Runs a benchmark's main body and returns its exit status: the body's, or 1 after an error
// (a limit reached, such as the memory budget; bad input; memory exhausted) and 3 after an
// internal error, each reported on standard error as the cgt tool reports them. While the body
// runs, Ctrl-C stops its computation at the next poll and the program ends with a message and
// status 130 (SIGTERM: 143), as the cgt tool does (tools/cgt/interrupts.hpp). Benchmarks take
// `--memory BYTES` for the memory budget (cgt/memory_budget.hpp) through BenchArgs.
int guarded_main(const std::function<int()>& body);

// A benchmark's command line: `positional` leading arguments, then `--flag value` pairs. Exits
// with the usage line when a positional argument is missing or a value is not a number.
class BenchArgs {
 public:
  BenchArgs(int argc, char** argv, int positional, const std::string& usage);
  const std::string& positional(int i) const { return positional_.at(i); }
  long long number(const std::string& flag, long long fallback) const;
  long long positional_number(int i) const;  // exits with the usage line if not a number
  std::string text(const std::string& flag, const std::string& fallback) const;

 private:
  long long parse_number(const std::string& value, const std::string& what) const;

  std::string usage_;
  std::vector<std::string> positional_;
  std::vector<std::pair<std::string, std::string>> flags_;
};

// The sizes K of the switch-sum files sw_K.txt.
inline constexpr int kSwitchSumSizes[] = {4, 6, 8, 10, 12, 16, 20, 24, 28, 32};

struct SumLine {
  std::string label;
  std::string expression;  // "{a|b} + {c|d} + ..."
};

// The lines `label<TAB>expression` of a switch-sum file; exits with a message if unreadable.
std::vector<SumLine> read_sum_file(const std::string& path);

double seconds_since(double start);  // wall-clock seconds since `start` (from now_seconds)
double now_seconds();
double peak_rss_mib();  // the process's peak resident memory so far
double median(std::vector<double> values);

// Wall-clock and CPU seconds (on a shared machine the CPU time is what one core spent).
struct Timing {
  double wall, cpu;
};

// The medians of `runs` runs of work(), each from an empty game table.
template <class Work>
Timing median_timing(int runs, Work&& work) {
  std::vector<double> wall, cpu;
  for (int r = 0; r < runs; ++r) {
    game_table().reset();
    double start = now_seconds();
    std::clock_t c = std::clock();
    work();
    wall.push_back(seconds_since(start));
    cpu.push_back(static_cast<double>(std::clock() - c) / CLOCKS_PER_SEC);
  }
  return Timing{median(wall), median(cpu)};
}

}  // namespace cgt::bench
