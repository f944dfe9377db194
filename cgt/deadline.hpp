// Deadline: a time limit on a computation. While it lives, a watchdog thread raises the
// interrupt flag (cgt/interrupt.hpp) with the time-limit reason when the time runs out, so the
// computation stops at its next poll with a TimeLimitError. The tool's --limit time and the
// Python module's set_limits(time=...) use it.
#pragma once

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace cgt {

class Deadline {
 public:
  // No limit when `limit` is zero.
  explicit Deadline(std::chrono::milliseconds limit);
  // Stops the watchdog; a time-limit request the computation never polled is withdrawn.
  ~Deadline();
  Deadline(const Deadline&) = delete;
  Deadline& operator=(const Deadline&) = delete;

 private:
  std::mutex mutex_;
  std::condition_variable finished_;
  bool done_ = false;
  std::thread watchdog_;
};

}  // namespace cgt
