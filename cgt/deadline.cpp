#include "cgt/deadline.hpp"

#include "cgt/interrupt.hpp"

namespace cgt {

Deadline::Deadline(std::chrono::milliseconds limit) {
  if (limit.count() <= 0) return;
  watchdog_ = std::thread([this, limit] {
    std::unique_lock lock(mutex_);
    if (!finished_.wait_for(lock, limit, [this] { return done_; }))
      request_interrupt(InterruptReason::kTimeLimit);
  });
}

Deadline::~Deadline() {
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
