// Deadline: a time limit on a computation. While it lives, a watchdog thread raises the
// interrupt flag (cgt/interrupt.hpp) with the time-limit reason when the time runs out, so the
// computation stops at its next poll with a TimeLimitError. The tool's --limit time and the
// Python module's set_limits(time=...) use it.
//
// A build without threads (WebAssembly without them: the web page's engine) has no watchdog:
// there the Deadline only records when it ends (active_deadline), and the build's interrupt
// source compares that with the clock.
#pragma once

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace cgt {

#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
inline constexpr bool kDeadlineWatchdog = false;
#else
inline constexpr bool kDeadlineWatchdog = true;
#endif

// Without a watchdog: when the innermost living Deadline ends; time_point::max() when none
// lives (and always, in builds with a watchdog).
std::chrono::steady_clock::time_point active_deadline();

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
  std::chrono::steady_clock::time_point outer_;  // active_deadline() before this one
};

}  // namespace cgt
