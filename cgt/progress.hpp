// Progress: how long work reports how far it got, and where it notices Ctrl-C. The library
// never prints; the tool installs a sink (a progress bar on a terminal). Every update polls
// the interrupt flag, so a computation that reports progress can always be stopped.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>

#include "cgt/interrupt.hpp"

namespace cgt {

class Progress {
 public:
  using Sink = std::function<void(std::string_view task, std::uint64_t done, std::uint64_t total)>;

  Progress() = default;
  explicit Progress(Sink sink) : sink_(std::move(sink)) {}

  // Begins a task of `total` steps (0 when unknown).
  void start(std::string task, std::uint64_t total) {
    task_ = std::move(task);
    total_ = total;
    last_ = std::chrono::steady_clock::time_point{};
    if (sink_) sink_(task_, 0, total_);
  }

  // Reports `done` steps finished; throws InterruptedError when Ctrl-C was pressed. Cheap: the
  // sink runs at most ten times a second, and after the first 256 updates (which may each be
  // slow: rows of a table) the clock is read on every 256th only.
  void update(std::uint64_t done) {
    poll_interrupt();
    if (!sink_ || (++calls_ > 256 && (calls_ & 0xff) != 0)) return;
    auto now = std::chrono::steady_clock::now();
    if (now - last_ < std::chrono::milliseconds(100)) return;
    last_ = now;
    sink_(task_, done, total_);
  }

  void finish() {
    if (sink_) sink_(task_, total_, total_);
  }

 private:
  Sink sink_;
  std::string task_;
  std::uint64_t total_ = 0;
  std::uint64_t calls_ = 0;
  std::chrono::steady_clock::time_point last_{};
};

}  // namespace cgt
