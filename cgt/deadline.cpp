#include "cgt/deadline.hpp"

#include <algorithm>
#include <atomic>

#include "cgt/interrupt.hpp"

namespace cgt {
namespace {

// Without a watchdog: when the innermost Deadline ends (one thread only, so no race).
std::atomic<std::chrono::steady_clock::time_point>& deadline_end() {
  static std::atomic<std::chrono::steady_clock::time_point> end{
      std::chrono::steady_clock::time_point::max()};
  return end;
}

}  // namespace

std::chrono::steady_clock::time_point active_deadline() {
  return deadline_end().load(std::memory_order_relaxed);
}

Deadline::Deadline(std::chrono::milliseconds limit) : outer_(active_deadline()) {
  if (limit.count() <= 0) return;
  if (!kDeadlineWatchdog) {
    deadline_end().store(std::min(outer_, std::chrono::steady_clock::now() + limit));
    return;
  }
  watchdog_ = std::thread([this, limit] {
    std::unique_lock lock(mutex_);
    if (!finished_.wait_for(lock, limit, [this] { return done_; }))
      request_interrupt(InterruptReason::kTimeLimit);
  });
}

Deadline::~Deadline() {
  if (!kDeadlineWatchdog) deadline_end().store(outer_);
  if (!watchdog_.joinable()) return;
  {
    std::lock_guard lock(mutex_);
    done_ = true;
  }
  finished_.notify_one();
  watchdog_.join();
  InterruptReason stale = InterruptReason::kTimeLimit;
  interrupt_flag().compare_exchange_strong(stale, InterruptReason::kNone);
}

}  // namespace cgt
