#include "tools/cgt/progress_bar.hpp"

#include <unistd.h>

#include <chrono>
#include <csignal>
#include <cstdio>
#include <memory>

#include <fmt/format.h>

namespace cgt::tool {
namespace {

void on_sigint(int) { request_interrupt(); }

std::string duration(double seconds) {
  if (seconds < 60) return fmt::format("{:.0f}s", seconds);
  if (seconds < 3600) return fmt::format("{:.0f}m{:02.0f}s", seconds / 60, std::fmod(seconds, 60));
  return fmt::format("{:.0f}h{:02.0f}m", seconds / 3600, std::fmod(seconds / 60, 60));
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

InterruptScope::InterruptScope() {
  clear_interrupt();
  std::signal(SIGINT, on_sigint);
}

InterruptScope::~InterruptScope() {
  std::signal(SIGINT, SIG_DFL);
  clear_interrupt();
}

}  // namespace cgt::tool
