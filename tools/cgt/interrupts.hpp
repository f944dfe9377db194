// Stopping computations from outside, without losing the session:
//  - InterruptScope: while it lives, Ctrl-C (SIGINT) raises cgt's interrupt flag, so the
//    computation stops at its next poll, and makes wakeup_fd() readable, so that an input loop
//    waiting in select() notices it too. Two more Ctrl-C while the first is still unanswered
//    end the process: the way out of code that does not poll. SIGTERM stops a computation the
//    same way, and then the tool.
// (The time limit is cgt/deadline.hpp.)
#pragma once

#include <signal.h>

#include <string_view>

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
  struct sigaction previous_ {};       // restored on destruction
  struct sigaction previous_term_ {};  // likewise, for SIGTERM
};

// Whether a SIGTERM arrived while an InterruptScope lived: it stops the computation like
// Ctrl-C, and the tool then ends with status 143.
bool terminated();

// For a program whose computation threw InterruptedError: writes "PROGRAM: interrupted
// (Ctrl-C)" or "PROGRAM: stopped by SIGTERM" on a line of its own to standard error and returns
// the exit status, 130 or 143 (exit_status.hpp). The cgt tool and the benchmarks share it.
int report_stopped(std::string_view program);

}  // namespace cgt::tool
