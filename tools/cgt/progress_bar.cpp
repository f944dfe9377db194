#include "tools/cgt/progress_bar.hpp"

#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <memory>

namespace cgt::tool {
namespace {

// Work that ends sooner than this draws no bar (no flicker for quick tables and sums).
constexpr double kQuietSeconds = 0.5;

std::string duration(double seconds) {
  auto s = static_cast<long long>(seconds);
  if (s < 60) return fmt::format("{}s", s);
  if (s < 3600) return fmt::format("{}m{:02}s", s / 60, s % 60);
  return fmt::format("{}h{:02}m", s / 3600, s / 60 % 60);
}

}  // namespace

Progress terminal_progress() {
  if (!isatty(STDERR_FILENO)) return Progress();
  struct Bar {
    std::chrono::steady_clock::time_point start;
    bool drawn = false;
  };
  auto bar = std::make_shared<Bar>();
  return Progress([bar](std::string_view task, std::uint64_t done, std::uint64_t total) {
    auto now = std::chrono::steady_clock::now();
    if (done == 0) *bar = Bar{now, false};
    if (total > 0 && done >= total) {  // finished: erase the bar, if there is one
      if (bar->drawn) std::fprintf(stderr, "\r\033[K");
      std::fflush(stderr);
      return;
    }
    double elapsed = std::chrono::duration<double>(now - bar->start).count();
    if (elapsed < kQuietSeconds) return;
    double rate = static_cast<double>(done) / elapsed;
    std::string line;
    if (total > 0) {
      double fraction = std::min(1.0, static_cast<double>(done) / static_cast<double>(total));
      int filled = static_cast<int>(fraction * 30);
      std::string eta =
          rate > 0 ? " eta " + duration(static_cast<double>(total - done) / rate) : "";
      line = fmt::format("{} [{}{}] {:3.0f}% {}/{} {:.0f}/s{}", task, std::string(filled, '#'),
                         std::string(30 - filled, '.'), 100 * fraction, done, total, rate, eta);
    } else {
      line = fmt::format("{} {} done, {:.0f}/s", task, done, rate);
    }
    std::fprintf(stderr, "\r\033[K%s", line.c_str());
    std::fflush(stderr);
    bar->drawn = true;
  });
}

void clear_progress_line() {
  if (!isatty(STDERR_FILENO)) return;
  std::fprintf(stderr, "\r\033[K");
  std::fflush(stderr);
}

}  // namespace cgt::tool
