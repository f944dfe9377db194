// Helpers shared by the benchmark programs: reading the switch-sum files, timing, peak memory
// and medians. Benchmarks are run by hand, never by CTest.
#pragma once

#include <string>
#include <vector>

namespace cgt::bench {

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

}  // namespace cgt::bench
