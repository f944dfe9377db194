#include "tools/bench/bench_util.hpp"

#include <sys/resource.h>

#include <algorithm>
#include <cerrno>  // program_invocation_short_name
#include <chrono>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <new>

#include "cgt/error.hpp"
#include "cgt/memory_budget.hpp"
#include "tools/cgt/interrupts.hpp"

namespace cgt::bench {

int guarded_main(const std::function<int()>& body) {
  tool::InterruptScope interrupts;
  try {
    return body();
  } catch (const InterruptedError&) {
    return tool::report_stopped(program_invocation_short_name);
  } catch (const Error& e) {
    std::cerr << "error: " << e.what() << "\n";
    return 1;
  } catch (const std::bad_alloc&) {
    std::cerr << "error: out of memory: the computation needs more memory than this machine has\n";
    return 1;
  } catch (const std::exception& e) {
    std::cerr << "internal error: " << e.what() << "\n";
    return 3;
  }
}

BenchArgs::BenchArgs(int argc, char** argv, int positional, const std::string& usage)
    : usage_(std::string("usage: ") + argv[0] + " " + usage + " [--memory BYTES]") {
  int i = 1;
  for (; i < argc && i <= positional; ++i) positional_.push_back(argv[i]);
  if (static_cast<int>(positional_.size()) < positional) {
    std::cerr << usage_ << "\n";
    std::exit(2);
  }
  for (; i + 1 < argc; i += 2) flags_.emplace_back(argv[i], argv[i + 1]);
  if (i < argc) {
    std::cerr << argv[i] << " takes a value\n" << usage_ << "\n";
    std::exit(2);
  }
  if (long long memory = number("--memory", 0); memory > 0)
    memory_limits().max_bytes = static_cast<std::size_t>(memory);
}

long long BenchArgs::number(const std::string& flag, long long fallback) const {
  std::string value = text(flag, "");
  return value.empty() ? fallback : parse_number(value, flag + " takes a number");
}

long long BenchArgs::positional_number(int i) const {
  return parse_number(positional(i), "argument " + std::to_string(i + 1) + " must be a number");
}

long long BenchArgs::parse_number(const std::string& value, const std::string& what) const {
  try {
    return std::stoll(value);
  } catch (const std::exception&) {
    std::cerr << what << "\n" << usage_ << "\n";
    std::exit(2);
  }
}

std::string BenchArgs::text(const std::string& flag, const std::string& fallback) const {
  for (const auto& [name, value] : flags_)
    if (name == flag) return value;
  return fallback;
}

std::vector<SumLine> read_sum_file(const std::string& path) {
  std::ifstream in(path);
  if (!in) {
    std::cerr << "cannot read " << path << "\n";
    std::exit(2);
  }
  std::vector<SumLine> lines;
  for (std::string line; std::getline(in, line);) {
    std::size_t tab = line.find('\t');
    if (tab == std::string::npos) continue;
    lines.push_back(SumLine{line.substr(0, tab), line.substr(tab + 1)});
  }
  return lines;
}

double now_seconds() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

double seconds_since(double start) { return now_seconds() - start; }

double peak_rss_mib() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return static_cast<double>(usage.ru_maxrss) / 1024.0;  // ru_maxrss is in KiB on Linux
}

double median(std::vector<double> values) {
  if (values.empty()) return 0;
  std::sort(values.begin(), values.end());
  std::size_t n = values.size();
  return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

}  // namespace cgt::bench
