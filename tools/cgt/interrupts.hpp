// Stopping computations from outside, without losing the session:
//  - InterruptScope: while it lives, Ctrl-C (SIGINT) raises cgt's interrupt flag, so the
//    computation stops at its next poll, and makes wakeup_fd() readable, so that an input loop
//    waiting in select() notices it too. Two more Ctrl-C while the first is still unanswered
//    end the process: the way out of code that does not poll.
//  - Deadline: raises the flag with the time-limit reason when its time runs out.
#pragma once

#include <signal.h>

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace cgt::tool {

class InterruptScope {
 public:
  InterruptScope();
  ~InterruptScope();
  InterruptScope(const InterruptScope&) = delete;
  InterruptScope& operator=(const InterruptScope&) = delete;

  // Readable after a Ctrl-C, until drain_wakeups().
  int wakeup_fd() const;
  // Empties the wakeup pipe; true when a Ctrl-C had arrived since the last call.
  bool drain_wakeups();

 private:
  struct sigaction previous_ {};  // restored on destruction
};

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

}  // namespace cgt::tool
