#include "tools/cgt/interrupts.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <csignal>
#include <iostream>

#include "cgt/interrupt.hpp"
#include "tools/cgt/exit_status.hpp"

namespace cgt::tool {
namespace {

int wake_read = -1, wake_write = -1;  // the self-pipe, made once per process
std::atomic<int> unanswered{0};
std::atomic<bool> sigterm_received{false};

void on_sigint(int) {
  int saved_errno = errno;
  if (!interrupt_pending()) {
    unanswered.store(0);
  } else if (unanswered.fetch_add(1) + 1 >= 2) {
    const char message[] = "\ncgt: Ctrl-C pressed three times without an answer; quitting\n";
    [[maybe_unused]] ssize_t n = write(STDERR_FILENO, message, sizeof message - 1);
    _exit(130);
  }
  request_interrupt(InterruptReason::kUser);
  if (wake_write >= 0) [[maybe_unused]]
    ssize_t n = write(wake_write, "i", 1);
  errno = saved_errno;
}

// SIGTERM stops the computation as Ctrl-C does; the tool then ends (status 143) with a message.
void on_sigterm(int) {
  int saved_errno = errno;
  sigterm_received.store(true);
  request_interrupt(InterruptReason::kUser);
  if (wake_write >= 0) [[maybe_unused]]
    ssize_t n = write(wake_write, "t", 1);
  errno = saved_errno;
}

}  // namespace

bool terminated() { return sigterm_received.load(); }

int report_stopped(std::string_view program) {
  std::cerr << "\n"
            << program << ": " << (terminated() ? "stopped by SIGTERM" : "interrupted (Ctrl-C)")
            << "\n";
  return terminated() ? kExitTerminated : kExitInterrupted;
}

InterruptScope::InterruptScope() {
  if (wake_read < 0) {
    int fds[2];
    if (pipe(fds) == 0) {
      for (int fd : fds) {
        fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);
        fcntl(fd, F_SETFD, FD_CLOEXEC);
      }
      wake_read = fds[0];
      wake_write = fds[1];
    }
  }
  drain_wakeups();
  clear_interrupt();
  struct sigaction action {};
  action.sa_handler = on_sigint;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_RESTART;
  sigaction(SIGINT, &action, &previous_);
  action.sa_handler = on_sigterm;
  sigaction(SIGTERM, &action, &previous_term_);
}

InterruptScope::~InterruptScope() {
  sigaction(SIGINT, &previous_, nullptr);
  sigaction(SIGTERM, &previous_term_, nullptr);
  clear_interrupt();
}

int InterruptScope::wakeup_fd() const {
  return wake_read;
}

bool InterruptScope::drain_wakeups() {
  bool any = false;
  char buffer[64];
  while (wake_read >= 0 && read(wake_read, buffer, sizeof buffer) > 0) any = true;
  return any;
}

}  // namespace cgt::tool
