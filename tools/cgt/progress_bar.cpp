#include "tools/cgt/progress_bar.hpp"

#include <fmt/format.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <memory>

namespace cgt::tool {
namespace {

std::string duration(double seconds) {
  auto s = static_cast<long long>(seconds);
  if (s < 60) return fmt::format("{}s", s);
  if (s < 3600) return fmt::format("{}m{:02}s", s / 60, s % 60);
  return fmt::format("{}h{:02}m", s / 3600, s / 60 % 60);
}

}  // namespace

Progress terminal_progress() {
  if (!isatty(STDERR_FILENO)) return Progress();
  auto start = std::make_shared<std::chrono::steady_clock::time_point>();
  return Progress([start](std::string_view task, std::uint64_t done, std::uint64_t total) {
    auto now = std::chrono::steady_clock::now();
    if (done == 0) *start = now;
    double elapsed = std::chrono::duration<double>(now - *start).count();
    double rate = elapsed > 0 ? static_cast<double>(done) / elapsed : 0;
    std::string line;
    if (total > 0) {
      double fraction = std::min(1.0, static_cast<double>(done) / static_cast<double>(total));
      int filled = static_cast<int>(fraction * 30);
      std::string eta = rate > 0 && done < total
                            ? " eta " + duration(static_cast<double>(total - done) / rate)
                            : "";
      line = fmt::format("{} [{}{}] {:3.0f}% {}/{} {:.0f}/s{}", task, std::string(filled, '#'),
                         std::string(30 - filled, '.'), 100 * fraction, done, total, rate, eta);
    } else {
      line = fmt::format("{} {} done, {:.0f}/s", task, done, rate);
    }
    std::fprintf(stderr, "\r\033[K%s", line.c_str());
    if (total > 0 && done >= total) std::fprintf(stderr, "\r\033[K");
    std::fflush(stderr);
  });
}

void clear_progress_line() {
  if (!isatty(STDERR_FILENO)) return;
  std::fprintf(stderr, "\r\033[K");
  std::fflush(stderr);
}

}  // namespace cgt::tool
